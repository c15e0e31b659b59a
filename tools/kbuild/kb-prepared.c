/* kb-prepared.c — the preparer's result: tools/kbuild/prepare.sh prints what
 * it prepared as KEY=VALUE lines on its standard output (src=, build=,
 * lock=, shims=, strict=, dropped=, blocker_dirs= ...; doc/kbuild.md).  The
 * one reader of them: the gate, the audit's and the inference's front end
 * and convert ask here. */
#include "kbuild.h"

#include "kp-alloc.h"

#include <string.h>

char *kb_prepared(const char *text, const char *key)
{
	size_t n = strlen(key);
	for (const char *s = text; s && *s; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : NULL)
		if (!strncmp(s, key, n) && s[n] == '=')
			return xstrndup(s + n + 1, strcspn(s + n + 1, "\n"));
	return NULL;
}
