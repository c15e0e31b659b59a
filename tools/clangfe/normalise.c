/* normalise.c — lexical path normalisation (no realpath: symlink farms must keep their names). */
#include "normalise.h"
#include "kp-alloc.h"
#include "kp-path.h"

#include <stdlib.h>
#include <string.h>

char *path_normalise(const char *path, const char *cwd)
{
	char *in = path[0] == '/' ? xstrdup(path) : xasprintf("%s/%s", cwd, path);
	char *out = path_clean_abs(in);
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
