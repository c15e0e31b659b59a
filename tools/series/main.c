/* main.c — kidpush-series: apply a series manifest's semantic patches to a
 * kernel tree, step by step, in a scratch git repository, and emit the
 * result as a git format-patch series.  See ./run.sh series --help. */
#include "apply.h"
#include "emit.h"
#include "git.h"
#include "manifest.h"
#include "proc.h"
#include "query.h"
#include "scope.h"
#include "sha256.h"
#include "util.h"
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char usage[] =
"usage: run.sh series [--tree DIR] [--series FILE] [--out DIR] [-j N] [--keep-going]\n"
"                     [--from K] [--to K] [-q] [--timeout SEC] [--no-cache]\n"
"                     [--cache DIR] [--gate] [--keep-scratch] [--help]\n"
"\n"
"Applies the semantic patches of a series manifest to a kernel tree, one step\n"
"after the other, and writes the result as git format-patch files.\n"
"The input tree is never modified: the steps run in a scratch git repository\n"
"holding a copy of the files in scope.\n"
"\n"
"  --tree DIR      kernel tree (default: the bundled sample tree tests/sample-tree)\n"
"  --series FILE   series manifest (default: cocci/xfs/series; format: cocci/FORMAT)\n"
"  --out DIR       output directory (default: patches/); replaced atomically,\n"
"                  files in it that are not *.patch are kept\n"
"  -j N            parallel spatch workers, each with one batch of files\n                  per step (default: number of cores)\n"
"  --keep-going    exit 0 even when files were skipped because spatch failed\n"
"  --from K        first step to run (1-based position or step id; the tree is\n"
"                  taken to contain the earlier steps already)\n"
"  --to K          last step to run\n"
"  -q              no progress on stderr\n"
"  --timeout SEC   spatch timeout per file and rule (default: 300; a batch\n                  of N files gets N times that)\n"
"  --no-cache      do not use the content-hash cache\n"
"  --cache DIR     cache directory (default: $KIDPUSH_CACHE/spatch or\n"
"                  ~/.cache/kidpush/spatch)\n"
"  --gate          run the strict-type gate (checks/gate.sh) on the final tree\n"
"  --keep-scratch  keep the scratch repository and print its path\n"
"\n"
"Exit status: 0 success; 1 some files were skipped (see the cover letter) or\n"
"the gate failed; 2 bad input or setup error; 130 interrupted.\n";

static void on_signal(int sig) { (void)sig; proc_interrupted = 1; }

static char *project_root(void)
{
	const char *e = getenv("KIDPUSH_ROOT");
	if (e && *e) return abs_path(e);
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0) return abs_path(".");
	self[n] = 0;
	for (int i = 0; i < 2; i++) { char *s = strrchr(self, '/'); if (s) *s = 0; }
	return xstrdup(self);
}

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
	char *tree, *series, *out, *cache, *from, *to;
	int jobs, keep_going, quiet, no_cache, gate, keep_scratch;
	double timeout;
};

static void parse_args(int argc, char **argv, struct opts *o, const char *root)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
#define NEXT() (i + 1 < argc ? argv[++i] : (die("%s needs a value (see --help)", a), (char *)NULL))
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) { fputs(usage, stdout); exit(0); }
		else if (!strcmp(a, "--tree")) o->tree = NEXT();
		else if (!strcmp(a, "--series")) o->series = NEXT();
		else if (!strcmp(a, "--out")) o->out = NEXT();
		else if (!strcmp(a, "--cache")) o->cache = NEXT();
		else if (!strcmp(a, "--from")) o->from = NEXT();
		else if (!strcmp(a, "--to")) o->to = NEXT();
		else if (!strcmp(a, "-j") || !strncmp(a, "-j", 2)) {
			const char *v = a[2] ? a + 2 : NEXT();
			char *end;
			long n = strtol(v, &end, 10);
			if (*end || n < 1 || n > 1024) die("-j takes a number from 1 to 1024, not '%s'", v);
			o->jobs = (int)n;
		} else if (!strcmp(a, "--timeout")) {
			const char *v = NEXT();
			char *end;
			o->timeout = strtod(v, &end);
			if (*end || o->timeout <= 0) die("--timeout takes a positive number of seconds, not '%s'", v);
		} else if (!strcmp(a, "--keep-going")) o->keep_going = 1;
		else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) o->quiet = 1;
		else if (!strcmp(a, "--no-cache")) o->no_cache = 1;
		else if (!strcmp(a, "--gate")) o->gate = 1;
		else if (!strcmp(a, "--keep-scratch")) o->keep_scratch = 1;
		else die("unknown argument '%s' (see --help)", a);
#undef NEXT
	}
	if (!o->tree) o->tree = path_join(root, "tests/sample-tree");
	if (!o->series) o->series = path_join(root, "cocci/xfs/series");
	if (!o->out) o->out = path_join(root, "patches");
	if (!o->jobs) { long n = sysconf(_SC_NPROCESSORS_ONLN); o->jobs = n > 0 ? (int)n : 1; }
	if (!o->timeout) o->timeout = 300;
	if (!o->cache && !o->no_cache) {
		const char *kc = getenv("KIDPUSH_CACHE"), *home = getenv("HOME");
		o->cache = kc && *kc ? path_join(kc, "spatch")
			 : xasprintf("%s/.cache/kidpush/spatch", home && *home ? home : "/tmp");
	}
	if (o->no_cache) o->cache = NULL;
}

/* spatch --parse-cocci: the rule must parse; its grep query is kept.  With
 * a cache directory, a rule text that parsed before under the same spatch
 * is not parsed again: CACHE/q/KEY holds "N" (no query) or "Q" + query. */
static int prepare_rule(const char *path, struct rule *r, struct buf *err, const char *cache,
			const char *sver)
{
	struct buf text = {0};
	if (read_file(path, &text) < 0) { buf_printf(err, "cannot read %s\n", path); return -1; }
	struct sha256 h;
	char hex[65], key[65];
	sha256_init(&h);
	sha256_update(&h, text.s, text.len);
	sha256_hex(&h, hex);
	sha256_init(&h);
	sha256_update(&h, "kidpush-query-1", 16);
	sha256_update(&h, sver, strlen(sver) + 1);
	sha256_update(&h, text.s, text.len);
	sha256_hex(&h, key);
	buf_free(&text);
	r->path = xstrdup(path);
	r->hash = xstrdup(hex);
	char *cpath = cache ? xasprintf("%s/q/%s", cache, key) : NULL;
	struct buf c = {0};
	if (cpath && read_file(cpath, &c) == 0 && c.len >= 1 && (c.s[0] == 'N' || c.s[0] == 'Q')) {
		r->query = c.s[0] == 'Q' ? xstrdup(c.s + 1) : NULL;
		buf_free(&c);
		free(cpath);
		return 0;
	}
	buf_free(&c);
	char *argv[] = { "spatch", "--parse-cocci", (char *)path, NULL };
	struct buf out = {0};
	struct proc_opts o = { .merge_stderr = 1, .timeout = 120 };
	int rc = proc_run(argv, &o, &out, NULL);
	if (rc != 0) {
		buf_printf(err, "rule %s does not parse (spatch --parse-cocci exit %d):\n%s\n", path, rc,
			   out.s ? out.s : "");
		buf_free(&out);
		free(cpath);
		return -1;
	}
	r->query = query_from_parse_output(out.s ? out.s : "");
	buf_free(&out);
	if (cpath) {
		char *val = xasprintf("%s%s", r->query ? "Q" : "N", r->query ? r->query : "");
		store_file(cpath, val, strlen(val));
		free(val);
		free(cpath);
	}
	return 0;
}

/* Runs a step's actions in the scratch tree.  On failure the action's
 * changes are undone (the cocci results of the step are staged and kept). */
static int run_actions(const char *root, const char *scratch, const struct step *st,
		       struct step_report *rep)
{
	if (!st->actions.n) return 0;
	struct buf e = {0};
	if (git_stage_all(scratch, &e) < 0) { buf_free(&e); return -1; }
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
		struct proc_opts o = { .cwd = scratch, .merge_stderr = 1, .timeout = 300 };
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

int main(int argc, char **argv)
{
	char *root = project_root();
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
	long from = 0, to = (long)m.nsteps - 1;
	if (o.from && (from = step_index(&m, o.from)) < 0) die("--from: no step '%s'", o.from);
	if (o.to && (to = step_index(&m, o.to)) < 0) die("--to: no step '%s'", o.to);
	if (from > to) die("--from is after --to");
	/* the output directory: absolute, its parent must exist */
	char *out = o.out[0] == '/' ? xstrdup(o.out) : path_join(getcwd(NULL, 0), o.out);
	{
		char *parent = xstrdup(out), *s = strrchr(parent, '/');
		if (s && s != parent) *s = 0;
		if (!is_dir(parent) || access(parent, W_OK) < 0)
			die("cannot write the output directory %s: %s is not a writable directory", out, parent);
		if (!strncmp(out, tree, strlen(tree)) && (out[strlen(tree)] == '/' || !out[strlen(tree)]))
			die("the output directory %s is inside the input tree, which is never modified", out);
		free(parent);
		if (access(out, F_OK) == 0 && !is_dir(out)) die("%s exists and is not a directory", out);
	}
	char *sver = spatch_version();
	if (!sver) die("cannot run spatch: install coccinelle (./run.sh installs it as root)");

	/* every rule must parse before anything is written */
	struct rule **rules = xmalloc(m.nsteps * sizeof *rules);
	for (long i = from; i <= to; i++) {
		struct step *st = &m.steps[i];
		rules[i] = xmalloc((st->cocci.n ? st->cocci.n : 1) * sizeof **rules);
		for (size_t k = 0; k < st->cocci.n; k++)
			if (prepare_rule(st->cocci.v[k], &rules[i][k], &err, o.cache, sver) < 0) {
				fputs(err.s, stderr);
				die("stopping before anything is written: step %s has a broken rule", st->id);
			}
		for (size_t k = 0; k < st->actions.n; k++) {
			char *name = first_line(st->actions.v[k]);
			char *sp = strpbrk(name, " \t");
			if (sp) *sp = 0;
			char *p = xasprintf("%s/tools/actions/%s", root, name);
			if (access(p, X_OK) < 0) die("step %s: unknown action '%s' (%s is not executable)", st->id, name, p);
			free(p); free(name);
		}
	}

	/* the files in scope, over all selected steps */
	struct strlist files = {0};
	for (long i = from; i <= to; i++)
		for (size_t k = 0; k < m.steps[i].files.n; k++) scope_glob(tree, m.steps[i].files.v[k], &files);
	sl_sort(&files);
	sl_uniq(&files);
	if (!files.n) fprintf(stderr, "kidpush: warning: no file of %s is in the scope of any step\n", tree);

	/* the scratch repository */
	const char *tmpdir = getenv("TMPDIR");
	char *base = xasprintf("%s/kidpush.XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
	if (!mkdtemp(base)) die("cannot create a scratch directory: %s", strerror(errno));
	char *scratch = path_join(base, "tree"), *meta = path_join(base, "meta");
	mkdir_p(scratch);
	mkdir_p(meta);
	struct sigaction sa = {0};
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
	for (size_t i = 0; i < files.n; i++) {
		char *a = path_join(tree, files.v[i]), *b = path_join(scratch, files.v[i]);
		if (copy_file(a, b) < 0) { rm_rf(base); die("cannot copy %s: %s", a, strerror(errno)); }
		free(a); free(b);
	}
	if (git_init_base(scratch, m.steps[from].date, &err) < 0) {
		rm_rf(base);
		die("git failed in the scratch repository: %s", err.s ? err.s : "");
	}

	struct apply_ctx c = {
		.tree = tree, .scratch = scratch, .meta = meta, .cache = o.cache,
		.spatch = "spatch", .spatch_version = sver, .jobs = o.jobs, .timeout = o.timeout,
		.quiet = o.quiet, .progress_tty = isatty(2),
	};
	size_t nsel = (size_t)(to - from + 1);
	struct step_report *rep = xmalloc(nsel * sizeof *rep);
	memset(rep, 0, nsel * sizeof *rep);
	size_t total_failed = 0, total_hits = 0, total_cand = 0;
	int interrupted = 0;
	for (long i = from; i <= to && !interrupted; i++) {
		struct step *st = &m.steps[i];
		struct step_report *r = &rep[i - from];
		r->step = st;
		char *label = xasprintf("[%ld/%zu] step %s", i - from + 1, nsel, st->id);
		c.label = label;
		struct apply_stats s = {0};
		if (st->cocci.n && apply_step(&c, st, rules[i], st->cocci.n, &files, &s) < 0) interrupted = 1;
		free(label);
		if (interrupted || proc_interrupted) { interrupted = 1; sl_free(&s.failures); break; }
		sl_sort(&s.failures);
		for (size_t k = 0; k < s.failures.n; k++) sl_push(&r->failures, xstrdup(s.failures.v[k]));
		sl_free(&s.failures);
		run_actions(root, scratch, st, r);
		if (proc_interrupted) { interrupted = 1; break; }
		total_hits += s.cache_hits;
		total_cand += s.candidates;
		int staged = git_stage_all(scratch, &err);
		if (staged < 0) { rm_rf(base); die("git add failed: %s", err.s ? err.s : ""); }
		if (staged) {
			struct buf names = {0};
			git(scratch, NULL, NULL, &names, "diff", "--cached", "--name-only", NULL);
			for (const char *p = names.s; p && *p; p++) r->files_changed += *p == '\n';
			buf_free(&names);
			if (git_commit(scratch, st->author, st->date, st->subject, st->body, &err) < 0) {
				rm_rf(base);
				die("git commit failed: %s", err.s ? err.s : "");
			}
			r->changed = 1;
		} else if (!o.quiet) {
			fprintf(stderr, "kidpush: step %s (%s) changes nothing: no patch\n", st->id, st->subject);
		}
		for (size_t k = 0; k < r->failures.n; k++)
			fprintf(stderr, "kidpush: step %s: skipped %s\n", st->id, r->failures.v[k]);
		total_failed += r->failures.n;
	}
	if (interrupted) {
		rm_rf(base);
		fprintf(stderr, "\nkidpush: interrupted: nothing written\n");
		return 130;
	}
	int n = emit_series(scratch, &m, rep, nsel, out, &err);
	if (n < 0) {
		rm_rf(base);
		fputs(err.s ? err.s : "", stderr);
		die("no output written");
	}
	if (!o.quiet) {
		fprintf(stderr, "kidpush: %d patch(es) written to %s", n, out);
		if (n) fprintf(stderr, " (+ 0000-cover-letter.patch)");
		fprintf(stderr, "; %zu file(s) skipped; %zu of %zu file runs from the cache\n",
			total_failed, total_hits, total_cand);
	}
	int rc = (total_failed && !o.keep_going) ? 1 : 0;
	if (o.gate) {
		struct strlist dirs = {0};
		for (size_t i = 0; i < files.n; i++) {
			size_t l = strlen(files.v[i]);
			if (l < 2 || strcmp(files.v[i] + l - 2, ".c")) continue;
			char *d = xstrdup(files.v[i]), *s = strrchr(d, '/');
			if (s) *s = 0; else { free(d); d = xstrdup("."); }
			sl_push(&dirs, d);
		}
		sl_sort(&dirs);
		sl_uniq(&dirs);
		struct strlist av = {0};
		sl_pushf(&av, "%s/checks/gate.sh", root);
		sl_push(&av, xstrdup("--tree"));
		sl_push(&av, xstrdup(tree));
		sl_push(&av, xstrdup("--overlay"));
		sl_push(&av, xstrdup(scratch));
		for (size_t i = 0; i < dirs.n; i++) sl_pushf(&av, "%s/", dirs.v[i]);
		sl_push(&av, NULL);
		fflush(NULL);
		pid_t pid = fork();
		if (pid == 0) { execv(av.v[0], av.v); perror(av.v[0]); _exit(2); }
		int st = 0;
		while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
		int grc = pid > 0 && WIFEXITED(st) ? WEXITSTATUS(st) : 2;
		if (grc) rc = grc == 1 ? 1 : 2;
		av.n--;
		sl_free(&av);
		sl_free(&dirs);
	}
	if (o.keep_scratch) fprintf(stderr, "kidpush: scratch repository kept: %s\n", scratch);
	else rm_rf(base);
	return rc;
}
