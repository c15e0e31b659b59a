/* normalise.c — lexical path normalisation (no realpath: symlink farms must keep their names). */
#include "visit.h"

#include <string.h>

char *path_normalise(const char *path, const char *cwd)
{
	char *in = path[0] == '/' ? xstrdup(path) : xasprintf("%s/%s", cwd, path);
	size_t len = strlen(in);
	char *out = xmalloc(len + 2);
	size_t o = 0;
	const char *p = in;
	while (*p) {
		while (*p == '/')
			p++;
		if (!*p)
			break;
		const char *e = strchr(p, '/');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		if (n == 1 && p[0] == '.') {
			/* skip */
		} else if (n == 2 && p[0] == '.' && p[1] == '.') {
			while (o > 0 && out[o - 1] != '/')
				o--;
			if (o > 0)
				o--;
		} else {
			out[o++] = '/';
			memcpy(out + o, p, n);
			o += n;
		}
		p += n;
	}
	if (o == 0)
		out[o++] = '/';
	out[o] = 0;
	free(in);
	return out;
}

int path_under(const char *path, const char *root)
{
	size_t n = strlen(root);
	if (strncmp(path, root, n) != 0)
		return 0;
	return path[n] == 0 || path[n] == '/' || (n == 1 && root[0] == '/');
}
