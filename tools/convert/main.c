/* main.c — build/kidpush-convert, ./run.sh convert: one kuid_t/kgid_t
 * conversion patch per filesystem, from the ID type inference's plan and the
 * cocci/kuid rules, emitted by the series driver (build/kidpush-series).
 * The options, the checks of the input, and the run, stage by stage (see
 * doc/convert.md). */
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

struct opts {
	const char *tree, *build, *out, *plan, *jobs;
	int gate, keep, signoff, allow_dirty;
	struct strlist paths, with;
	const char *sep;   /* before the PATHs in messages: "" for the default one */
};

/* The command line, as the old sh driver took it: options and PATHs in any
 * order, "--" ends the options, -jN or -j N. */
static void parse_args(int argc, char **argv, struct opts *o)
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

static char *project_root(void)
{
	const char *e = getenv("KIDPUSH_ROOT");
	if (e && *e) {
		char *r = abs_path(e);
		return r ? r : xstrdup(e);
	}
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0) return abs_path(".");
	self[n] = 0;
	for (int i = 0; i < 2; i++) { char *s = strrchr(self, '/'); if (s) *s = 0; }
	return xstrdup(self);
}

/* PATH relative to the tree, a directory of it, not leaving it */
static void check_path(const char *tree, const char *p)
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

static char *work_dir;
static void cleanup(void)
{
	if (work_dir) rm_rf(work_dir);
}

struct run {
	struct opts o;
	char *root, *tree, *build, *out, *plan, *cache, *series;
	struct strlist allpaths;   /* the PATHs, then their companions */
	struct stats stats;
	int inferskip;
};

static void push_jobs(const struct run *r, struct strlist *av)
{
	if (r->o.jobs) { sl_pushs(av, "-j"); sl_pushs(av, r->o.jobs); }
}

static void interrupted_child(int rc)
{
	if (rc == 130) {
		fprintf(stderr, "convert: interrupted: nothing written\n");
		exit(130);
	}
}

/* 0. a kernel tree without a build of its own: the shared preparer makes (and
 * caches) one, on a shallow symlink farm with the release's shims; the
 * inference and the audit take their flags from it */
static void prepare_build(struct run *r)
{
	char *mk = path_join(r->tree, "Makefile"), *kc = path_join(r->tree, "Kconfig");
	char *arch = path_join(r->tree, "arch"), *ac = path_join(r->tree, "include/generated/autoconf.h");
	int kernel = is_file(mk) && is_file(kc) && is_dir(arch) && !is_file(ac);
	free(mk); free(kc); free(arch); free(ac);
	if (r->build || !kernel) return;
	struct strlist av = {0};
	sl_pushf(&av, "%s/tools/kbuild/prepare.sh", r->root);
	sl_pushs(&av, "--tree");
	sl_pushs(&av, r->tree);
	for (size_t i = 0; i < r->allpaths.n; i++) { sl_pushs(&av, "--path"); sl_pushs(&av, r->allpaths.v[i]); }
	push_jobs(r, &av);
	if (cv_quiet) sl_pushs(&av, "-q");
	say("preparing a kernel build (tools/kbuild/prepare.sh, cached)");
	struct buf out = {0}, err = {0};
	int rc = stage_run(av.v, NULL, NULL, &out, &err, 0);
	if (err.len) fputs(err.s, stderr);
	interrupted_child(rc);
	if (rc) die("the kernel build could not be prepared (tools/kbuild/prepare.sh %s)", status_text(rc));
	for (char *l = out.s; l && *l;) {
		char *nl = strchr(l, '\n');
		if (nl) *nl = 0;
		if (!strncmp(l, "build=", 6)) { r->build = xstrdup(l + 6); break; }
		l = nl ? nl + 1 : NULL;
	}
	if (!r->build || !is_dir(r->build)) die("the preparer gave no build directory");
	buf_free(&out); buf_free(&err); sl_free(&av);
}

/* 1. the plan: build/kidpush-infer over every PATH and companion */
static void infer_plan(struct run *r)
{
	char *infer = path_join(r->root, "build/kidpush-infer");
	if (access(infer, X_OK)) die("no plan: pass --plan FILE (build/kidpush-infer is not built)");
	struct strlist av = {0};
	sl_pushs(&av, infer);
	r->plan = path_join(work_dir, "plan.json");
	sl_pushs(&av, "--tree"); sl_pushs(&av, r->tree);
	sl_pushs(&av, "--plan"); sl_pushs(&av, r->plan);
	if (r->build) { sl_pushs(&av, "--build"); sl_pushs(&av, r->build); }
	push_jobs(r, &av);
	if (cv_quiet) sl_pushs(&av, "-q");
	struct buf all = {0};
	for (size_t i = 0; i < r->allpaths.n; i++) {
		sl_pushs(&av, r->allpaths.v[i]);
		buf_printf(&all, "%s%s", i ? " " : r->o.sep, r->allpaths.v[i]);
	}
	say("inferring ID types:%s", all.s);
	int rc = stage_fg(av.v, NULL);
	interrupted_child(rc);
	if (rc == 1) {
		fprintf(stderr, "convert: kidpush-infer could not parse some files (\"skipped\" in the plan)\n");
		r->inferskip = 1;
	} else if (rc) die("kidpush-infer failed (%s)", status_text(rc));
	buf_free(&all); sl_free(&av); free(infer);
}

/* kidpush-audit over TREE: findings per PATH into the stats */
static void count_audit(struct run *r, const char *tree, const char *label)
{
	char *audit = path_join(r->root, "build/kidpush-audit");
	char *json = xasprintf("%s/audit-%s.json", work_dir, label);
	struct strlist av = {0};
	sl_pushs(&av, audit);
	sl_pushs(&av, "--tree"); sl_pushs(&av, tree);
	sl_pushs(&av, "-q");
	sl_pushs(&av, "--json"); sl_pushs(&av, json);
	if (r->build) { sl_pushs(&av, "--build"); sl_pushs(&av, r->build); }
	push_jobs(r, &av);
	for (size_t i = 0; i < r->allpaths.n; i++) sl_pushs(&av, r->allpaths.v[i]);
	struct buf err = {0};
	int rc = stage_run(av.v, NULL, NULL, NULL, &err, 0);
	char *log = xasprintf("%s/audit-%s.log", work_dir, label);
	write_file(log, err.s ? err.s : "", err.len);
	interrupted_child(rc);
	char *what = xasprintf("audit-%s", label);
	if (rc >= 0 && rc <= 1)
		for (size_t i = 0; i < r->allpaths.n; i++) {
			char *p = strip_slashes(r->allpaths.v[i]), *n = audit_count(json, r->allpaths.v[i]);
			stats_add(&r->stats, p, what, n);
			free(p); free(n);
		}
	free(what); free(log); buf_free(&err); sl_free(&av); free(json); free(audit);
}

/* one gate run over every PATH (the checked filesystems' blockers dropped
 * together), counted per PATH */
static void count_gate(struct run *r, const char *label, const char *overlay)
{
	char *json = xasprintf("%s/gate-%s.json", work_dir, label);
	struct strlist av = {0};
	sl_pushf(&av, "%s/checks/gate.sh", r->root);
	sl_pushs(&av, "--tree"); sl_pushs(&av, r->tree);
	if (overlay) { sl_pushs(&av, "--overlay"); sl_pushs(&av, overlay); }
	sl_pushs(&av, "--json"); sl_pushs(&av, json);
	for (size_t i = 0; i < r->allpaths.n; i++) sl_pushs(&av, r->allpaths.v[i]);
	struct buf out = {0};
	int rc = stage_run(av.v, NULL, NULL, &out, NULL, 1);
	char *log = xasprintf("%s/gate-%s.log", work_dir, label);
	write_file(log, out.s ? out.s : "", out.len);
	interrupted_child(rc);
	if (rc == 0 || rc == 1) {
		char *what = xasprintf("gate-%s", label);
		for (size_t i = 0; i < r->allpaths.n; i++) {
			char *p = strip_slashes(r->allpaths.v[i]), *n = gate_count(json, r->allpaths.v[i]);
			stats_add(&r->stats, p, what, n);
			free(p); free(n);
		}
		free(what);
	} else {
		char *st = status_text(rc);
		fprintf(stderr, "convert: the gate failed (%s), see its log:\n", st);
		free(st);
		/* its last 5 lines */
		size_t k = out.len, lines = 0;
		if (k && out.s[k - 1] == '\n') k--;
		while (k && lines < 5) { if (out.s[k - 1] == '\n') lines++; if (lines < 5) k--; }
		if (out.len) fputs(out.s + k, stderr);
	}
	free(log); buf_free(&out); sl_free(&av); free(json);
}

/* kidpush-series over MANIFEST into OUT: 0 or 1 */
static int run_series(struct run *r, const char *manifest, const char *out, int final)
{
	struct strlist av = {0};
	sl_pushs(&av, r->series);
	sl_pushs(&av, "--tree"); sl_pushs(&av, r->tree);
	sl_pushs(&av, "--series"); sl_pushs(&av, manifest);
	sl_pushs(&av, "--out"); sl_pushs(&av, out);
	sl_pushs(&av, "-q");
	push_jobs(r, &av);
	if (r->o.keep) sl_pushs(&av, "--keep-going");
	/* (--allow-dirty: only when given, a series driver without it refuses it) */
	if (r->o.allow_dirty) sl_pushs(&av, "--allow-dirty");
	/* --signoff: the series driver signs off with git's identity of its
	 * working directory: the tree's */
	if (final && r->o.signoff) sl_pushs(&av, "--signoff");
	int rc = stage_fg(av.v, r->tree);
	sl_free(&av);
	interrupted_child(rc);
	if (rc == 0 || rc == 1) return rc;
	die("the series driver failed (%s)", status_text(rc));
}

/* the author's date: $KIDPUSH_DATE, else the tree's HEAD commit date */
static char *patch_date(const char *tree)
{
	const char *e = getenv("KIDPUSH_DATE");
	if (e && *e) return xstrdup(e);
	char *dotgit = path_join(tree, ".git");
	int git = is_dir(dotgit);
	free(dotgit);
	if (git) {
		char *av[] = { "git", "-C", (char *)tree, "log", "-1", "--format=%aD", NULL };
		struct buf out = {0};
		int rc = stage_run(av, NULL, NULL, &out, NULL, 0);
		(void)rc;
		char *s = out.s ? out.s : "";
		while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
		size_t n = strlen(s);
		while (n && (s[n - 1] == ' ' || (s[n - 1] >= '\t' && s[n - 1] <= '\r'))) n--;
		char *d = n ? xstrndup(s, n) : NULL;
		buf_free(&out);
		if (d) return d;
	}
	return xstrdup("Thu, 1 Jan 2026 00:00:00 +0000");
}

/* OUT holds a 0001-* file (a patch was written) */
static int has_first_patch(const char *out)
{
	DIR *d = opendir(out);
	struct dirent *e;
	int found = 0;
	while (d && !found && (e = readdir(d))) found = !strncmp(e->d_name, "0001-", 5);
	if (d) closedir(d);
	return found;
}

/* git's identity VAR (GIT_AUTHOR_IDENT, GIT_COMMITTER_IDENT) in TREE
 * without its time stamp, or NULL */
static char *git_ident(const char *tree, const char *var)
{
	char *av[] = { "git", "-C", (char *)tree, "var", (char *)var, NULL };
	struct buf out = {0};
	int rc = stage_run(av, NULL, NULL, &out, NULL, 0);
	char *gt = rc == 0 && out.s ? strrchr(out.s, '>') : NULL;
	char *lt = gt ? strchr(out.s, '<') : NULL;
	char *id = gt && lt && lt > out.s && lt < gt ? xstrndup(out.s, (size_t)(gt - out.s) + 1) : NULL;
	buf_free(&out);
	/* one line of text: it goes into the manifest (escaped) and mail headers */
	for (char *c = id; c && *c; c++) if ((unsigned char)*c < 0x20) { free(id); return NULL; }
	return id;
}

/* the patches' author: $KIDPUSH_AUTHOR, else git's identity of the tree when
 * it is a git repository, else kidpush's own */
static char *patch_author(const char *tree)
{
	const char *e = getenv("KIDPUSH_AUTHOR");
	if (e && *e) return xstrdup(e);
	char *dotgit = path_join(tree, ".git");
	int git = access(dotgit, F_OK) == 0;
	free(dotgit);
	char *id = git ? git_ident(tree, "GIT_AUTHOR_IDENT") : NULL;
	return id ? id : xstrdup("kidpush convert <kidpush@localhost>");
}

static void write_or_die(const char *path, const char *data, size_t len)
{
	if (write_file(path, data, len) < 0) die("cannot write %s: %s", path, strerror(errno));
}

int main(int argc, char **argv)
{
	kp_progname = "convert";
	struct run r;
	memset(&r, 0, sizeof r);
	parse_args(argc, argv, &r.o);
	r.root = project_root();
	stage_signals();

	char *deftree = path_join(r.root, "tests/sample-tree");
	const char *tree = r.o.tree ? r.o.tree : deftree;
	if (!is_dir(tree) || !(r.tree = abs_path(tree))) die("no such tree: %s", tree);
	if (r.o.build) {
		if (!is_dir(r.o.build)) die("no such build directory: %s", r.o.build);
		r.build = abs_path(r.o.build);
	}
	if (r.o.plan) {
		if (access(r.o.plan, R_OK) || is_dir(r.o.plan)) die("cannot read the plan %s", r.o.plan);
		char *d = xstrdup(r.o.plan), *s = strrchr(d, '/');
		const char *base = s ? s + 1 : r.o.plan;
		if (s) *s = 0;
		char *rd = abs_path(s ? (*d ? d : "/") : ".");
		if (!rd) die("cannot read the plan %s", r.o.plan);
		r.plan = path_join(rd, base);
		free(rd); free(d);
	}
	for (size_t i = 0; i < r.o.paths.n; i++) check_path(r.tree, r.o.paths.v[i]);
	char *defout = path_join(r.root, "patches/convert");
	const char *out = r.o.out ? r.o.out : defout;
	if (out[0] == '/') r.out = xstrdup(out);
	else {
		char cwd[PATH_MAX];
		if (!getcwd(cwd, sizeof cwd)) die("cannot read the current directory");
		r.out = xasprintf("%s/%s", cwd, out);
	}
	{
		char *od = xstrdup(r.out), *s = strrchr(od, '/');
		if (s == od) s[1] = 0; else *s = 0;
		if (mkdir_p(od) < 0) die("cannot create %s", od);
		char *real = abs_path(od);
		if (!real || (path_inside(real, r.tree))) die("--out must not be inside the tree");
		free(real); free(od);
	}

	/* directories whose Kconfig blocker a PATH needs dropped (fs/9p: net/9p)
	 * are converted, audited and gated with it (one step) */
	struct strlist blockers = {0};
	uidgid_blockers(r.tree, &blockers);
	struct strlist *comp = xcalloc(r.o.paths.n, sizeof *comp);
	struct strlist notes = {0};
	companions(r.tree, &r.o.paths, &blockers, comp, &notes);
	for (size_t i = 0; i < notes.n; i++) say("%s", notes.v[i]);
	/* --with DIR: a companion by hand, with the first PATH */
	for (size_t i = 0; i < r.o.with.n; i++) {
		check_path(r.tree, r.o.with.v[i]);
		char *d = strip_slashes(r.o.with.v[i]);
		if (owner(&r.o.paths, d)) die("--with %s: inside a PATH already", r.o.with.v[i]);
		if (!sl_contains(&comp[0], d)) sl_pushs(&comp[0], d);
		free(d);
	}
	struct buf cs = {0};
	for (size_t i = 0; i < r.o.paths.n; i++) sl_pushs(&r.allpaths, r.o.paths.v[i]);
	for (size_t i = 0; i < r.o.paths.n; i++)
		for (size_t k = 0; k < comp[i].n; k++) {
			sl_pushs(&r.allpaths, comp[i].v[k]);
			buf_printf(&cs, "%s%s", cs.len ? " " : "", comp[i].v[k]);
		}
	if (cs.len) say("converted and checked with their filesystem: %s", cs.s);
	r.series = path_join(r.root, "build/kidpush-series");
	if (access(r.series, X_OK)) die("%s missing: run 'make' (or ./run.sh convert)", r.series);

	const char *c = getenv("KIDPUSH_CACHE"), *home = getenv("HOME"), *tmp = getenv("TMPDIR");
	r.cache = c && *c ? xasprintf("%s/convert", c) : xasprintf("%s/.cache/kidpush/convert", home && *home ? home : "/tmp");
	if (mkdir_p(r.cache) < 0) die("cannot create %s", r.cache);
	char *tmpl = xasprintf("%s/kidpush-convert.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(tmpl)) die("cannot create a work directory");
	work_dir = tmpl;
	atexit(cleanup);

	char *author = patch_author(r.tree);
	if (r.o.signoff) {
		char *id = git_ident(r.tree, "GIT_COMMITTER_IDENT");
		if (!id) die("--signoff: git has no identity for the tree %s: set git config user.name / user.email", r.tree);
		free(id);
	}
	prepare_build(&r);
	if (!r.plan) infer_plan(&r);
	struct plan plan;
	plan_prepare(&plan, r.plan, r.tree, r.cache, &r.o.paths);
	/* the plan's path is one word of the manifest's spatch: line */
	for (const unsigned char *c = (const unsigned char *)plan.file; *c; c++)
		if (*c <= ' ' || *c == 0x7f)
			die("the cache directory %s has white space or control characters in its path "
			    "(the series manifest names the plan in it): set KIDPUSH_CACHE", r.cache);
	/* every file a stage skipped, named (the cover letter too, cover-skipped:) */
	for (size_t i = 0; i < plan.skipped.n; i++) fprintf(stderr, "convert: skipped %s\n", plan.skipped.v[i]);
	char *rules_dir = path_join(r.root, "cocci/kuid");
	char *rules = rules_text(rules_dir);
	struct fs *fss;
	size_t nfs;
	fs_build(&fss, &nfs, &plan, r.tree, &r.o.paths, comp, &blockers);
	/* files outside every PATH the plan would change: listed, not converted */
	for (size_t i = 0; nfs && i < fss[0].outside.n; i++) {
		struct buf b = {0};
		escape_text(&b, fss[0].outside.v[i]);
		fprintf(stderr, "convert: not converted: %s\n", b.s);
		buf_free(&b);
	}

	/* 2. numbers before: audit (and the strict gate with --gate) */
	char *audit = path_join(r.root, "build/kidpush-audit");
	int have_audit = !access(audit, X_OK);
	if (have_audit) { say("audit before"); count_audit(&r, r.tree, "before"); }
	if (r.o.gate) { say("strict gate before"); count_gate(&r, "before", NULL); }

	/* 3. pass 1: the conversion alone, to measure the result */
	char *date = patch_date(r.tree);
	struct manifest_in mi = { .tree = r.tree, .author = author, .date = date, .plan = &plan,
				  .fs = fss, .nfs = nfs, .root = r.root };
	struct buf m1 = {0};
	manifest_write(&mi, &m1);
	char *m1dir = path_join(work_dir, "m1");
	if (mkdir_p(m1dir) < 0) die("cannot create %s", m1dir);
	char *p = path_join(m1dir, "kuid.cocci");
	write_or_die(p, rules, strlen(rules));
	free(p);
	char *m1file = path_join(m1dir, "series");
	write_or_die(m1file, m1.s, m1.len);
	struct buf pl = {0};
	for (size_t i = 0; i < r.o.paths.n; i++) buf_printf(&pl, "%s%s", i ? " " : r.o.sep, r.o.paths.v[i]);
	say("converting:%s", pl.s);
	char *out1 = path_join(work_dir, "out1");
	run_series(&r, m1file, out1, 0);

	/* 4. the converted files: an overlay for the gate, a symlink farm for the audit */
	char *ov = path_join(work_dir, "overlay");
	if (mkdir_p(ov) < 0) die("cannot create %s", ov);
	struct strlist touched = {0}, patches = {0};
	patches_touch(out1, work_dir, &touched, &patches);
	if (touched.n) overlay_build(r.tree, ov, work_dir, &touched, &patches);
	if (have_audit) {
		say("audit after");
		char *farm = path_join(work_dir, "farm");
		farm_build(r.tree, farm, ov, &touched);
		count_audit(&r, farm, "after");
		free(farm);
	}
	if (r.o.gate) { say("strict gate after"); count_gate(&r, "after", ov); }

	/* 5. pass 2: the series with the numbers and the Kconfig blockers of clean
	 * filesystems, under a content-addressed name in the cache */
	char *gj = path_join(work_dir, "gate-after.json");
	json_t *gate = NULL;
	if (is_file(gj)) {
		json_t *d = json_load_file(gj, JSON_DECODE_ANY, NULL);
		json_t *pr = json_object_get(d, "problems");
		gate = json_array();
		size_t i;
		json_t *e;
		if (json_is_array(pr)) json_array_foreach(pr, i, e) if (json_is_object(e)) json_array_append(gate, e);
		json_decref(d);
	}
	mi.stats = &r.stats;
	mi.gate_left = gate;
	struct buf m2 = {0};
	manifest_write(&mi, &m2);
	struct buf key = {0};
	buf_add(&key, m2.s, m2.len);
	buf_puts(&key, rules);
	char sha[65];
	kp_sha256_hex(key.s, key.len, sha);
	sha[16] = 0;
	char *m2dir = xasprintf("%s/manifest-%s", r.cache, sha);
	char *m2file = path_join(m2dir, "series"), *m2rules = path_join(m2dir, "kuid.cocci");
	size_t l1, l2;
	char *old1 = read_text(m2file, &l1), *old2 = read_text(m2rules, &l2);
	if (!old1 || !old2 || l1 != m2.len || memcmp(old1, m2.s, l1) || l2 != strlen(rules) || memcmp(old2, rules, l2)) {
		char *t = xasprintf("%s.tmp.%ld", m2dir, (long)getpid());
		rm_rf(m2dir);
		rm_rf(t);
		char *ts = path_join(t, "series"), *tr = path_join(t, "kuid.cocci");
		if (mkdir_p(t) < 0 || write_file(ts, m2.s, m2.len) < 0 || write_file(tr, rules, strlen(rules)) < 0 ||
		    rename(t, m2dir) < 0)
			die("cannot write %s", m2dir);
		free(ts); free(tr); free(t);
	}
	free(old1); free(old2);
	int rc = run_series(&r, m2file, r.out, 1);
	if (!cv_quiet)
		for (size_t i = 0; i < r.stats.path.n; i++)
			fprintf(stderr, "  %s %s %s\n", r.stats.path.v[i], r.stats.what.v[i], r.stats.value.v[i]);
	/* no patch means no cover letter: what the plan lists goes to stderr instead */
	if (rc == 0 && !has_first_patch(r.out)) {
		struct buf all = {0};
		for (size_t i = 0; i < r.allpaths.n; i++) buf_printf(&all, "%s%s", i ? " " : r.o.sep, r.allpaths.v[i]);
		fprintf(stderr, "convert: no patch: the plan has nothing the rules rewrite in%s\n", all.s);
		plan_print_listed(&plan, stderr);
		buf_free(&all);
	}
	/* files the inference did not read: not looked at, so not "ok" (unless --keep-going) */
	if (r.inferskip && !r.o.keep && rc == 0) {
		fprintf(stderr, "convert: exit 1: the inference skipped files it could not parse (--keep-going: exit 0)\n");
		rc = 1;
	} else if (plan.skipped.n && !r.o.keep && rc == 0) {
		fprintf(stderr, "convert: exit 1: %zu file(s) skipped, named above (--keep-going: exit 0)\n", plan.skipped.n);
		rc = 1;
	}
	if (r.o.gate)
		for (size_t i = 0; i < r.stats.path.n; i++) {
			if (strcmp(r.stats.what.v[i], "gate-after")) continue;
			if (strcmp(r.stats.value.v[i], "0")) {
				fprintf(stderr, "convert: %s: the strict gate still reports %s ID problems\n",
					r.stats.path.v[i], r.stats.value.v[i]);
				rc = 1;
			}
		}
	return rc;
}
