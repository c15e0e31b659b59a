/* gate-path.c: make diagnostic paths tree-relative and lexically clean. */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

/* Remove "." and resolve ".." lexically in an absolute path. */
static char *clean_abs(const char *p)
{
	size_t n = strlen(p);
	char *out = xmalloc(n + 2);
	size_t o = 0;
	const char *s = p;
	while (*s) {
		while (*s == '/')
			s++;
		if (!*s)
			break;
		const char *e = strchr(s, '/');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		if (len == 1 && s[0] == '.') {
			/* skip */
		} else if (len == 2 && s[0] == '.' && s[1] == '.') {
			while (o > 0 && out[o - 1] != '/')
				o--;
			if (o > 0)
				o--;
		} else {
			out[o++] = '/';
			memcpy(out + o, s, len);
			o += len;
		}
		s += len;
	}
	if (o == 0)
		out[o++] = '/';
	out[o] = '\0';
	return out;
}

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
		char *c = clean_abs(tmp);
		free(tmp);
		free(abs);
		char *r = xstrdup(c + 1);
		free(c);
		return r;
	}
	char *c = clean_abs(abs);
	free(abs);
	for (int i = 0; pm && i < pm->nroots; i++) {
		char *root = clean_abs(pm->roots[i]);
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
