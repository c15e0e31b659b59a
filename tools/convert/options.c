/* options.c — kidpush-convert's command line, as the sh driver it replaced
 * took it (the same --help text and exit codes), the project root, and the
 * checks of a PATH. */
#include "convert.h"
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage_text[] =
"usage: ./run.sh convert [options] [PATH...]\n"
"Convert filesystems (tree-relative directories, default fs/kidfs) from raw\n"
"uid_t/gid_t to kuid_t/kgid_t: one patch per PATH (\"FS: Convert to kuid_t and\n"
"kgid_t\") and a cover letter, written by the series driver.\n"
"  --tree DIR     kernel tree (default: the bundled tests/sample-tree); never\n"
"                 modified\n"
"  --build DIR    prepared kernel build (flags for the inference and the audit)\n"
"  --out DIR      output directory (default: patches/convert), replaced\n"
"                 atomically\n"
"  --plan FILE    use this plan (doc/plan-format.md) instead of running\n"
"                 build/kidpush-infer\n"
"  -j N           parallel workers (default: number of cores)\n"
"  --gate         run the strict-type gate per filesystem before and after;\n"
"                 a filesystem whose gate is clean after gets its\n"
"                 \"depends on FS = n\" blocker of UIDGID_CONVERTED dropped in its\n"
"                 patch; exit 1 when a gate is not clean after\n"
"  --keep-going   exit 0 even when files were skipped (by the inference,\n"
"                 which could not parse them, or by spatch)\n"
"  --signoff      add Signed-off-by: with git's identity of the tree (git var\n"
"                 GIT_COMMITTER_IDENT in it; none: exit 2)\n"
"  --allow-dirty  passed to the series driver: convert a tree with uncommitted\n"
"                 changes (the cover letter says so)\n"
"  --with DIR     convert, audit and gate DIR with the first PATH (a companion\n"
"                 by hand; repeatable)\n"
"  -q             quiet\n"
"Author of the patches: $KIDPUSH_AUTHOR, else git's identity of the tree (a\n"
"git repository: git var GIT_AUTHOR_IDENT), else \"kidpush convert\n"
"<kidpush@localhost>\"; date: $KIDPUSH_DATE, else the tree's HEAD commit date,\n"
"so that reruns are byte-identical.\n"
"Exit: 0 ok, 1 files skipped or a gate not clean (--gate), 2 bad input or\n"
"setup error, 130 interrupted.\n";

/* The command line, as the old sh driver took it: options and PATHs in any
 * order, "--" ends the options, -jN or -j N. */
void parse_args(int argc, char **argv, struct opts *o)
{
	int i;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage_text, stdout);
			exit(fflush(stdout) == 0 ? 0 : 2);
		}
		const char **val = !strcmp(a, "--tree") ? &o->tree : !strcmp(a, "--build") ? &o->build :
				   !strcmp(a, "--out") ? &o->out : !strcmp(a, "--plan") ? &o->plan :
				   !strcmp(a, "-j") ? &o->jobs : NULL;
		if (val) {
			if (i + 1 >= argc) die("%s needs an argument (see --help)", a);
			*val = argv[++i];
		} else if (!strncmp(a, "-j", 2)) o->jobs = a + 2;
		else if (!strcmp(a, "--gate")) o->gate = 1;
		else if (!strcmp(a, "--keep-going")) o->keep = 1;
		else if (!strcmp(a, "--signoff")) o->signoff = 1;
		else if (!strcmp(a, "--allow-dirty")) o->allow_dirty = 1;
		else if (!strcmp(a, "--with")) {
			if (i + 1 >= argc) die("%s needs an argument (see --help)", a);
			sl_pushs(&o->with, argv[++i]);
		}
		else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) cv_quiet = 1;
		else if (!strcmp(a, "--")) { i++; break; }
		else if (a[0] == '-') {
			fprintf(stderr, "convert: unknown option '%s'\n", a);
			fputs(usage_text, stderr);
			exit(2);
		} else sl_pushs(&o->paths, a);
	}
	for (; i < argc; i++) sl_pushs(&o->paths, argv[i]);
	o->sep = o->paths.n ? " " : "";
	if (!o->paths.n) sl_pushs(&o->paths, "fs/kidfs");
	if (o->jobs) {
		const char *p = o->jobs;
		while (*p >= '0' && *p <= '9') p++;
		if (*p || !strcmp(o->jobs, "0")) die("-j wants a positive number, not '%s'", o->jobs);
		if (!*o->jobs) o->jobs = NULL;
	}
}

/* PATH relative to the tree, a directory of it, not leaving it */
void check_path(const char *tree, const char *p)
{
	size_t n = strlen(p);
	if (p[0] == '/' || !strcmp(p, "..") || !strncmp(p, "../", 3) || strstr(p, "/../") ||
	    (n >= 3 && !strcmp(p + n - 3, "/..")))
		die("PATH must be relative to the tree: %s", p);
	char *q = xstrdup(p);
	if (n && q[n - 1] == '/') q[n - 1] = 0;
	char *abs = path_join(tree, q);
	if (!is_dir(abs)) die("no such directory in %s: %s", tree, p);
	char *real = abs_path(abs);
	if (!real || !path_inside(real, tree)) die("PATH leaves the tree: %s", p);
	free(real); free(abs); free(q);
}

