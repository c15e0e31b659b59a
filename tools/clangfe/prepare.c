/* prepare.c — run the shared kernel-build preparer and read what it prepared. */
#include "prepare.h"

#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int has(const char *dir, const char *name)
{
	struct stat st;
	char *p = xasprintf("%s/%s", dir, name);
	int r = stat(p, &st) == 0;
	free(p);
	return r;
}

int prepare_needed(const char *tree)
{
	return kb_kernel_tree(tree) && !has(tree, "include/generated/autoconf.h") &&
	       !has(tree, "compile_commands.json");
}

char *prepare_script(const char *argv0)
{
	const char *root = getenv("KIDPUSH_ROOT");
	char *p;
	if (root && *root) {
		p = xasprintf("%s/tools/kbuild/prepare.sh", root);
	} else {
		const char *slash = strrchr(argv0, '/');
		p = slash ? xasprintf("%.*s/../tools/kbuild/prepare.sh", (int)(slash - argv0), argv0)
			  : xstrdup("tools/kbuild/prepare.sh");
	}
	struct stat st;
	if (stat(p, &st) == 0 && S_ISREG(st.st_mode))
		return p;
	free(p);
	return NULL;
}

static char *value(const char *line, const char *key)
{
	size_t n = strlen(key);
	if (strncmp(line, key, n) || line[n] != '=')
		return NULL;
	char *v = xstrdup(line + n + 1);
	v[strcspn(v, "\n")] = 0;
	return v;
}

int prepare_build(const char *script, const char *tree, char *const *paths, size_t npaths, long jobs,
		  char **src, char **build)
{
	struct strlist a = { 0 };
	sl_pushs(&a, "/bin/sh");
	sl_pushs(&a, script);
	sl_pushs(&a, "--tree");
	sl_pushs(&a, tree);
	for (size_t i = 0; i < npaths; i++) {
		sl_pushs(&a, "--path");
		sl_pushs(&a, paths[i]);
	}
	/* Kbuild's own compile command of every .c file under the PATHs, also
	 * where the configuration does not build them (BUILD/compile_commands.json) */
	sl_pushs(&a, "--compdb");
	char *j = xasprintf("%ld", jobs);
	sl_pushs(&a, "-j");
	sl_pushs(&a, j);
	free(j);
	int fd[2];
	if (pipe(fd) != 0) {
		fprintf(stderr, "%s: cannot run %s: %s\n", kp_progname, script, strerror(errno));
		sl_free(&a);
		return 2;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		fprintf(stderr, "%s: cannot run %s: %s\n", kp_progname, script, strerror(errno));
		close(fd[0]);
		close(fd[1]);
		sl_free(&a);
		return 2;
	}
	if (pid == 0) {
		close(fd[0]);
		if (dup2(fd[1], 1) < 0)
			_exit(127);
		close(fd[1]);
		execv("/bin/sh", a.v);
		_exit(127);
	}
	close(fd[1]);
	sl_free(&a);
	FILE *f = fdopen(fd[0], "r");
	char *line = NULL;
	size_t cap = 0;
	*src = *build = NULL;
	while (f && getline(&line, &cap, f) > 0) {
		char *v;
		if ((v = value(line, "src")) != NULL) {
			free(*src);
			*src = v;
		} else if ((v = value(line, "build")) != NULL) {
			free(*build);
			*build = v;
		} else if (has_prefix(line, "shims=") && line[6] != '\n') {
			fprintf(stderr, "%s: prepared build: %s", kp_progname, line);
		}
	}
	free(line);
	if (f)
		fclose(f);
	else
		close(fd[0]);
	int status = 0;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || !*src || !*build) {
		fprintf(stderr, "%s: %s could not prepare a build of %s (%s)\n", kp_progname, script, tree,
			!WIFEXITED(status) ? "killed" : WEXITSTATUS(status) ? "it failed" : "no src=/build= lines");
		free(*src);
		free(*build);
		*src = *build = NULL;
		return 2;
	}
	return 0;
}
