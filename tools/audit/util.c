/* util.c — the group a file belongs to for kidpush-audit. */
#include "audit.h"

#include <stdlib.h>
#include <string.h>

char *group_of(const char *rel)
{
	if (has_prefix(rel, "fs/")) {
		const char *rest = rel + 3, *slash = strchr(rest, '/');
		if (!slash)
			return xstrdup("fs");
		return xasprintf("%.*s", (int)(slash - rest), rest);
	}
	const char *slash = strrchr(rel, '/');
	if (!slash)
		return xstrdup(".");
	return xasprintf("%.*s", (int)(slash - rel), rel);
}
