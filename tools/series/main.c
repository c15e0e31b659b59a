/* main.c — kidpush-series: apply a series manifest's semantic patches to a
 * kernel tree, step by step, in a scratch git repository, and emit the
 * result as a git format-patch series.  See ./run.sh series --help. */
#include "apply.h"
#include "emit.h"
#include "git.h"
#include "manifest.h"
#include "kp-proc.h"
#include "query.h"
#include "rules.h"
#include "stepcache.h"
#include "scope.h"
#include "tree.h"
#include "cache.h"
#include "kp-hash.h"
#include "kp-opt.h"
#include "kp.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const struct usage usage = {
	"usage: run.sh series [--tree DIR] [--series FILE] [--out DIR] [-j N] [--keep-going]\n"
	"                     [--from K] [--to K] [-q] [--timeout SEC] [--no-cache]\n"
	"                     [--cache DIR] [--gate] [--signoff] [--allow-dirty] [--keep-scratch]\n"
	"                     [--help]\n",
	"\n"
	"Applies the semantic patches of a series manifest to a kernel tree, one step\n"
	"after the other, and writes the result as git format-patch files.\n"
	"The input tree is never modified: the steps run in a scratch git repository\n"
	"holding a copy of the files in scope.\n"
	"\n",
	"\n"
	"Every step must have files in scope in the tree; no file name of the tree\n"
	"ever reaches a shell, and a file spatch did not process is a skipped file.\n"
	"When the tree is a git repository of its own (its top level), the files in\n"
	"scope must have no uncommitted changes (or --allow-dirty) and the cover\n"
	"letter ends with base-commit: HEAD, as git format-patch --base writes it.\n"
	"\n"
	"Exit status: 0 success; 1 some files were skipped (see the cover letter) or\n"
	"the gate failed; 2 bad input or setup error (also: uncommitted changes in\n"
	"scope, --signoff without an identity); 130 interrupted.\n",
};


static long step_index(const struct manifest *m, const char *k)
{
	for (size_t i = 0; i < m->nsteps; i++)
		if (!strcmp(m->steps[i].id, k)) return (long)i;
	char *end;
	long v = strtol(k, &end, 10);
	if (*k && !*end && v >= 1 && (size_t)v <= m->nsteps) return v - 1;
	return -1;
}

static char *first_line(const char *s)
{
	const char *e = strchr(s, '\n');
	return e ? xstrndup(s, (size_t)(e - s)) : xstrdup(s);
}

struct opts {
	const char *tree, *series, *out, *cache, *from, *to;
	long jobs;
	int keep_going, quiet, no_cache, gate, keep_scratch, signoff, allow_dirty;
	double timeout;
};

static void parse_timeout(void *value, const char *v)
{
	double *t = value;
	char *end;
	*t = strtod(v, &end);
	/* !(a && b) also refuses NaN; inf would mean no timeout */
	if (end == v || *end || !(isfinite(*t) && *t > 0 && *t <= 1e6))
		die("--timeout takes a number of seconds above 0 and at most 1000000, not '%s'", v);
}

static void parse_args(int argc, char **argv, struct opts *o, const char *root)
{
	const struct option table[] = {
		OPT_STRING(0, "tree", &o->tree, "DIR", "kernel tree (default: the bundled sample tree tests/sample-tree)"),
		OPT_STRING(0, "series", &o->series, "FILE", "series manifest (default: cocci/xfs/series; format: cocci/FORMAT)"),
		OPT_STRING(0, "out", &o->out, "DIR", "output directory (default: patches/); replaced atomically,\n"
			   "files in it that are not *.patch are kept; neither it nor\n"
			   "--cache may lie inside the tree (real paths are compared)"),
		OPT_INT('j', NULL, &o->jobs, "N", 1, 1024, "parallel spatch workers, each with one batch of files\n"
			"per step (default: number of cores)"),
		OPT_BOOL(0, "keep-going", &o->keep_going, "exit 0 even when files were skipped (spatch failed, or an\n"
		 "earlier stage listed them: cover-skipped:)"),
		OPT_STRING(0, "from", &o->from, "K", "first step to run (1-based position or step id; the tree is\n"
			   "taken to contain the earlier steps already)"),
		OPT_STRING(0, "to", &o->to, "K", "last step to run"),
		OPT_BOOL('q', "quiet", &o->quiet, "no progress on stderr"),
		OPT_CALLBACK(0, "timeout", &o->timeout, "SEC", "spatch timeout per file and rule, 0 < SEC <= 1000000\n"
			     "(default: 300; a batch of N files gets N times that)", parse_timeout),
		OPT_BOOL(0, "no-cache", &o->no_cache, "do not use the content-hash cache"),
		OPT_STRING(0, "cache", &o->cache, "DIR", "cache directory (default: $KIDPUSH_CACHE/spatch or\n"
			   "~/.cache/kidpush/spatch)"),
		OPT_BOOL(0, "gate", &o->gate, "run the strict-type gate (build/kidpush-gate) on the final tree"),
		OPT_BOOL(0, "signoff", &o->signoff, "add a Signed-off-by line with git's identity for you in the\n"
			 "tree (git var GIT_COMMITTER_IDENT there; configured, never\n"
			 "guessed) to every patch, unless the patch already has it\n"
			 "(as git format-patch --signoff)"),
		OPT_BOOL(0, "allow-dirty", &o->allow_dirty, "run even when files in scope have uncommitted changes in\n"
			 "the tree's git repository (the cover letter then says the\n"
			 "series is against the working tree, not HEAD)"),
		OPT_BOOL(0, "keep-scratch", &o->keep_scratch, "keep the scratch repository and print its path"),
		OPT_END(),
	};
	parse_options(argc, argv, table, &usage, 0);
	if (!o->tree) o->tree = path_join(root, "tests/sample-tree");
	if (!o->series) o->series = path_join(root, "cocci/xfs/series");
	if (!o->out) o->out = path_join(root, "patches");
	if (!o->jobs) { long n = sysconf(_SC_NPROCESSORS_ONLN); o->jobs = n > 0 ? n : 1; }
	if (!o->timeout) o->timeout = 300;
	if (!o->cache && !o->no_cache) {
		o->cache = kp_cache_dir("spatch");
	}
	if (o->no_cache) o->cache = NULL;
}

/* Runs a step's actions in the scratch tree.  On failure the action's
 * changes are undone (the cocci results of the step are staged and kept). */
static int run_actions(const char *root, const char *scratch, char *const *env, const struct step *st,
		       struct step_report *rep)
{
	if (!st->actions.n) return 0;
	struct buf e = {0};
	if (git_stage_all(scratch, NULL, &e) < 0) { buf_free(&e); return -1; }
	buf_free(&e);
	for (size_t i = 0; i < st->actions.n; i++) {
		struct strlist av = {0};
		char *copy = xstrdup(st->actions.v[i]);
		char *save = NULL;
		for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save))
			sl_push(&av, av.n ? xstrdup(w) : xasprintf("%s/tools/actions/%s", root, w));
		free(copy);
		sl_push(&av, NULL);
		struct buf out = {0};
		struct proc_opts o = { .cwd = scratch, .env = env, .merge_stderr = 1, .timeout = 300 };
		int rc = proc_run(av.v, &o, &out, NULL);
		av.n--;
		if (rc != 0) {
			char *l = first_line(out.s ? out.s : "");
			sl_pushf(&rep->failures, "action '%s' failed (exit %d): %s", st->actions.v[i], rc, l);
			free(l);
			struct buf g = {0};
			git(scratch, NULL, NULL, &g, "checkout", "-q", "--", ".", NULL);
			git(scratch, NULL, NULL, &g, "clean", "-q", "-f", "-d", NULL);
			buf_free(&g);
		} else {
			sl_pushf(&rep->notes, "action: %s", st->actions.v[i]);
			/* "NAME: note: TEXT" lines of the action's output */
			char *pfx = xasprintf("%s: note: ", av.v[0] + strlen(root) + strlen("/tools/actions/"));
			for (char *l = out.s; l && *l;) {
				char *nl = strchr(l, '\n');
				size_t len = nl ? (size_t)(nl - l) : strlen(l);
				if (len > strlen(pfx) && !strncmp(l, pfx, strlen(pfx)))
					sl_pushf(&rep->notes, "  note: %.*s", (int)(len - strlen(pfx)), l + strlen(pfx));
				l = nl ? nl + 1 : l + len;
			}
			free(pfx);
		}
		buf_free(&out);
		sl_free(&av);
	}
	return 0;
}

static char *spatch_version(void)
{
	char *argv[] = { "spatch", "--version", NULL };
	struct buf out = {0};
	struct proc_opts o = { .merge_stderr = 1, .timeout = 60 };
	int rc = proc_run(argv, &o, &out, NULL);
	if (rc != 0) {
		buf_free(&out);
		return NULL;
	}
	char *v = first_line(out.s);
	buf_free(&out);
	return v;
}

/* The scratch directory of the run, removed by finish() and stop(). */
static char *scratch_base;

/* Ends the run with exit 2 (message FMT), or with 130 when a signal came:
 * the scratch directory goes, nothing is written.  The message is formatted
 * before anything is cleaned up (errno of the caller's strerror stays). */
static void stop(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void stop(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *msg = xvasprintf(fmt, ap);
	va_end(ap);
	if (scratch_base) rm_rf(scratch_base);
	if (proc_interrupted) {
		fputc('\n', stderr);
		error("interrupted: nothing written");
		exit(130);
	}
	error("%s", msg);
	exit(2);
}

/* The real path the output directory stands for, without trailing '/':
 * itself when it exists (a symlink is followed), else its real parent +
 * its name.  Dies when its parent is missing or not writable. */
static char *out_path(const char *spelled)
{
	char *o = xstrdup(spelled);
	size_t n = strlen(o);
	while (n > 1 && o[n - 1] == '/') o[--n] = 0;
	char *real = abs_path(o);
	if (!real) {
		char *slash = strrchr(o, '/');
		char *parent = slash ? (slash == o ? xstrdup("/") : xstrndup(o, (size_t)(slash - o))) : xstrdup(".");
		const char *base = slash ? slash + 1 : o;
		char *rp = abs_path(parent);
		if (!rp || !is_dir(rp) || access(rp, W_OK | X_OK) < 0)
			die("cannot write the output directory %s: %s is not a writable directory", spelled, parent);
		if (!strcmp(base, ".") || !strcmp(base, ".."))
			die("cannot write the output directory %s", spelled);
		real = path_join(rp, base);
		free(rp);
		free(parent);
	} else {
		if (!is_dir(real)) die("%s exists and is not a directory", spelled);
		if (access(real, W_OK | X_OK) < 0)
			die("cannot replace the output directory %s: %s", spelled, strerror(errno));
		char *parent = xstrdup(real), *slash = strrchr(parent, '/');
		if (slash == parent) die("the output directory cannot be /");
		*slash = 0;
		if (access(parent, W_OK | X_OK) < 0)
			die("cannot replace the output directory %s: its directory %s is not writable (%s)",
			    spelled, parent, strerror(errno));
		free(parent);
	}
	free(o);
	return real;
}

/* The manifest as the cover letter names it (a text that goes out by mail):
 * relative to the project root, else its file name. */
static const char *manifest_name(const char *path, const char *root)
{
	size_t n = strlen(root);
	if (!strncmp(path, root, n) && path[n] == '/') return path + n + 1;
	const char *b = strrchr(path, '/');
	return b ? b + 1 : path;
}

/* Phase 1: every rule of the selected steps parses and every action exists,
 * before anything is written.  RULES[i] holds step i's rules. */
static struct rule **prepare_rules(const struct manifest *m, long from, long to, const char *root,
				   const char *cache, const char *sver)
{
	struct buf err = {0};
	struct rule **rules = xmalloc(m->nsteps * sizeof *rules);
	for (long i = from; i <= to; i++) {
		struct step *st = &m->steps[i];
		rules[i] = xmalloc((st->cocci.n ? st->cocci.n : 1) * sizeof **rules);
		for (size_t k = 0; k < st->cocci.n; k++)
			if (prepare_rule(st->cocci.v[k], &rules[i][k], &err, cache, sver) < 0) {
				if (!proc_interrupted) fputs(err.s, stderr);
				die("stopping before anything is written: step %s has a broken rule", st->id);
			}
		for (size_t k = 0; k < st->actions.n; k++) {
			char *name = first_line(st->actions.v[k]);
			char *sp = strpbrk(name, " \t");
			if (sp) *sp = 0;
			char *p = xasprintf("%s/tools/actions/%s", root, name);
			if (strchr(name, '/') || access(p, X_OK) < 0)
				die("step %s: unknown action '%s' (%s is not executable)", st->id, name, p);
			free(p); free(name);
		}
	}
	return rules;
}

/* The files in scope (tree-relative, sorted), over all selected steps; every
 * step needs some. */
static void scope_files(struct manifest *m, long from, long to, const char *tree, struct strlist *files)
{
	struct strlist links = {0};
	for (long i = from; i <= to; i++)
		for (size_t k = 0; k < m->steps[i].files.n; k++)
			scope_glob(tree, m->steps[i].files.v[k], files, &links);
	sl_sort(files);
	sl_uniq(files);
	/* a symbolic link in scope is named as a skipped file (cover letter,
	 * exit 1), never followed nor left out in silence */
	sl_sort(&links);
	sl_uniq(&links);
	for (size_t i = 0; i < links.n; i++) {
		char *shown = show_name(links.v[i]);
		sl_push(&m->skipped, xasprintf("scope: %s: a symbolic link (not followed, not converted)", shown));
		free(shown);
	}
	sl_free(&links);
	int missing = 0;
	for (long i = from; i <= to; i++) {
		size_t n = 0;
		for (size_t k = 0; k < files->n && !n; k++) n += scope_match(&m->steps[i].files, files->v[k]);
		if (n) continue;
		struct buf g = {0};
		for (size_t k = 0; k < m->steps[i].files.n; k++) buf_printf(&g, " %s", m->steps[i].files.v[k]);
		error("step %s: no file of %s is in its scope (files:%s)", m->steps[i].id,
			tree, g.s);
		buf_free(&g);
		missing++;
	}
	if (missing)
		die("%d step(s) have nothing to work on in %s: is it the right tree? Nothing written", missing, tree);
}

/* The tree's git state (its own repository or not, HEAD) and the files in
 * scope git lists as changed: exit 2 naming them, unless --allow-dirty
 * (then CI tells the cover letter). */
static void check_dirty(const char *tree, const struct strlist *files, int allow_dirty, struct tree_git *tg,
			struct cover_info *ci)
{
	tree_git_probe(tree, tg);
	if (tg->refused) {
		if (!allow_dirty)
			die("%s has a .git but git does not read it (%s): cannot check the files in scope for "
			    "uncommitted changes; --allow-dirty runs anyway, against the working tree", tree,
			    tg->refused);
		ci->unknown_state = tg->refused;
		return;
	}
	if (!tg->is_repo) return;
	ci->base_commit = tg->head;
	struct strlist *dirty = xcalloc(1, sizeof *dirty);
	struct buf err = {0};
	if (tree_dirty(tree, files, dirty, &err) < 0) die("%s", err.s);
	ci->dirty = dirty;
	if (!dirty->n || allow_dirty) return;
	for (size_t i = 0; i < dirty->n; i++) {
		char *n = show_name(dirty->v[i]);
		error("uncommitted change in scope: %s", n);
		free(n);
	}
	die("%zu file(s) in scope have uncommitted changes in %s (see above): the series would not apply "
	    "to its HEAD; commit or stash them, or run with --allow-dirty", dirty->n, tree);
}

/* The scratch directory of a run: BASE/tree (a git repository holding a
 * copy of the files in scope), BASE/meta, BASE/tmp (the children's TMPDIR). */
struct scratch {
	char *base, *tree, *meta, *tmp, *tmpenv;
};

/* Phase 2: the scratch repository, its base commit dated DATE. */
static void build_scratch(struct scratch *sc, const char *tmpdir, const char *tree, const struct strlist *files,
			  const char *date)
{
	struct buf err = {0};
	sc->base = xasprintf("%s/kidpush.XXXXXX", tmpdir);
	if (!mkdtemp(sc->base)) die("cannot create a scratch directory in %s: %s", tmpdir, strerror(errno));
	scratch_base = sc->base;
	cleanup_register(sc->base);   /* whatever the exit (die() too) */
	sc->tree = path_join(sc->base, "tree");
	sc->meta = path_join(sc->base, "meta");
	sc->tmp = path_join(sc->base, "tmp");
	if (mkdir_p(sc->tree) < 0 || mkdir_p(sc->meta) < 0 || mkdir_p(sc->tmp) < 0)
		stop("cannot create the scratch directory %s: %s", sc->base, strerror(errno));
	/* children (spatch, the actions) keep their temporary files in the
	 * scratch directory, which goes whatever happens */
	sc->tmpenv = xasprintf("TMPDIR=%s", sc->tmp);
	for (size_t i = 0; i < files->n && !proc_interrupted; i++) {
		char *a = path_join(tree, files->v[i]), *b = path_join(sc->tree, files->v[i]);
		int rc = copy_file(a, b);
		if (rc < 0) {
			int e = errno;
			char *sa = show_name(a), *sb = show_name(b);
			if (rc == -1) stop("cannot read %s: %s", sa, strerror(e));
			stop("cannot copy %s into the scratch directory (%s): %s", sa, sb, strerror(e));
		}
		/* the copy keeps the file's time: written in the second of the
		 * index, every entry would be "racily clean" and git would read
		 * every file again at each step's add and commit */
		struct stat st;
		if (stat(a, &st) == 0) {
			struct timespec ts[2] = { st.st_mtim, st.st_mtim };
			utimensat(AT_FDCWD, b, ts, 0);
		}
		free(a); free(b);
	}
	if (proc_interrupted) stop("interrupted");
	if (git_init_base(sc->tree, date, &err) < 0)
		stop("git failed in the scratch repository: %s", err.s ? err.s : "");
}

/* Phase 3: one step: its rules, its actions, its commit (when it changed
 * anything).  Returns the number of files skipped. */
static size_t run_step(struct apply_ctx *c, const struct scratch *sc, const char *root, const struct step *st,
		       const struct rule *rules, const struct pass *passes, size_t npasses,
		       const struct strlist *files, const char *signoff, int quiet,
		       struct step_report *r, size_t *hits, size_t *cand)
{
	struct buf err = {0};
	/* the tool actions run git in the scratch repository: none of the
	 * caller's git variables (GIT_DIR sent kfmt's git elsewhere) */
	struct strlist child = {0};
	sl_pushs(&child, sc->tmpenv);
	git_env_caller_unset(&child);
	sl_push(&child, NULL);
	char **child_env = child.v;
	struct apply_stats s = {0};
	/* the whole step from the cache when it met this very tree before */
	char *skey = c->cache ? step_key(root, sc->tree, st, rules, passes, npasses, c->spatch_version) : NULL;
	size_t scand = 0;
	int cached = skey && step_cache_get(c->cache, skey, sc->tree, st, r, &scand);
	if (cached) {
		*hits += scand;
		*cand += scand;
		if (!quiet) fprintf(stderr, "%s: %zu/%zu files from the cache (the step's result for this tree)\n",
				    c->label, scand, scand);
	} else {
		int ir = st->cocci.n ? apply_step(c, st, rules, st->cocci.n, passes, npasses, files, &s) : 0;
		if (ir < 0 || proc_interrupted) stop("interrupted");
		sl_sort(&s.failures);
		for (size_t k = 0; k < s.failures.n; k++) sl_push(&r->failures, xstrdup(s.failures.v[k]));
		sl_free(&s.failures);
		run_actions(root, sc->tree, child_env, st, r);
		if (proc_interrupted) stop("interrupted");
		*hits += s.cache_hits;
		*cand += s.candidates;
	}
	size_t nchanged = 0;
	int staged = git_stage_all(sc->tree, &nchanged, &err);
	if (staged < 0) stop("git add failed: %s", err.s ? err.s : "");
	if (!cached) step_cache_put(c->cache, skey, sc->tree, r, s.candidates);
	free(skey);
	if (staged) {
		r->files_changed += nchanged;
		char *msgfile = path_join(sc->meta, "commit-message");
		if (git_commit(sc->tree, st->author, st->date, st->subject, st->body, signoff, msgfile, &err) < 0)
			stop("git commit failed: %s", err.s ? err.s : "");
		free(msgfile);
		r->changed = 1;
	} else if (!quiet) {
		note("step %s (%s) changes nothing: no patch", st->id, st->subject);
	}
	for (size_t k = 0; k < r->failures.n; k++)
		note("step %s: skipped %s", st->id, r->failures.v[k]);
	buf_free(&err);
	child.n--;   /* the NULL */
	sl_free(&child);
	return r->failures.n;
}

/* Phase 5: the strict-type gate on the directories of the .c files in
 * scope, the scratch tree laid over the input tree.  Returns its exit
 * status (0, 1, or 2 when it could not check). */
static int run_gate(const char *root, const char *tree, const char *scratch, const struct strlist *files)
{
	struct strlist dirs = {0};
	for (size_t i = 0; i < files->n; i++) {
		if (!has_suffix(files->v[i], ".c") || strlen(files->v[i]) < 2) continue;
		char *d = xstrdup(files->v[i]), *s = strrchr(d, '/');
		if (s) *s = 0; else { free(d); d = xstrdup("."); }
		sl_push(&dirs, d);
	}
	sl_sort(&dirs);
	sl_uniq(&dirs);
	struct strlist av = {0};
	sl_pushf(&av, "%s/build/kidpush-gate", root);
	sl_pushs(&av, "--tree");
	sl_pushs(&av, tree);
	sl_pushs(&av, "--overlay");
	sl_pushs(&av, scratch);
	for (size_t i = 0; i < dirs.n; i++) sl_pushf(&av, "%s/", dirs.v[i]);
	struct proc_opts po = { .foreground = 1 };
	int grc = proc_run(av.v, &po, NULL, NULL);
	sl_free(&av);
	sl_free(&dirs);
	return grc == 0 ? 0 : grc == 1 ? 1 : 2;
}

/* Do steps A and B run the same rules (by their text) with the same spatch
 * options and include dirs, so that their files can share spatch runs? */
static int same_work(const struct step *a, const struct rule *ra, const struct step *b, const struct rule *rb)
{
	if (!a->cocci.n || a->cocci.n != b->cocci.n || a->spatch.n != b->spatch.n || a->include.n != b->include.n)
		return 0;
	for (size_t k = 0; k < a->cocci.n; k++)
		if (strcmp(ra[k].hash, rb[k].hash)) return 0;
	for (size_t k = 0; k < a->spatch.n; k++)
		if (strcmp(a->spatch.v[k], b->spatch.v[k])) return 0;
	for (size_t k = 0; k < a->include.n; k++)
		if (strcmp(a->include.v[k], b->include.v[k])) return 0;
	return 1;
}

/* Steps FIRST..LAST do the same work (same_work): their files go through
 * spatch together now (apply_ahead), each step then takes its results from
 * the cache. */
static void run_ahead(struct apply_ctx *c, const struct manifest *m, long first, long last, const struct rule *rules,
		      const struct pass *passes, size_t npasses, const struct strlist *files)
{
	size_t n = (size_t)(last - first + 1);
	const struct step **g = xmalloc(n * sizeof *g);
	for (size_t k = 0; k < n; k++) g[k] = &m->steps[first + (long)k];
	const char *label = c->label;
	char *said = xasprintf("%s: steps %s to %s run the same rules", kp_progname, m->steps[first].id,
			       m->steps[last].id);
	c->label = said;   /* apply_ahead says how many files go, before they go */
	if (apply_ahead(c, g, n, rules, m->steps[first].cocci.n, passes, npasses, files) < 0 || proc_interrupted)
		stop("interrupted");
	c->label = label;
	free(said);
	free(g);
}

/* Steps FROM..TO, in order, each with its files run ahead where later
 * steps do the same work; their reports into REP; the files skipped. */
static size_t run_steps(struct apply_ctx *c, struct scratch *sc, const char *root, struct manifest *m, long from,
			long to, struct rule **rules, const struct strlist *files, const char *signoff,
			const struct opts *o, struct step_report *rep, size_t *hits, size_t *cand)
{
	size_t nsel = (size_t)(to - from + 1), failed = 0;
	long ahead_to = from - 1;   /* the steps up to here had their files run ahead */
	for (long i = from; i <= to; i++) {
		rep[i - from].step = &m->steps[i];
		char *label = xasprintf("[%ld/%zu] step %s", i - from + 1, nsel, m->steps[i].id);
		c->label = label;
		size_t np = 0;
		char *tag = xasprintf("%ld", i);
		struct pass *passes = plan_passes(&m->steps[i], rules[i], sc->meta, tag, o->cache, c->spatch_version, &np);
		free(tag);
		if (i > ahead_to) {
			long j = i;
			while (j < to && same_work(&m->steps[i], rules[i], &m->steps[j + 1], rules[j + 1])) j++;
			if (j > i) run_ahead(c, m, i, j, rules[i], passes, np, files);
			ahead_to = j;
		}
		failed += run_step(c, sc, root, &m->steps[i], rules[i], passes, np, files, signoff, o->quiet,
				   &rep[i - from], hits, cand);
		passes_free(passes, np);
		free(label);
	}
	return failed;
}

int main(int argc, char **argv)
{
	sig_install();   /* INT, TERM, HUP: 130, children and scratch in the same cleanup */
	kp_progname = "kidpush";
	char *root = kp_project_root();
	struct opts o = {0};
	parse_args(argc, argv, &o, root);

	char *tree = abs_path(o.tree);
	if (!tree || !is_dir(tree)) die("tree '%s' not found or not a directory", o.tree);
	struct manifest m;
	struct buf err = {0};
	if (manifest_load(o.series, &m, &err) < 0) {
		fputs(err.s, stderr);
		die("invalid series manifest %s", o.series);
	}
	m.name = manifest_name(m.path, root);
	long from = 0, to = (long)m.nsteps - 1;
	if (o.from && (from = step_index(&m, o.from)) < 0) die("--from: no step '%s'", o.from);
	if (o.to && (to = step_index(&m, o.to)) < 0) die("--to: no step '%s'", o.to);
	if (from > to) die("--from is after --to");
	char *out = out_path(o.out);
	const char *tmpdir = getenv("TMPDIR");
	if (!tmpdir || !*tmpdir) tmpdir = "/tmp";
	check_places(tree, out, o.cache, root, tmpdir);
	char *signoff = NULL;
	if (o.signoff && !(signoff = tree_ident(tree, &err)))
		die("--signoff: git has no identity for you in %s (%s): set it with\n"
		    "  git config user.name \"Your Name\"\n  git config user.email you@example.org\n"
		    "(in the tree, or with --global for every repository)", tree, err.s ? err.s : "");
	char *sver = spatch_version();
	if (!sver) die("cannot run spatch: install coccinelle (./run.sh installs it as root)");

	struct rule **rules = prepare_rules(&m, from, to, root, o.cache, sver);
	struct strlist files = {0};
	scope_files(&m, from, to, tree, &files);
	struct tree_git tg;
	struct cover_info ci = {0};
	check_dirty(tree, &files, o.allow_dirty, &tg, &ci);
	if (proc_interrupted) stop("interrupted");
	struct scratch sc;
	build_scratch(&sc, tmpdir, tree, &files, m.steps[from].date);

	struct apply_ctx c = {
		.tree = tree, .scratch = sc.tree, .meta = sc.meta, .tmp = sc.tmp, .cache = o.cache,
		.spatch = "spatch", .spatch_version = sver, .jobs = (int)o.jobs, .timeout = o.timeout,
		.quiet = o.quiet, .progress_tty = isatty(2),
	};
	size_t nsel = (size_t)(to - from + 1);
	struct step_report *rep = xcalloc(nsel, sizeof *rep);
	size_t total_hits = 0, total_cand = 0;
	size_t total_failed = run_steps(&c, &sc, root, &m, from, to, rules, &files, signoff, &o, rep, &total_hits,
					&total_cand);
	for (size_t i = 0; i < m.skipped.n; i++) {
		const char *l = m.skipped.v[i], *c = strstr(l, ": ");
		note("%.*s: skipped %s", (int)(c - l), l, c + 2);
	}
	total_failed += m.skipped.n;
	int n = emit_series(sc.tree, &m, rep, nsel, &ci, out, &err);
	if (n < 0) {
		if (proc_interrupted) stop("interrupted");
		fputs(err.s ? err.s : "", stderr);
		stop("no output written");
	}
	if (!o.quiet) {
		note("%d patch(es) written to %s%s; %zu file(s) skipped; %zu of %zu file runs from the cache", n, out,
		     n ? " (+ 0000-cover-letter.patch)" : "", total_failed, total_hits, total_cand);
	}
	int rc = (total_failed && !o.keep_going) ? 1 : 0;
	if (o.gate) {
		int grc = run_gate(root, tree, sc.tree, &files);
		if (grc) rc = grc;
		if (proc_interrupted) {
			rm_rf(sc.base);
			fputc('\n', stderr);
			error("interrupted during the gate: the series is written to %s, the gate did not finish", out);
			return 130;
		}
	}
	if (o.keep_scratch) {
		cleanup_forget(sc.base);
		note("scratch repository kept: %s", sc.tree);
	}
	else rm_rf(sc.base);
	return rc;
}
