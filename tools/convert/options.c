/* options.c — kidpush-convert's command line (the house's option table,
 * tools/common/kp-opt.h) and the checks of a PATH. */
#include "convert.h"
#include "kp-opt.h"
#include <stdlib.h>
#include <string.h>

static const struct usage usage = {
	"usage: ./run.sh convert [options] [PATH...]\n",
	"Convert filesystems (tree-relative directories, default fs/kidfs) from raw\n"
	"uid_t/gid_t to kuid_t/kgid_t: one patch per PATH (\"FS: Convert to kuid_t and\n"
	"kgid_t\") and a cover letter, written by the series driver.\n",
	"Author of the patches: $KIDPUSH_AUTHOR, else git's identity of the tree (a\n"
	"git repository: git var GIT_AUTHOR_IDENT), else \"kidpush convert\n"
	"<kidpush@localhost>\"; date: $KIDPUSH_DATE, else the tree's HEAD commit date,\n"
	"so that reruns are byte-identical.\n"
	"Exit: 0 ok, 1 files skipped or a gate not clean (--gate), 2 bad input or\n"
	"setup error, 130 interrupted.\n",
};

/* options and PATHs in any order, "--" ends the options */
void parse_args(int argc, char **argv, struct opts *o)
{
	const struct option opts[] = {
		OPT_STRING(0, "tree", &o->tree, "DIR", "kernel tree (default: the bundled tests/sample-tree);\nnever modified"),
		OPT_STRING(0, "build", &o->build, "DIR", "prepared kernel build (flags for the inference and\nthe audit)"),
		OPT_STRING(0, "out", &o->out, "DIR", "output directory (default: patches/convert), replaced\natomically"),
		OPT_STRING(0, "plan", &o->plan, "FILE", "use this plan (doc/plan-format.md) instead of\nrunning build/kidpush-infer"),
		OPT_INT('j', NULL, &o->jobs, "N", 1, 1024, "parallel workers (default: number of cores)"),
		OPT_BOOL(0, "gate", &o->gate, "run the strict-type gate per filesystem before and\n"
			 "after; a filesystem whose gate is clean after gets its\n\"depends on FS = n\" blocker "
			 "of UIDGID_CONVERTED\ndropped in its patch; exit 1 when a gate is not clean\nafter"),
		OPT_BOOL(0, "keep-going", &o->keep, "exit 0 even when files were skipped (by the\n"
			 "inference, which could not parse them, or by spatch)"),
		OPT_BOOL(0, "signoff", &o->signoff, "add Signed-off-by: with git's identity of the tree\n"
			 "(git var GIT_COMMITTER_IDENT in it; none: exit 2)"),
		OPT_BOOL(0, "allow-dirty", &o->allow_dirty, "passed to the series driver: convert a tree with\n"
			 "uncommitted changes (the cover letter says so)"),
		OPT_STRING(0, "module", &o->module, "DIR", "convert an out-of-tree module instead of PATHs: DIR\n"
			   "(its Kbuild or Makefile) built against --tree as\n`make -C TREE M=DIR` builds it; "
			   "the patch relative\nto DIR's git repository (DIR never modified)"),
		OPT_LIST(0, "with", &o->with, "DIR", "convert, audit and gate DIR with the first PATH (a\n"
			 "companion by hand; repeatable)"),
		OPT_INT(0, "timeout", &o->timeout, "SEC", 1, 1000000, "per-file time limit of the inference's and the\n"
			"audit's parse (default 600), of spatch (the series\ndriver's, default 300) and of sparse in the gate\n"
			"(KIDPUSH_GATE_TIMEOUT): a file over it is skipped,\nnamed"),
		OPT_BOOL('q', "quiet", &cv_quiet, "quiet"),
		OPT_END(),
	};
	int n = parse_options(argc, argv, opts, &usage, PARSE_ARGS);
	for (int i = 0; i < n; i++) sl_pushs(&o->paths, argv[i]);
	o->sep = o->paths.n ? " " : "";
	if (!o->paths.n) sl_pushs(&o->paths, "fs/kidfs");
}

/* PATH relative to the tree, a directory of it, not leaving it */
void check_path(const char *tree, const char *p)
{
	size_t n = strlen(p);
	if (p[0] == '/' || !strcmp(p, "..") || !strncmp(p, "../", 3) || strstr(p, "/../") ||
	    (n >= 3 && !strcmp(p + n - 3, "/..")))
		die("PATH must be relative to the tree: %s", p);
	char *abs = path_join(tree, p);
	if (!is_dir(abs)) die("no such directory in %s: %s", tree, p);
	char *real = abs_path(abs);
	if (!real || !path_inside(real, tree)) die("PATH leaves the tree: %s", p);
	free(real); free(abs);
}

