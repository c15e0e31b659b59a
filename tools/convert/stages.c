/* stages.c — the stages of a run that are other tools: the kernel-build
 * preparer, the inference, the audit and the strict gate (their numbers into
 * the stats), the series driver; and what git says of the tree (the author,
 * the date).  Children through stage.c. */
#include "convert.h"
#include "kbuild.h"
#include "kp-hash.h"
#include "kp-proc.h"
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *work_dir;

static void push_jobs(const struct run *r, struct strlist *av)
{
	if (r->o.jobs) { sl_pushs(av, "-j"); sl_pushf(av, "%ld", r->o.jobs); }
	/* --timeout: the same per-file limit for the inference, the audit and spatch */
	if (r->o.timeout && av->n && !has_suffix(av->v[0], "prepare.sh")) {
		sl_pushs(av, "--timeout");
		sl_pushf(av, "%ld", r->o.timeout);
	}
}

static void interrupted_child(int rc)
{
	if (rc == 130) {
		error("interrupted: nothing written");
		exit(130);
	}
}

/* 0. a kernel tree without a build of its own: the shared preparer makes (and
 * caches) one, on a shallow symlink farm with the release's shims; the
 * inference and the audit take their flags from it */
void prepare_build(struct run *r)
{
	int kernel = kb_unbuilt_tree(r->tree); /* tools/kbuild/kb-tree.c */
	if (r->build || (!kernel && !r->module)) return;
	struct strlist av = {0};
	sl_pushf(&av, "%s/tools/kbuild/prepare.sh", r->root);
	sl_pushs(&av, "--tree");
	/* a module: built as Kbuild builds an external one (make -C TREE M=DIR) */
	sl_pushs(&av, r->module ? r->kernel : r->tree);
	if (r->module) { sl_pushs(&av, "--module"); sl_pushs(&av, r->module); }
	for (size_t i = 0; !r->module && i < r->allpaths.n; i++) {
		sl_pushs(&av, "--path");
		sl_pushs(&av, r->allpaths.v[i]);
	}
	sl_pushs(&av, "--compdb"); /* Kbuild's own flags for every file of the PATHs */
	push_jobs(r, &av);
	if (cv_quiet) sl_pushs(&av, "-q");
	say("preparing a kernel build (tools/kbuild/prepare.sh, cached)");
	struct buf out = {0}, err = {0};
	int rc = stage_run(av.v, NULL, NULL, &out, &err, 0);
	if (err.len) fputs(err.s, stderr);
	interrupted_child(rc);
	if (rc) die("the kernel build could not be prepared (tools/kbuild/prepare.sh %s)", status_text(rc));
	r->build = kb_prepared(out.s, "build"); /* tools/kbuild/kb-prepared.c */
	if (!r->build || !is_dir(r->build)) die("the preparer gave no build directory");
	buf_free(&out); buf_free(&err); sl_free(&av);
}

/* the inference's facts of this tree, these PATHs and this build, in the
 * cache: kidpush-infer takes them only when they verify (their hash, the
 * program, the files and flags, every file the parses read), else parses and
 * writes them anew */
static char *facts_file(const struct run *r)
{
	struct buf k = {0};
	buf_add(&k, r->tree, strlen(r->tree) + 1);
	for (size_t i = 0; i < r->allpaths.n; i++) buf_add(&k, r->allpaths.v[i], strlen(r->allpaths.v[i]) + 1);
	if (r->build) buf_add(&k, r->build, strlen(r->build) + 1);
	char sha[65];
	kp_sha256_hex(k.s, k.len, sha);
	buf_free(&k);
	return xasprintf("%s/facts-%.16s", r->cache, sha);
}

/* 1. the plan: build/kidpush-infer over every PATH and companion; the files
 * of KEPT (may be NULL) keep their declarations raw (--keep).  Both runs name
 * the same --facts file (facts_file): the second takes the first's facts
 * and parses nothing, and so does a later convert of the same PATHs while
 * nothing they read has changed */
void infer_plan(struct run *r, const struct strlist *kept)
{
	char *infer = path_join(r->root, "build/kidpush-infer");
	if (access(infer, X_OK)) die("no plan: pass --plan FILE (build/kidpush-infer is not built)");
	struct strlist av = {0};
	sl_pushs(&av, infer);
	free(r->plan);
	r->plan = path_join(work_dir, kept && kept->n ? "plan-kept.json" : "plan.json");
	for (size_t i = 0; kept && i < kept->n; i++) { sl_pushs(&av, "--keep"); sl_pushs(&av, kept->v[i]); }
	sl_pushs(&av, "--tree"); sl_pushs(&av, r->tree);
	sl_pushs(&av, "--plan"); sl_pushs(&av, r->plan);
	sl_pushs(&av, "--facts"); sl_push(&av, facts_file(r));
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
		note("kidpush-infer could not parse some files (\"skipped\" in the plan)");
		r->inferskip = 1;
	} else if (rc) die("kidpush-infer failed (%s)", status_text(rc));
	buf_free(&all); sl_free(&av); free(infer);
}

/* a counting stage WHAT that did not run: said, with the last 5 lines of LOG */
static void failed(const char *what, int rc, const struct buf *log)
{
	char *st = status_text(rc);
	error("the %s failed (%s), see its log:", what, st);
	free(st);
	size_t k = log->len, lines = 0;
	if (k && log->s[k - 1] == '\n') k--;
	while (k && lines < 5) { if (log->s[k - 1] == '\n') lines++; if (lines < 5) k--; }
	if (log->len) fputs(log->s + k, stderr);
}

/* kidpush-audit over TREE: findings per PATH into the stats */
void count_audit(struct run *r, const char *tree, const char *label)
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
	interrupted_child(rc);
	char *what = xasprintf("audit-%s", label);
	if (rc == 0 || rc == 1) stats_read(&r->stats, json, 0, &r->allpaths, what);
	else failed("audit", rc, &err);
	free(what); buf_free(&err); sl_free(&av); free(json); free(audit);
}

/* one gate run over every PATH (the checked filesystems' blockers dropped
 * together), counted per PATH */
void count_gate(struct run *r, const char *label, const char *overlay)
{
	char *json = xasprintf("%s/gate-%s.json", work_dir, label);
	struct strlist av = {0};
	sl_pushf(&av, "%s/build/kidpush-gate", r->root);
	sl_pushs(&av, "--tree"); sl_pushs(&av, r->tree);
	if (overlay) { sl_pushs(&av, "--overlay"); sl_pushs(&av, overlay); }
	sl_pushs(&av, "--json"); sl_pushs(&av, json);
	for (size_t i = 0; i < r->allpaths.n; i++) sl_pushs(&av, r->allpaths.v[i]);
	struct buf out = {0};
	int rc = stage_run(av.v, NULL, NULL, &out, NULL, 1);
	interrupted_child(rc);
	char *what = xasprintf("gate-%s", label);
	if (rc == 0 || rc == 1) stats_read(&r->stats, json, 1, &r->allpaths, what);
	else failed("gate", rc, &out);
	free(what); buf_free(&out); sl_free(&av); free(json);
}

/* kidpush-series over MANIFEST into OUT: 0 or 1 */
int run_series(struct run *r, const char *manifest, const char *out, int final)
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

/* git ARGS in TREE's own repository (git_in_tree, as the series driver
 * asks it), stdout into OUT, git's status returned */
static int tree_git_run(const char *tree, char *const *args, struct buf *out)
{
	int rc = git_in_tree(tree, args, out, NULL);
	check_interrupted();
	return rc;
}

/* the author's date: $KIDPUSH_DATE, else the tree's HEAD commit date */
char *patch_date(const char *tree)
{
	const char *e = getenv("KIDPUSH_DATE");
	if (e && *e) return xstrdup(e);
	char *dotgit = path_join(tree, ".git");
	int git = is_dir(dotgit);
	free(dotgit);
	if (git) {
		char *av[] = { "log", "-1", "--format=%aD", NULL };
		struct buf out = {0};
		int rc = tree_git_run(tree, av, &out);
		char *s = rc == 0 && out.s ? out.s : "";
		while (*s == ' ' || (*s >= '\t' && *s <= '\r')) s++;
		size_t n = strlen(s);
		while (n && (s[n - 1] == ' ' || (s[n - 1] >= '\t' && s[n - 1] <= '\r'))) n--;
		char *d = n ? xstrndup(s, n) : NULL;
		buf_free(&out);
		if (d) return d;
	}
	return xstrdup("Thu, 1 Jan 2026 00:00:00 +0000");
}


/* git's identity VAR (GIT_AUTHOR_IDENT, GIT_COMMITTER_IDENT) in TREE
 * without its time stamp, or NULL */
char *git_ident(const char *tree, const char *var)
{
	char *av[] = { "var", (char *)var, NULL };
	struct buf out = {0};
	int rc = tree_git_run(tree, av, &out);
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
char *patch_author(const char *tree)
{
	const char *e = getenv("KIDPUSH_AUTHOR");
	if (e && *e) return xstrdup(e);
	char *dotgit = path_join(tree, ".git");
	int git = access(dotgit, F_OK) == 0;
	free(dotgit);
	char *id = git ? git_ident(tree, "GIT_AUTHOR_IDENT") : NULL;
	return id ? id : xstrdup("kidpush convert <kidpush@localhost>");
}
