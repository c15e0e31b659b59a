/* prepare.c — run the shared kernel-build preparer and read what it prepared. */
#include "prepare.h"

#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-proc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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
	return kb_unbuilt_tree(tree) && !has(tree, "compile_commands.json");
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
	sl_pushs(&a, "-j");
	sl_pushf(&a, "%ld", jobs);
	/* in the foreground: its progress on our stderr, a terminal's ^C
	 * reaches it; its result (tools/kbuild/kb-prepared.c) from its stdout */
	struct proc_opts o = { .foreground = 1 };
	struct buf out = { 0 };
	int rc = proc_run(a.v, &o, &out, NULL);
	sl_free(&a);
	if (rc < 0) {
		error("cannot run %s: %s", script, strerror(errno));
		buf_free(&out);
		return 2;
	}
	*src = kb_prepared(out.s, "src");
	*build = kb_prepared(out.s, "build");
	char *shims = kb_prepared(out.s, "shims");
	if (shims && *shims)
		note("prepared build: shims=%s", shims);
	free(shims);
	buf_free(&out);
	if (rc != 0 || !*src || !*build) {
		error("%s could not prepare a build of %s (%s)", script, tree,
		      rc > 128 ? "killed" : rc ? "it failed" : "no src=/build= lines");
		free(*src);
		free(*build);
		*src = *build = NULL;
		return 2;
	}
	return 0;
}
