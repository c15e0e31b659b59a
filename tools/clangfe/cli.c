/* cli.c — see cli.h. */
#include "cli.h"
#include "kp-alloc.h"
#include "normalise.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void cli_init(struct cli *c)
{
	memset(c, 0, sizeof(*c));
	c->jobs = sysconf(_SC_NPROCESSORS_ONLN);
	if (c->jobs < 1)
		c->jobs = 1;
}

static char *default_tree(const char *argv0)
{
	const char *root = getenv("KIDPUSH_ROOT");
	if (root && *root)
		return xasprintf("%s/tests/sample-tree", root);
	/* build/kidpush-audit -> ../tests/sample-tree */
	const char *slash = strrchr(argv0, '/');
	if (slash)
		return xasprintf("%.*s/../tests/sample-tree", (int)(slash - argv0), argv0);
	return xstrdup("tests/sample-tree");
}

static int a_dir(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

int cli_dirs(struct cli *c, const char *argv0)
{
	c->cwd = getcwd(NULL, 0);
	if (!c->cwd) {
		error("getcwd: %s", strerror(errno));
		return 2;
	}
	char *tree_in = c->tree_arg ? xstrdup(c->tree_arg) : default_tree(argv0);
	c->tree = path_normalise(tree_in, c->cwd);
	free(tree_in);
	if (!a_dir(c->tree)) {
		error("tree %s is not a directory", c->tree);
		return 2;
	}
	if (c->build_arg) {
		c->build = path_normalise(c->build_arg, c->cwd);
		if (!a_dir(c->build)) {
			error("build directory %s is not a directory", c->build);
			return 2;
		}
	}
	return 0;
}

char *cli_path(const struct cli *c, const char *arg)
{
	char *p = path_normalise(arg, c->tree);
	struct stat st;
	if (arg[0] != '/' && stat(p, &st) != 0) {
		free(p);
		p = path_normalise(arg, c->cwd);
	}
	if (stat(p, &st) != 0) {
		free(p);
		return NULL;
	}
	return p;
}

void cli_free(struct cli *c)
{
	free(c->cwd);
	free(c->tree);
	free(c->build);
}

char *tree_rel(const char *tree, const char *abs)
{
	size_t tl = strlen(tree);
	return xstrdup(path_under(abs, tree) && abs[tl] == '/' ? abs + tl + 1 : abs);
}
