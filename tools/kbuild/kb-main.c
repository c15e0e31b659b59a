/* kb-main.c — build/kidpush-kbuild, the front command of the kernel-build
 * facts (kbuild.h) for the preparer's shell scripts:
 *
 *   kidpush-kbuild compdb --tree TREE --build DIR [--src FARM] [CMDFILE...] <DRYRUN
 *       compile_commands.json entries (one JSON object a line) for the C
 *       compiles of a `make -n V=1` output, then for those of Kbuild's .cmd
 *       files (objects the dry run found up to date)
 *
 * Exit 0 ok, 1 nothing found, 2 bad input. */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-opt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_stdin(void)
{
	struct buf b = { 0 };
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, stdin)) > 0)
		buf_add(&b, chunk, n);
	if (ferror(stdin))
		die("cannot read the standard input");
	buf_add(&b, "", 1);
	return b.s;
}

static int cmd_compdb(int argc, char **argv)
{
	const char *tree = NULL, *src = "", *build = NULL;
	const struct option opts[] = {
		OPT_STRING(0, "tree", &tree, "DIR", "the kernel tree (its real path)"),
		OPT_STRING(0, "src", &src, "DIR", "the symlink farm make ran in: its paths become the tree's"),
		OPT_STRING(0, "build", &build, "DIR", "the directory the commands run in (O=)"),
		OPT_END(),
	};
	const struct usage u = { "usage: kidpush-kbuild compdb --tree DIR --build DIR [--src DIR] [CMDFILE...] <DRYRUN\n",
				 "Kbuild's compile commands (make -n V=1) as compile_commands.json entries.\n", NULL };
	int nargs = parse_options(argc, argv, opts, &u, PARSE_ARGS);
	if (!tree || !build)
		die("compdb: --tree and --build are required");
	char *text = read_stdin();
	struct compdb_paths p = { tree, src, build };
	struct strlist done = { 0 };
	size_t n = compdb_from_dry_run(text, &p, &done, stdout);
	for (int i = 0; i < nargs; i++)
		n += compdb_from_cmd_file(argv[i], &p, &done, stdout);
	sl_free(&done);
	free(text);
	if (fflush(stdout) != 0)
		die("cannot write the standard output");
	return n ? 0 : 1;
}

int main(int argc, char **argv)
{
	kp_progname = "kidpush-kbuild";
	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs("usage: kidpush-kbuild compdb [--help] ...\n", argc < 2 ? stderr : stdout);
		return argc < 2 ? 2 : 0;
	}
	if (!strcmp(argv[1], "compdb"))
		return cmd_compdb(argc - 1, argv + 1);
	die("unknown command '%s' (compdb)", argv[1]);
}
