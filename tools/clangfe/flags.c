/* flags.c — choose the flag source: the tree's compile_commands.json, else flags
 * derived from a prepared kernel build (a kbuild .cmd file + per-directory
 * Makefile flags), else simple flags for an unbuilt tree. */
#include "flags.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int exists(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0;
}

static int is_per_file_define(const char *a)
{
	return has_prefix(a, "-DKBUILD_BASENAME=") || has_prefix(a, "-DKBUILD_MODNAME=") ||
	       has_prefix(a, "-D__KBUILD_MODNAME=") || has_prefix(a, "-DKBUILD_MODFILE=") ||
	       has_prefix(a, "-DKBUILD_MODOBJS=");
}

/* gcc's own header directory (3.x: -isystem $(gcc -print-file-name=include)) is swapped
 * for clang's, whose builtin headers clang understands. */
static void use_clang_builtin_headers(struct strlist *a)
{
	for (size_t i = 0; i + 1 < a->n; i++) {
		if (!strcmp(a->v[i], "-isystem") && strstr(a->v[i + 1], "/gcc/")) {
			free(a->v[i + 1]);
			a->v[i + 1] = xstrdup(CLANGFE_CLANG_INCLUDE);
		}
	}
}

static int read_cmd(const char *path, struct strlist *words)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n = getline(&line, &cap, f);
	fclose(f);
	int rc = -1;
	if (n > 0) {
		char *eq = strstr(line, " := ");
		if (eq && shell_split(eq + 4, words) == 0 && words->n > 1)
			rc = 0;
	}
	free(line);
	return rc;
}

/* The build was prepared from another directory than the audited tree (its
 * source link: the preparer's shimmed symlink farm of the tree, or the tree
 * before convert rewrote some files): the include paths into that source are
 * taken from the tree instead, so that the tree's own headers are the ones
 * parsed.  Generated headers stay the build's. */
static void sources_from_tree(struct flags *fl)
{
	char *link = xasprintf("%s/source", fl->build);
	char *src = realpath(link, NULL);
	char *tree = realpath(fl->tree, NULL);
	free(link);
	if (src && tree && strcmp(src, tree)) {
		size_t n = strlen(src);
		for (size_t i = 0; i < fl->base.n; i++) {
			const char *a = fl->base.v[i];
			if (strncmp(a, src, n) || (a[n] && a[n] != '/'))
				continue;
			char *t = xasprintf("%s%s", tree, a + n);
			if (exists(t)) {
				free(fl->base.v[i]);
				fl->base.v[i] = t;
			} else {
				free(t);
			}
		}
	}
	free(src);
	free(tree);
}

static int setup_derived(struct flags *fl, FILE *log)
{
	static const char *const cands[] = { "arch/x86/kernel/.asm-offsets.s.cmd", "kernel/.bounds.s.cmd" };
	for (size_t i = 0; i < 2; i++) {
		char *p = xasprintf("%s/%s", fl->build, cands[i]);
		struct strlist words = { 0 };
		if (read_cmd(p, &words) == 0) {
			struct strlist noexe = { 0 };
			for (size_t k = 1; k < words.n; k++)
				if (!is_per_file_define(words.v[k]))
					sl_pushs(&noexe, words.v[k]);
			filter_args(&noexe, fl->build, &fl->base);
			sources_from_tree(fl);
			use_clang_builtin_headers(&fl->base);
			sl_free(&noexe);
			sl_free(&words);
			fl->cmdfile = p;
			fl->mode = FL_DERIVED;
			kbuild_load_modules(fl->build, &fl->modules);
			return 0;
		}
		sl_free(&words);
		free(p);
	}
	fprintf(log, "%s: %s has no kbuild .cmd file to take flags from "
		     "(run 'make O=%s defconfig prepare' first)\n", kp_progname, fl->build, fl->build);
	return 2;
}

static void setup_simple(struct flags *fl)
{
	fl->mode = FL_SIMPLE;
	sl_pushs(&fl->base, "-nostdinc");
	sl_pushs(&fl->base, "-isystem");
	sl_pushs(&fl->base, CLANGFE_CLANG_INCLUDE);
	static const char *const incs[] = { "arch/x86/include", "include", "arch/x86/include/uapi",
					    "include/uapi" };
	for (size_t i = 0; i < sizeof(incs) / sizeof(incs[0]); i++) {
		char *p = xasprintf("%s/%s", fl->tree, incs[i]);
		if (exists(p)) {
			sl_pushs(&fl->base, "-I");
			sl_pushs(&fl->base, p);
		}
		free(p);
	}
	char *kc = xasprintf("%s/include/linux/kconfig.h", fl->tree);
	if (exists(kc)) {
		sl_pushs(&fl->base, "-include");
		sl_pushs(&fl->base, kc);
	}
	free(kc);
	sl_pushs(&fl->base, "-D__KERNEL__");
	sl_pushs(&fl->base, "-std=gnu11");
}

static void print_args(FILE *log, const char *what, const struct strlist *a)
{
	fprintf(log, "%s: %s:", kp_progname, what);
	for (size_t i = 0; i < a->n; i++)
		fprintf(log, " %s", a->v[i]);
	fputc('\n', log);
}

int flags_setup(struct flags *fl, const char *tree, const char *build, FILE *log)
{
	memset(fl, 0, sizeof(*fl));
	fl->tree = xstrdup(tree);
	fl->build = build ? xstrdup(build) : NULL;
	const char *dbdirs[2] = { tree, build };
	for (size_t i = 0; i < 2; i++) {
		if (!dbdirs[i])
			continue;
		char *p = xasprintf("%s/compile_commands.json", dbdirs[i]);
		int have = exists(p);
		free(p);
		if (!have)
			continue;
		CXCompilationDatabase_Error err;
		fl->db = clang_CompilationDatabase_fromDirectory(dbdirs[i], &err);
		if (err != CXCompilationDatabase_NoError || !fl->db) {
			fprintf(log, "%s: %s/compile_commands.json cannot be loaded\n", kp_progname, dbdirs[i]);
			return 2;
		}
		fprintf(log, "%s: flags: %s/compile_commands.json\n", kp_progname, dbdirs[i]);
		break;
	}
	if (!fl->build) {
		char *ac = xasprintf("%s/include/generated/autoconf.h", tree);
		if (exists(ac))
			fl->build = xstrdup(tree); /* built in-tree */
		free(ac);
	}
	if (fl->build) {
		if (setup_derived(fl, log) != 0)
			return 2;
		fprintf(log, "%s: flags%s: derived from %s + each directory's Makefile\n", kp_progname,
			fl->db ? " (files not in compile_commands.json)" : "", fl->cmdfile);
	} else {
		setup_simple(fl);
		fprintf(log, "%s: flags%s: simple (no compile_commands.json, no kernel build)\n", kp_progname,
			fl->db ? " (files not in compile_commands.json)" : "");
	}
	/* The base flags serve every file not in compile_commands.json. */
	probe_args(&fl->base, &fl->dropped, fl->tree);
	fl->probed = 1;
	print_args(log, "base flags", &fl->base);
	if (fl->dropped.n)
		print_args(log, "dropped gcc-only flags clang rejects", &fl->dropped);
	return 0;
}

static int cdb_flags(struct flags *fl, const char *abs, struct strlist *out, FILE *log)
{
	CXCompileCommands cmds = clang_CompilationDatabase_getCompileCommands(fl->db, abs);
	if (!cmds)
		return -1;
	int rc = -1;
	if (clang_CompileCommands_getSize(cmds) > 0) {
		CXCompileCommand cmd = clang_CompileCommands_getCommand(cmds, 0);
		CXString dir = clang_CompileCommand_getDirectory(cmd);
		struct strlist raw = { 0 };
		unsigned n = clang_CompileCommand_getNumArgs(cmd);
		for (unsigned i = 1; i < n; i++) {
			CXString a = clang_CompileCommand_getArg(cmd, i);
			const char *s = clang_getCString(a);
			if (s && strcmp(s, "--"))
				sl_pushs(&raw, s);
			clang_disposeString(a);
		}
		filter_args(&raw, clang_getCString(dir), out);
		use_clang_builtin_headers(out);
		sl_free(&raw);
		clang_disposeString(dir);
		if (!fl->cdb_probed) {
			size_t before = fl->dropped.n;
			struct strlist copy = { 0 };
			for (size_t i = 0; i < out->n; i++)
				sl_pushs(&copy, out->v[i]);
			probe_args(&copy, &fl->dropped, fl->tree);
			sl_free(&copy);
			fl->cdb_probed = 1;
			if (fl->dropped.n > before)
				print_args(log, "dropped gcc-only flags clang rejects", &fl->dropped);
		}
		drop_args(out, &fl->dropped);
		rc = 0;
	}
	clang_CompileCommands_dispose(cmds);
	return rc;
}

/* The file's entry in compile_commands.json: for a file of the preparer's
 * symlink farm, by the tree's file it links to first (the preparer's --compdb
 * entries name the tree's files; libclang would otherwise answer with the
 * command of a file of a similar name, its guess for a file not listed). */
static int cdb_flags_any(struct flags *fl, const char *abs, struct strlist *out, FILE *log)
{
	char *real = realpath(abs, NULL);
	int rc = real && strcmp(real, abs) ? cdb_flags(fl, real, out, log) : -1;
	free(real);
	return rc == 0 ? 0 : cdb_flags(fl, abs, out, log);
}

void flags_for_file(struct flags *fl, const char *abs, const char *rel, struct strlist *out, FILE *log)
{
	if (fl->db && cdb_flags_any(fl, abs, out, log) == 0) {
		sl_pushs(out, "-w");
		return;
	}
	for (size_t i = 0; i < fl->base.n; i++)
		sl_pushs(out, fl->base.v[i]);
	const char *slash = strrchr(rel, '/');
	char *reldir = slash ? xasprintf("%.*s", (int)(slash - rel), rel) : xstrdup(".");
	char *base = xstrdup(slash ? slash + 1 : rel);
	if (has_suffix(base, ".c"))
		base[strlen(base) - 2] = 0;
	struct strlist dir = { 0 };
	kbuild_dir_flags(fl->tree, fl->build, reldir, base, &dir);
	drop_args(&dir, &fl->dropped);
	for (size_t i = 0; i < dir.n; i++)
		sl_pushs(out, dir.v[i]);
	sl_free(&dir);
	char *d = xasprintf("%s/%s", fl->tree, reldir);
	sl_pushs(out, "-I");
	sl_pushs(out, d);
	free(d);
	if (fl->build && strcmp(fl->build, fl->tree)) {
		d = xasprintf("%s/%s", fl->build, reldir);
		sl_pushs(out, "-I");
		sl_pushs(out, d);
		free(d);
	}
	/* What kbuild passes per object; the module name is the directory's last part. */
	const char *mod = strrchr(reldir, '/') ? strrchr(reldir, '/') + 1 : reldir;
	char *s = xasprintf("-DKBUILD_BASENAME=\"%s\"", base);
	sl_pushs(out, s);
	free(s);
	s = xasprintf("-DKBUILD_MODNAME=\"%s\"", mod);
	sl_pushs(out, s);
	free(s);
	s = xasprintf("-D__KBUILD_MODNAME=kmod_%s", mod);
	sl_pushs(out, s);
	free(s);
	/* kbuild's -DMODULE for objects of modules (MODULE_LICENSE() etc. need it). */
	char *owner = kbuild_owner_dir(fl->tree, reldir);
	size_t ol = strlen(owner);
	char *relbase = strncmp(reldir, owner, ol) == 0 && reldir[ol] == '/'
				? xasprintf("%s/%s", reldir + ol + 1, base)
				: xstrdup(base);
	if (kbuild_is_module(fl->tree, owner, relbase, &fl->modules))
		sl_pushs(out, "-DMODULE");
	free(owner);
	free(relbase);
	sl_pushs(out, "-w");
	free(reldir);
	free(base);
}

void flags_free(struct flags *fl)
{
	if (fl->db)
		clang_CompilationDatabase_dispose(fl->db);
	free(fl->tree);
	free(fl->build);
	free(fl->cmdfile);
	sl_free(&fl->base);
	sl_free(&fl->dropped);
	sl_free(&fl->modules);
}
