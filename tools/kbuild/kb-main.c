/* kb-main.c — build/kidpush-kbuild, the front command of the kernel-build
 * facts (kbuild.h) for the preparer's shell scripts:
 *
 *   kidpush-kbuild compdb --tree TREE --build DIR [--src FARM] [CMDFILE...] <DRYRUN
 *       compile_commands.json entries (one JSON object a line) for the C
 *       compiles of a `make -n V=1` output, then for those of Kbuild's .cmd
 *       files (objects the dry run found up to date)
 *   kidpush-kbuild blockers [--why | --drop SYM...] KCONFIG
 *       the UIDGID_CONVERTED blockers of an init/Kconfig, one a line; with
 *       --why every `depends on` of the entry ("=n<TAB>X" a blocker,
 *       "?<TAB>EXPR" another expression); with --drop
 *       the file without the blocker lines of the SYMs (kb-kconfig.c)
 *   kidpush-kbuild is-tree DIR
 *       exit 0 when DIR is a kernel tree, 1 when not (kb-tree.c)
 *   kidpush-kbuild cache-dir NAME
 *       kidpush's cache directory NAME (kp_cache_dir, kp-path.c)
 *   kidpush-kbuild farm --tree TREE --farm DIR build | place REL FILE | rewrite REL <TEXT
 *       the symlink farm of a kernel tree for `make O=` (kb-farm.c): build it
 *       anew; put a copy of FILE at REL; replace REL by the standard input,
 *       keeping its time stamps
 *   kidpush-kbuild kconfig-index --srctree TREE [--arch ARCH]
 *       the index of the tree's Kconfig files, one record a line (kb-kindex.c)
 *   kidpush-kbuild kconfig-closure --index FILE SYM...
 *       what must be on so that the SYMs can be, "SYM<TAB>why" a line, on
 *       that index (kb-kclosure.c)
 *   kidpush-kbuild kconfig-unselect --index FILE --on FILE SYM...
 *       the enabled symbols (--on, one a line) to switch off so that the SYMs
 *       a select forces on can be off (kb-kclosure.c)
 *   kidpush-kbuild wants --tree TREE PATH... (or --kconfig REL, --make
 *       FILE..., --parent NAME FILE...)
 *       the symbols a PATH asks for (kb-ksyms.c)
 *   kidpush-kbuild blocker-dirs --tree TREE SYM...
 *       the directories whose whole build a SYM guards (kb-ksyms.c)
 *   kidpush-kbuild kconfig-edit --op OP --sym SYM [--words W] [--note FILE] KCONFIG
 *       the series action's Kconfig edits, on stdout (kb-kedit.c)
 *   kidpush-kbuild shared --tree TREE PATH...
 *       the directories whose every user is among the PATHs, one a line, and
 *       why on stderr (kb-users.c)
 *
 * Exit 0 ok, 1 nothing found, 2 bad input. */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include "kp-opt.h"
#include "kp-path.h"

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

static int cmd_blockers(int argc, char **argv)
{
	int why = 0;
	struct strlist drop = { 0 };
	const struct option opts[] = {
		OPT_BOOL(0, "why", &why, "every `depends on`: \"=n<TAB>X\" for a blocker, \"?<TAB>EXPR\" else"),
		OPT_LIST(0, "drop", &drop, "SYM", "print the file without the blocker line of SYM (repeatable)"),
		OPT_END(),
	};
	const struct usage u = { "usage: kidpush-kbuild blockers [--why | --drop SYM...] KCONFIG\n",
				 "The blockers of UIDGID_CONVERTED (`depends on X = n`) in an init/Kconfig.\n", NULL };
	if (parse_options(argc, argv, opts, &u, PARSE_ARGS) != 1)
		die("blockers: one Kconfig file, please (see --help)");
	char *text = read_text(argv[0], NULL);
	if (!text)
		die("blockers: cannot read %s", argv[0]);
	if (drop.n) {
		char *t = kb_uidgid_drop(text, &drop);
		fputs(t, stdout);
		free(t);
	} else {
		struct strlist out = { 0 };
		(why ? kb_uidgid_why : kb_uidgid_blockers)(text, &out);
		for (size_t i = 0; i < out.n; i++)
			puts(out.v[i]);
		sl_free(&out);
	}
	sl_free(&drop);
	free(text);
	if (fflush(stdout) != 0)
		die("cannot write the standard output");
	return 0;
}

/* the options of a subcommand whose one option is --tree DIR; the operands' count */
static int parse_tree(int argc, char **argv, const struct usage *u, const char **tree)
{
	const struct option opts[] = {
		OPT_STRING(0, "tree", tree, "DIR", "the kernel tree"),
		OPT_END(),
	};
	return parse_options(argc, argv, opts, u, PARSE_ARGS);
}

static int put_lines(const struct strlist *l)
{
	for (size_t i = 0; i < l->n; i++)
		puts(l->v[i]);
	if (fflush(stdout) != 0)
		die("cannot write the standard output");
	return 0;
}

static int cmd_kconfig_index(int argc, char **argv)
{
	const char *tree = NULL, *arch = "x86";
	const struct option opts[] = {
		OPT_STRING(0, "srctree", &tree, "DIR", "the kernel tree"),
		OPT_STRING(0, "arch", &arch, "ARCH", "$SRCARCH in source lines (default x86)"),
		OPT_END(),
	};
	const struct usage u = { "usage: kidpush-kbuild kconfig-index --srctree DIR [--arch ARCH]\n",
				 "The index of DIR/Kconfig and every file it sources, one record a line (kbuild.h).\n",
				 NULL };
	if (parse_options(argc, argv, opts, &u, PARSE_ARGS) != 0 || !tree)
		die("kconfig-index: --srctree DIR, please (see --help)");
	if (!*arch || strspn(arch, "abcdefghijklmnopqrstuvwxyz0123456789_") != strlen(arch))
		die("kconfig-index: bad --arch '%s'", arch);
	if (!is_dir(tree))
		die("kconfig-index: no such directory: %s", tree);
	struct strlist out = { 0 };
	kb_kconfig_index(tree, NULL, arch, 1, &out);
	put_lines(&out);
	sl_free(&out);
	return 0;
}

/* the lines of FILE, without empty ones */
static void read_lines(const char *cmd, const char *file, struct strlist *out)
{
	char *t = read_text_regular(file, NULL);
	if (!t)
		die("%s: cannot read %s", cmd, file);
	for (char *l = t, *nl; l && *l; l = nl) {
		nl = strchr(l, '\n');
		if (nl)
			*nl++ = 0;
		if (*l)
			sl_pushs(out, l);
	}
	free(t);
}

/* kconfig-closure --index FILE SYM... | kconfig-unselect --index FILE --on FILE SYM... */
static int cmd_closure(int argc, char **argv, int unselect)
{
	const char *index = NULL, *onfile = NULL;
	const struct option opts[] = {
		OPT_STRING(0, "index", &index, "FILE", "the index of the Kconfig tree (kidpush-kbuild kconfig-index)"),
		OPT_STRING(0, "on", &onfile, "FILE", "kconfig-unselect: the enabled symbols, one a line"),
		OPT_END(),
	};
	const struct usage uc = { "usage: kidpush-kbuild kconfig-closure --index FILE SYM...\n",
				  "What must be on so that the SYMs can be, one SYM<TAB>why a line, the SYMs first\n"
				  "(kb-kclosure.c).\n", NULL };
	const struct usage uu = { "usage: kidpush-kbuild kconfig-unselect --index FILE --on FILE SYM...\n",
				  "The enabled symbols to switch off so that the SYMs a select forces on can be off,\n"
				  "one a line (kb-kclosure.c).\n", NULL };
	const char *cmd = unselect ? "kconfig-unselect" : "kconfig-closure";
	int n = parse_options(argc, argv, opts, unselect ? &uu : &uc, PARSE_ARGS);
	if (!index || !onfile != !unselect)
		die("%s: --index FILE%s, please (see --help)", cmd, unselect ? " and --on FILE" : "");
	struct strlist ix = { 0 }, on = { 0 }, syms = { 0 }, out = { 0 };
	read_lines(cmd, index, &ix);
	for (int i = 0; i < n; i++)
		if (*argv[i])
			sl_pushs(&syms, argv[i]);
	if (unselect) {
		read_lines(cmd, onfile, &on);
		kb_kconfig_unselect(&ix, &on, &syms, &out);
	} else {
		kb_kconfig_closure(&ix, &syms, &out);
	}
	put_lines(&out);
	sl_free(&ix);
	sl_free(&on);
	sl_free(&syms);
	sl_free(&out);
	return 0;
}

static int cmd_wants(int argc, char **argv)
{
	const char *tree = NULL;
	int make = 0;
	const char *parent = NULL, *kconfig = NULL;
	const struct option opts[] = {
		OPT_STRING(0, "tree", &tree, "DIR", "the kernel tree"),
		OPT_STRING(0, "kconfig", &kconfig, "REL", "only REL/Kconfig's tristates and QUOTA/ACL bools"),
		OPT_BOOL(0, "make", &make, "only the CONFIG_ guards of the Makefiles given"),
		OPT_STRING(0, "parent", &parent, "NAME", "only the symbols the Makefiles given enter NAME/ under"),
		OPT_END(),
	};
	const struct usage u = { "usage: kidpush-kbuild wants --tree DIR PATH... | --make MAKEFILE... | --parent NAME MAKEFILE...\n"
				 "       kidpush-kbuild wants --tree DIR --kconfig REL\n",
				 "The symbols a PATH asks for: its Kconfig's tristates and QUOTA/ACL bools, its Makefiles'\n"
				 "CONFIG_ guards, its parent's obj-$(CONFIG_X) += NAME/ (kb-ksyms.c), one a line.\n", NULL };
	int n = parse_options(argc, argv, opts, &u, PARSE_ARGS);
	struct strlist out = { 0 }, seen = { 0 };
	if (tree && kconfig && n == 0) {
		kb_kconfig_wants(tree, kconfig, &out);
	} else if ((make || parent) && !tree && !kconfig && n > 0) {
		for (int i = 0; i < n; i++) {
			char *t = read_text_regular(argv[i], NULL);
			if (!t)
				die("wants: cannot read %s", argv[i]);
			if (make)
				kb_make_syms(t, &seen, &out);
			else
				kb_parent_syms(t, parent, &out);
			free(t);
		}
	} else if (tree && !make && !parent && !kconfig && n > 0) {
		for (int i = 0; i < n; i++)
			kb_dir_wants(tree, argv[i], &out);
	} else {
		die("wants: --tree DIR PATH..., --tree DIR --kconfig REL, --make or --parent NAME with files (see --help)");
	}
	put_lines(&out);
	sl_free(&out);
	sl_free(&seen);
	return 0;
}

static int cmd_blocker_dirs(int argc, char **argv)
{
	const char *tree = NULL;
	const struct usage u = { "usage: kidpush-kbuild blocker-dirs --tree DIR SYM...\n",
				 "The directories whose whole build a SYM guards (its Kconfig's directory, entered by\n"
				 "the parent's obj-$(CONFIG_SYM) += DIR/), one a line, in the order of the SYMs.\n", NULL };
	int n = parse_tree(argc, argv, &u, &tree);
	if (!tree)
		die("blocker-dirs: --tree DIR, please (see --help)");
	struct strlist ix = { 0 }, out = { 0 };
	if (n > 0)
		kb_kconfig_index(tree, NULL, "x86", 1, &ix);
	for (int i = 0; i < n; i++) {
		char *d = kb_guarded_dir(tree, &ix, argv[i]);
		if (d)
			sl_push(&out, d);
	}
	put_lines(&out);
	sl_free(&out);
	sl_free(&ix);
	return 0;
}

static int cmd_kconfig_edit(int argc, char **argv)
{
	const char *op = NULL, *sym = NULL, *words = "", *notefile = NULL;
	const struct option opts[] = {
		OPT_STRING(0, "op", &op, "OP", "remove, unref, drop or untag"),
		OPT_STRING(0, "sym", &sym, "SYM", "the symbol (entry) to edit"),
		OPT_STRING(0, "words", &words, "WORDS", "drop: the line's words; untag: the tag"),
		OPT_STRING(0, "note", &notefile, "FILE", "remove: write the entry's `depends on X = n` X's to FILE"),
		OPT_END(),
	};
	const struct usage u = { "usage: kidpush-kbuild kconfig-edit --op OP --sym SYM [--words WORDS] [--note FILE] KCONFIG\n",
				 "KCONFIG edited, on the standard output (kb-kedit.c); exit 1 when there is nothing to do.\n",
				 NULL };
	if (parse_options(argc, argv, opts, &u, PARSE_ARGS) != 1 || !op || !sym)
		die("kconfig-edit: --op, --sym and one Kconfig file, please (see --help)");
	if (strcmp(op, "remove") && strcmp(op, "unref") && strcmp(op, "drop") && strcmp(op, "untag"))
		die("kconfig-edit: unknown operation '%s' (remove, unref, drop, untag)", op);
	char *text = read_text_regular(argv[0], NULL);
	if (!text)
		die("kconfig-edit: cannot read %s", argv[0]);
	struct buf out = { 0 }, note = { 0 };
	int hit = kb_kconfig_edit(text, op, sym, words, &out, &note);
	if (hit && out.len && fwrite(out.s, 1, out.len, stdout) != out.len)
		die("cannot write the standard output");
	if (fflush(stdout) != 0)
		die("cannot write the standard output");
	if (hit && notefile && note.len) {
		buf_add(&note, "\n", 1);
		if (write_file(notefile, note.s, note.len) < 0)
			die("kconfig-edit: cannot write %s", notefile);
	}
	buf_free(&out);
	buf_free(&note);
	free(text);
	return hit ? 0 : 1;
}

static int cmd_shared(int argc, char **argv)
{
	const char *tree = NULL;
	const struct usage u = { "usage: kidpush-kbuild shared --tree DIR PATH...\n",
				 "The directories whose every user (Kconfig select / depends on) is among the PATHs.\n",
				 NULL };
	int n = parse_tree(argc, argv, &u, &tree);
	if (!tree || n < 1)
		die("shared: --tree DIR and PATHs, please (see --help)");
	struct strlist paths = { 0 }, out = { 0 }, notes = { 0 };
	for (int i = 0; i < n; i++) {
		char *p = xstrdup(argv[i]);
		for (size_t l = strlen(p); l > 1 && p[l - 1] == '/'; l--)
			p[l - 1] = 0;
		sl_push(&paths, p);
	}
	kb_shared_dirs(tree, &paths, &out, &notes);
	put_lines(&out);
	for (size_t i = 0; i < notes.n; i++)
		note("%s", notes.v[i]);
	sl_free(&paths);
	sl_free(&out);
	sl_free(&notes);
	return 0;
}

static int cmd_farm(int argc, char **argv)
{
	const char *tree = NULL, *farm = NULL;
	const struct option opts[] = {
		OPT_STRING(0, "tree", &tree, "DIR", "the kernel tree (its real path)"),
		OPT_STRING(0, "farm", &farm, "DIR", "the farm"),
		OPT_END(),
	};
	const struct usage u = { "usage: kidpush-kbuild farm --tree DIR --farm DIR build | place REL FILE | rewrite REL <TEXT\n",
				 "The symlink farm of a kernel tree, for make O=.\n", NULL };
	int n = parse_options(argc, argv, opts, &u, PARSE_ARGS);
	if (!tree || !farm || n < 1)
		die("farm: --tree DIR --farm DIR and what to do, please (see --help)");
	if (!strcmp(argv[0], "build") && n == 1) {
		kb_farm_build(tree, farm, KB_FARM_FOR_MAKE);
	} else if (!strcmp(argv[0], "place") && n == 3) {
		kb_farm_place(tree, farm, argv[1], argv[2]);
	} else if (!strcmp(argv[0], "rewrite") && n == 2) {
		char *text = read_stdin();
		kb_farm_rewrite(tree, farm, argv[1], text, strlen(text));
		free(text);
	} else {
		die("farm: build, place REL FILE or rewrite REL, not '%s' (see --help)", argv[0]);
	}
	return 0;
}

int main(int argc, char **argv)
{
	kp_progname = "kidpush-kbuild";
	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs("usage: kidpush-kbuild compdb|blockers|farm|is-tree|cache-dir|shared|kconfig-index|kconfig-closure|\n"
		      "       kconfig-unselect|wants|blocker-dirs|kconfig-edit [--help] ...\n", argc < 2 ? stderr : stdout);
		return argc < 2 ? 2 : 0;
	}
	if (!strcmp(argv[1], "compdb"))
		return cmd_compdb(argc - 1, argv + 1);
	if (!strcmp(argv[1], "blockers"))
		return cmd_blockers(argc - 1, argv + 1);
	if (!strcmp(argv[1], "cache-dir")) {
		if (argc != 3 || !*argv[2] || strchr(argv[2], '/'))
			die("usage: kidpush-kbuild cache-dir NAME");
		struct strlist out = { 0 };
		sl_push(&out, kp_cache_dir(argv[2]));
		put_lines(&out);
		sl_free(&out);
		return 0;
	}
	if (!strcmp(argv[1], "is-tree")) {
		if (argc != 3)
			die("usage: kidpush-kbuild is-tree DIR");
		return kb_kernel_tree(argv[2]) ? 0 : 1;
	}
	if (!strcmp(argv[1], "farm"))
		return cmd_farm(argc - 1, argv + 1);
	if (!strcmp(argv[1], "shared"))
		return cmd_shared(argc - 1, argv + 1);
	if (!strcmp(argv[1], "kconfig-edit"))
		return cmd_kconfig_edit(argc - 1, argv + 1);
	if (!strcmp(argv[1], "wants"))
		return cmd_wants(argc - 1, argv + 1);
	if (!strcmp(argv[1], "blocker-dirs"))
		return cmd_blocker_dirs(argc - 1, argv + 1);
	if (!strcmp(argv[1], "kconfig-index"))
		return cmd_kconfig_index(argc - 1, argv + 1);
	if (!strcmp(argv[1], "kconfig-closure") || !strcmp(argv[1], "kconfig-unselect"))
		return cmd_closure(argc - 1, argv + 1, !strcmp(argv[1], "kconfig-unselect"));
	die("unknown command '%s' (compdb, blockers, farm, is-tree, cache-dir, shared, kconfig-index, kconfig-closure, "
	    "kconfig-unselect, wants, blocker-dirs, kconfig-edit)", argv[1]);
}
