/* gate-path.c: make diagnostic paths tree-relative and lexically clean. */
#include "gate-diag.h"
#include "kp-path.h"
#include <stdlib.h>
#include <string.h>

char *path_normalize(const struct pathmap *pm, const char *raw)
{
	char *abs;
	if (raw[0] == '/' || !pm || !pm->cwd) {
		abs = xstrdup(raw);
	} else {
		size_t n = strlen(pm->cwd) + strlen(raw) + 2;
		abs = xmalloc(n);
		snprintf(abs, n, "%s/%s", pm->cwd, raw);
	}
	if (abs[0] != '/') {	/* relative and no cwd: clean as if rooted */
		char *tmp = xmalloc(strlen(abs) + 2);
		tmp[0] = '/';
		strcpy(tmp + 1, abs);
		char *c = path_clean_abs(tmp);
		free(tmp);
		free(abs);
		char *r = xstrdup(c + 1);
		free(c);
		return r;
	}
	char *c = path_clean_abs(abs);
	free(abs);
	for (int i = 0; pm && i < pm->nroots; i++) {
		char *root = path_clean_abs(pm->roots[i]);
		size_t rl = strlen(root);
		int hit = strncmp(c, root, rl) == 0 && c[rl] == '/';
		if (hit) {
			char *r = xstrdup(c + rl + 1);
			free(root);
			free(c);
			return r;
		}
		free(root);
	}
	return c;
}
