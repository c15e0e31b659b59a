/* main.c — build/kidpush-convert, ./run.sh convert: one kuid_t/kgid_t
 * conversion patch per filesystem, from the ID type inference's plan and the
 * cocci/kuid rules, emitted by the series driver (build/kidpush-series).
 * The run, stage by stage (see doc/convert.md): the checks of the input,
 * the companions, the plan, the numbers before, pass 1, the overlay and the
 * farm, the numbers after, pass 2. */
#include "convert.h"
#include "kbuild.h"
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


static void cleanup(void)
{
	if (work_dir) rm_rf(work_dir);
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

/* the tree, --build, --plan, --module and the PATHs, checked */
static void take_inputs(struct run *r)
{
	char *deftree = path_join(r->root, "tests/sample-tree");
	const char *tree = r->o.tree ? r->o.tree : deftree;
	if (!is_dir(tree) || !(r->tree = abs_path(tree))) die("no such tree: %s", tree);
	if (r->o.build) {
		if (!is_dir(r->o.build)) die("no such build directory: %s", r->o.build);
		r->build = abs_path(r->o.build);
	}
	if (r->o.plan) {
		if (access(r->o.plan, R_OK) || is_dir(r->o.plan)) die("cannot read the plan %s", r->o.plan);
		char *d = xstrdup(r->o.plan), *s = strrchr(d, '/');
		const char *base = s ? s + 1 : r->o.plan;
		if (s) *s = 0;
		char *rd = abs_path(s ? (*d ? d : "/") : ".");
		if (!rd) die("cannot read the plan %s", r->o.plan);
		r->plan = path_join(rd, base);
		free(rd); free(d);
	}
	/* --module DIR: the tree is then DIR's repository, the PATH DIR in it */
	if (r->o.module) module_setup(r);
	for (size_t i = 0; i < r->o.paths.n; i++) {
		if (!r->o.paths.v[i][0])   /* an unset shell variable: never the whole tree */
			die("an empty PATH: name a directory of the tree (no PATH: the default)");
		check_path(r->tree, r->o.paths.v[i]);
	}
}

/* --out, the cache and the temporary directory: decided on the real path
 * (symlinks and ".." resolved, also for --out itself and parts that do not
 * exist yet) before anything is created; --out's parent created */
static void take_places(struct run *r)
{
	char *defout = path_join(r->root, "patches/convert");
	const char *out = r->o.out ? r->o.out : defout;
	if (out[0] == '/') r->out = xstrdup(out);
	else {
		char cwd[PATH_MAX];
		if (!getcwd(cwd, sizeof cwd)) die("cannot read the current directory");
		r->out = xasprintf("%s/%s", cwd, out);
	}
	char *real = resolve_path(r->out);
	if (!real || path_inside(real, r->tree)) die("--out must not be inside the tree");
	/* and the cache and the work directory ($TMPDIR) neither */
	const char *tmp = getenv("TMPDIR");
	r->cache = kp_cache_dir("convert");
	r->tmp = tmp && *tmp ? tmp : "/tmp";
	check_places(r->tree, real, r->cache, r->root, r->tmp);
	if (r->kernel) check_places(r->kernel, real, r->cache, r->root, r->tmp);
	free(real);
	char *od = xstrdup(r->out), *s = strrchr(od, '/');
	if (s == od) s[1] = 0; else *s = 0;
	if (mkdir_p(od) < 0) die("cannot create %s", od);
	free(od);
}

/* the directories converted with the PATHs: COMP[i], PATH i's companions
 * (BLOCKERS: init/Kconfig's) and --with; the directories only the PATHs
 * use, as PATHs of their own; r->allpaths all of them */
static struct strlist *take_dirs(struct run *r, struct strlist *blockers)
{
	/* directories whose Kconfig blocker a PATH needs dropped (fs/9p: net/9p)
	 * are converted, audited and gated with it (one step) */
	if (!r->module) uidgid_blockers(r->tree, blockers);
	struct strlist *comp = xcalloc(r->o.paths.n, sizeof *comp);
	struct strlist notes = {0};
	if (!r->module) companions(r->tree, &r->o.paths, blockers, comp, &notes);
	for (size_t i = 0; i < notes.n; i++) say("%s", notes.v[i]);
	/* --with DIR: a companion by hand, with the first PATH */
	if (r->module && r->o.with.n) die("--with: a module is converted alone");
	for (size_t i = 0; i < r->o.with.n; i++) {
		check_path(r->tree, r->o.with.v[i]);
		char *d = strip_slashes(r->o.with.v[i]);
		if (owner(&r->o.paths, d)) die("--with %s: inside a PATH already", r->o.with.v[i]);
		if (!sl_contains(&comp[0], d)) sl_pushs(&comp[0], d);
		free(d);
	}
	/* a directory only the PATHs use (entered by a symbol that depends on theirs alone;
	 * tools/kbuild/kb-users.c) is converted with them, as a PATH: its own patch */
	struct strlist plain = {0}, shared = {0}, why = {0};
	for (size_t i = 0; i < r->o.paths.n; i++) sl_push(&plain, strip_slashes(r->o.paths.v[i]));
	if (!r->module) kb_shared_dirs(r->tree, &plain, &shared, &why);
	for (size_t i = 0; i < why.n; i++) say("%s", why.v[i]);
	for (size_t i = 0, n0 = r->o.paths.n; i < shared.n; i++) {
		int taken = 0;
		for (size_t k = 0; k < n0; k++) taken |= sl_contains(&comp[k], shared.v[i]);
		if (taken) continue;
		sl_pushs(&r->o.paths, shared.v[i]);
		comp = xrealloc(comp, r->o.paths.n * sizeof *comp);
		memset(&comp[r->o.paths.n - 1], 0, sizeof *comp);
	}
	sl_free(&plain); sl_free(&shared); sl_free(&why);
	struct buf cs = {0};
	for (size_t i = 0; i < r->o.paths.n; i++) sl_pushs(&r->allpaths, r->o.paths.v[i]);
	for (size_t i = 0; i < r->o.paths.n; i++)
		for (size_t k = 0; k < comp[i].n; k++) {
			sl_pushs(&r->allpaths, comp[i].v[k]);
			buf_printf(&cs, "%s%s", cs.len ? " " : "", comp[i].v[k]);
		}
	if (cs.len) say("converted and checked with their filesystem: %s", cs.s);
	return comp;
}

/* the plan (inferred unless --plan) and its filesystems *FSS, *NFS; KEPT:
 * the files it keeps raw; said: what it skipped and what it does not convert */
static void take_plan(struct run *r, struct plan *plan, struct fs **fss, size_t *nfs, struct strlist *comp,
		      struct strlist *blockers, struct strlist *kept)
{
	int inferred = !r->plan;
	if (inferred) infer_plan(r, NULL);
	/* a module's plan that would change the kernel's headers: those stay
	 * raw, the module converts where it meets them (module.c) */
	if (inferred && r->module && module_kernel_files(r, kept)) infer_plan(r, kept);
	plan_prepare(plan, r->plan, r->tree, r->cache, &r->o.paths, r->kernel);
	/* the plan's path is one word of the manifest's spatch: line */
	for (const unsigned char *c = (const unsigned char *)plan->file; *c; c++)
		if (*c <= ' ' || *c == 0x7f)
			die("the cache directory %s has white space or control characters in its path "
			    "(the series manifest names the plan in it): set KIDPUSH_CACHE", r->cache);
	struct strlist more = {0};
	fs_build(fss, nfs, plan, r->tree, &r->o.paths, comp, blockers, kept->n ? kept : NULL, &more);
	/* what the plan would change outside every filesystem's scope (a shared
	 * header) stays raw: inferred again with those files kept, the PATHs
	 * convert where they meet them */
	if (inferred && more.n) {
		struct buf kb = {0};
		for (size_t i = 0; i < more.n; i++) buf_escape_ctrl(&kb, more.v[i]), buf_puts(&kb, i + 1 < more.n ? ", " : "");
		for (size_t i = 0; i < more.n; i++) sl_pushs(kept, more.v[i]);
		say("kept raw (outside every PATH, shared): %s; inferring again", kb.s);
		buf_free(&kb);
		infer_plan(r, kept);
		plan_prepare(plan, r->plan, r->tree, r->cache, &r->o.paths, r->kernel);
		fs_build(fss, nfs, plan, r->tree, &r->o.paths, comp, blockers, kept, NULL);
	}
	sl_free(&more);
	if (r->module && *nfs) module_outside_names(r, &(*fss)[0]);
	/* every file a stage skipped, named (the cover letter too, cover-skipped:) */
	for (size_t i = 0; i < plan->skipped.n; i++) note("skipped %s", plan->skipped.v[i]);
	/* files outside every PATH the plan would change: listed, not converted */
	for (size_t i = 0; *nfs && i < (*fss)[0].outside.n; i++) {
		struct buf b = {0};
		buf_escape_ctrl(&b, (*fss)[0].outside.v[i]);
		note("not converted: %s", b.s);
		buf_free(&b);
	}
}

/* after pass 1: planned changes the rules did not make, listed; the audit
 * of the converted files (a symlink farm), when there is one */
static void after_pass1(struct run *r, struct plan *plan, const struct strlist *touched, const struct fs *fss,
			size_t nfs, int have_audit)
{
	char *ov = path_join(work_dir, "overlay");
	/* planned changes the rules did not make: listed, never dropped in silence */
	size_t nun = plan_list_unapplied(plan, r->tree, ov, work_dir, touched, fss, nfs);
	if (nun) say("%zu planned change(s) the rules did not make: listed in the cover letter", nun);
	if (have_audit) {
		say("audit after");
		char *farm = path_join(work_dir, "farm");
		farm_build(r->tree, farm, ov, touched);
		/* a module's converted files: their commands name the farm's */
		char *b = r->build, *ab = r->module ? module_audit_build(r, farm) : NULL;
		if (ab) r->build = ab;
		count_audit(r, farm, "after");
		r->build = b;
		free(farm); free(ab);
	}
	free(ov);
}

/* pass 2: the series with the numbers and the Kconfig blockers of clean
 * filesystems, under a content-addressed name in the cache; the numbers
 * said; the series driver's exit status */
static int pass2(struct run *r, struct manifest_in *mi, const char *rules)
{
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
	mi->stats = &r->stats;
	mi->gate_left = gate;
	struct buf m2 = {0};
	manifest_write(mi, &m2);
	struct buf key = {0};
	buf_add(&key, m2.s, m2.len);
	buf_puts(&key, rules);
	char sha[65];
	kp_sha256_hex(key.s, key.len, sha);
	sha[16] = 0;
	char *m2file = xasprintf("%s/manifest-%s/series", r->cache, sha);
	char *m2rules = xasprintf("%s/manifest-%s/kuid.cocci", r->cache, sha);
	if (store_file_once(m2rules, rules, strlen(rules)) < 0 || store_file_once(m2file, m2.s, m2.len) < 0)
		die("cannot write %s", m2file);
	say("writing the series (pass 2)");
	int rc = run_series(r, m2file, r->out, 1);
	for (size_t i = 0; !cv_quiet && i < r->stats.path.n; i++) {
		char *v = stat_text(r->stats.value[i]);
		fprintf(stderr, "  %s %s %s\n", r->stats.path.v[i], r->stats.what.v[i], v);
		free(v);
	}
	return rc;
}

/* the exit status: RC, or 1 when a file was skipped (without --keep-going),
 * an audit or a gate did not count, or the gate still reports problems */
static int exit_status(const struct run *r, const struct plan *plan, int rc, int have_audit)
{
	/* no patch means no cover letter: what the plan lists goes to stderr instead */
	if (rc == 0 && !has_first_patch(r->out)) {
		struct buf all = {0};
		for (size_t i = 0; i < r->allpaths.n; i++) buf_printf(&all, "%s%s", i ? " " : r->o.sep, r->allpaths.v[i]);
		note("no patch: the plan has nothing the rules rewrite in%s", all.s);
		plan_print_listed(plan, stderr);
		buf_free(&all);
	}
	/* files the inference did not read: not looked at, so not "ok" (unless --keep-going) */
	if (r->inferskip && !r->o.keep && rc == 0) {
		note("exit 1: the inference skipped files it could not parse (--keep-going: exit 0)");
		rc = 1;
	} else if (plan->skipped.n && !r->o.keep && rc == 0) {
		note("exit 1: %zu file(s) skipped, named above (--keep-going: exit 0)", plan->skipped.n);
		rc = 1;
	}
	/* an audit or a gate that did not run counted nothing: never a clean exit */
	for (size_t i = 0; i < r->allpaths.n; i++) {
		char *p = strip_slashes(r->allpaths.v[i]);
		long v;
		if (have_audit && (!stats_get(&r->stats, p, "audit-before", &v) || !stats_get(&r->stats, p, "audit-after", &v))) {
			note("%s: the audit did not run (see its log above): not counted", p);
			rc = rc ? rc : 1;
		}
		if (r->o.gate && (!stats_get(&r->stats, p, "gate-before", &v) || !stats_get(&r->stats, p, "gate-after", &v))) {
			if (r->module)
				note("%s: the strict gate cannot check an out-of-tree module yet: "
					"not checked", r->module);
			else note("%s: the strict gate did not run (see its log above): not checked", p);
			rc = rc ? rc : 1;
		}
		free(p);
	}
	for (size_t i = 0; r->o.gate && i < r->stats.path.n; i++)
		if (!strcmp(r->stats.what.v[i], "gate-after") && r->stats.value[i] != 0) {
			char *v = stat_text(r->stats.value[i]);
			note("%s: the strict gate still reports %s ID problems", r->stats.path.v[i], v);
			free(v);
			rc = 1;
		}
	return rc;
}

int main(int argc, char **argv)
{
	kp_progname = "convert";
	struct run r;
	memset(&r, 0, sizeof r);
	parse_args(argc, argv, &r.o);
	if (r.o.timeout) {   /* the gate's sparse runs (checks/sparse-wrap.sh) take it from here */
		char t[32];
		snprintf(t, sizeof t, "%ld", r.o.timeout);
		setenv("KIDPUSH_GATE_TIMEOUT", t, 1);
	}
	r.root = kp_project_root();
	stage_signals();
	take_inputs(&r);
	/* the strict gate checks PATHs of a kernel tree: not a module yet */
	int gating = r.o.gate && !r.module;
	take_places(&r);
	struct strlist blockers = {0}, kept = {0};
	struct strlist *comp = take_dirs(&r, &blockers);
	r.series = path_join(r.root, "build/kidpush-series");
	if (access(r.series, X_OK)) die("%s missing: run 'make' (or ./run.sh convert)", r.series);

	if (mkdir_p(r.cache) < 0) die("cannot create %s", r.cache);
	char *tmpl = xasprintf("%s/kidpush-convert.XXXXXX", r.tmp);
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
	struct plan plan;
	struct fs *fss;
	size_t nfs;
	take_plan(&r, &plan, &fss, &nfs, comp, &blockers, &kept);
	char *rules_dir = path_join(r.root, "cocci/kuid");
	char *rules = rules_text(rules_dir);

	/* 2. numbers before: audit (and the strict gate with --gate) */
	char *audit = path_join(r.root, "build/kidpush-audit");
	int have_audit = !access(audit, X_OK);
	if (have_audit) { say("audit before"); count_audit(&r, r.tree, "before"); }
	if (gating) { say("strict gate before"); count_gate(&r, "before", NULL); }
	else if (r.o.gate) say("--gate: the strict gate cannot check an out-of-tree module yet: not checked");

	/* 3. pass 1: the conversion alone, to measure the result; with --gate
	 * the fixpoint (fixpoint.c): gate after, the plan repaired, again */
	char *date = patch_date(r.tree);
	struct manifest_in mi = { .tree = r.tree, .author = author, .date = date, .plan = &plan,
				  .fs = fss, .nfs = nfs, .root = r.root };
	struct buf pl = {0};
	for (size_t i = 0; i < r.o.paths.n; i++) buf_printf(&pl, "%s%s", i ? " " : r.o.sep, r.o.paths.v[i]);
	say("converting:%s", pl.s);
	struct strlist touched = {0};
	if (gating) gate_fixpoint(&r, &mi, &plan, rules, &touched);
	else convert_pass(&r, &mi, rules, 1, &touched);

	after_pass1(&r, &plan, &touched, fss, nfs, have_audit);
	int rc = pass2(&r, &mi, rules);
	return exit_status(&r, &plan, rc, have_audit);
}
