/* util.c — argument vectors and groups for kidpush-audit. */
#include "audit.h"

#include <stdlib.h>
#include <string.h>

void argv_push(struct argv *a, const char *s)
{
	ALLOC_GROW(a->v, a->n + 2, a->cap);
	a->v[a->n++] = xstrdup(s);
	a->v[a->n] = NULL;
}

void argv_free(struct argv *a)
{
	for (size_t i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->n = a->cap = 0;
}

int argv_has(const struct argv *a, const char *s)
{
	for (size_t i = 0; i < a->n; i++)
		if (strcmp(a->v[i], s) == 0)
			return 1;
	return 0;
}

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
