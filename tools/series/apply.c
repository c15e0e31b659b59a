/* apply.c — see apply.h.
 *
 * The parent selects candidate files (in scope and containing a rule's grep
 * tokens), answers what it can from the content-hash cache, and hands the
 * rest to at most `jobs` worker processes.  A worker runs the step's rules
 * on its file, one spatch per rule, in order, each with a timeout.  On any
 * failure the worker restores the file and leaves a message; the step goes
 * on.  Results do not depend on the order in which workers finish: each
 * file is its own job, and messages are sorted by file. */
#include "apply.h"
#include "proc.h"
#include "query.h"
#include "scope.h"
#include "sha256.h"
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* spatch's argv for one rule on one file */
static char **spatch_argv(const struct apply_ctx *c, const struct step *st,
			  const struct rule *r, const char *file)
{
	struct strlist a = {0};
	sl_push(&a, xstrdup(c->spatch));
	sl_push(&a, xstrdup("--sp-file"));
	sl_push(&a, xstrdup(r->path));
	sl_push(&a, xstrdup("--no-includes"));
	sl_push(&a, xstrdup("--no-show-diff"));
	sl_push(&a, xstrdup("--parse-error-msg"));
	sl_push(&a, xstrdup("--in-place"));
	for (size_t i = 0; i < st->spatch.n; i++) sl_push(&a, xstrdup(st->spatch.v[i]));
	for (size_t i = 0; i < st->include.n; i++) {
		sl_push(&a, xstrdup("-I"));
		sl_push(&a, path_join(c->scratch, st->include.v[i]));
		sl_push(&a, xstrdup("-I"));
		sl_push(&a, path_join(c->tree, st->include.v[i]));
	}
	sl_push(&a, xstrdup(file));
	sl_push(&a, NULL);
	return a.v;
}

static void free_argv(char **v)
{
	for (char **p = v; *p; p++) free(*p);
	free(v);
}

/* Words of a grep query ("a || (b && c)" -> a b c). */
static int line_has_query_word(const char *line, size_t n, const char *query)
{
	if (!query) return 1;
	for (const char *q = query; *q;) {
		while (*q && !(isalnum((unsigned char)*q) || *q == '_')) q++;
		const char *b = q;
		while (*q && (isalnum((unsigned char)*q) || *q == '_')) q++;
		size_t wl = (size_t)(q - b);
		if (!wl) break;
		for (size_t i = 0; i + wl <= n; i++)
			if (!memcmp(line + i, b, wl)) return 1;
	}
	return 0;
}

/* spatch's output says the rule could not be applied to the file: an
 * exception, or a parse error in a region holding one of the rule's tokens
 * (parse errors elsewhere cannot hide a match and are ignored). */
static const char *spatch_trouble(const char *out, const char *query)
{
	static const char *fatal[] = { "EXN:", "Fatal error", "exception", "Exception", NULL };
	const char *why = NULL;
	int parse_error = strstr(out, "parse error") != NULL;
	for (const char *l = out; *l && !why;) {
		const char *e = strchr(l, '\n');
		size_t n = e ? (size_t)(e - l) : strlen(l);
		if (n >= 4 && (!memcmp(l, "BAD:", 4) || !memcmp(l, "bad:", 4))) {
			if (parse_error && line_has_query_word(l + 4, n - 4, query))
				why = "spatch could not parse the code the rule targets";
		} else {
			char *line = xstrndup(l, n);
			for (const char **f = fatal; *f && !why; f++)
				if (strstr(line, *f)) why = "spatch failed";
			free(line);
		}
		if (!e) break;
		l = e + 1;
	}
	return why;
}

static void first_lines(struct buf *dst, const char *src, int max)
{
	int n = 0;
	for (const char *l = src; *l && n < max;) {
		const char *e = strchr(l, '\n');
		size_t len = e ? (size_t)(e - l) : strlen(l);
		int noise = !strncmp(l, "init_defs_builtins", 18) || !strncmp(l, "HANDLING:", 9) ||
			    !strncmp(l, "Warning: PARSING: type defaults", 31) || !strncmp(l, "bad:", 4);
		if (len && !noise) {
			buf_puts(dst, n ? " | " : "");
			buf_add(dst, l, len);
			n++;
		}
		if (!e) break;
		l = e + 1;
	}
}

static void on_term(int sig) { (void)sig; proc_interrupted = 1; }

/* The worker: returns the exit code (0 ok, 1 failed; message in msgpath). */
static int worker(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
		  size_t nrules, const char *rel, const char *msgpath)
{
	struct sigaction sa = {0};
	sa.sa_handler = on_term;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	char *abs = path_join(c->scratch, rel);
	struct buf orig = {0}, cur = {0};
	if (read_file(abs, &orig) < 0) {
		char *m = xasprintf("cannot read: %s", strerror(errno));
		write_file(msgpath, m, strlen(m));
		return 1;
	}
	for (size_t i = 0; i < nrules; i++) {
		if (read_file(abs, &cur) < 0 || !query_match(rules[i].query, cur.s)) continue;
		char **argv = spatch_argv(c, st, &rules[i], rel);
		struct buf out = {0};
		struct proc_opts o = { .cwd = c->scratch, .timeout = c->timeout, .merge_stderr = 1 };
		int rc = proc_run(argv, &o, &out, NULL);
		free_argv(argv);
		const char *why = NULL;
		if (proc_interrupted) _exit(130);
		if (rc == PROC_TIMEOUT) why = "spatch timed out";
		else if (rc != 0) why = "spatch exited with an error";
		else why = spatch_trouble(out.s ? out.s : "", rules[i].query);
		if (why) {
			const char *base = strrchr(rules[i].path, '/');
			struct buf m = {0};
			buf_printf(&m, "%s (%s", why, base ? base + 1 : rules[i].path);
			if (rc == PROC_TIMEOUT) buf_printf(&m, ", after %.0f s", c->timeout);
			else if (rc != 0) buf_printf(&m, ", exit %d", rc);
			buf_puts(&m, ")");
			if (out.len) { buf_puts(&m, ": "); first_lines(&m, out.s, 4); }
			write_file(msgpath, m.s, m.len);
			write_file(abs, orig.s, orig.len);    /* skip the file: restore it */
			return 1;
		}
		buf_free(&out);
	}
	return 0;
}

static void cache_key(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
		      size_t nrules, const char *headers_hash, const char *content, size_t len,
		      char out[65])
{
	struct sha256 h;
	sha256_init(&h);
	sha256_update(&h, "kidpush-cache-1", 16);
	sha256_update(&h, c->spatch_version, strlen(c->spatch_version) + 1);
	for (size_t i = 0; i < st->spatch.n; i++) sha256_update(&h, st->spatch.v[i], strlen(st->spatch.v[i]) + 1);
	for (size_t i = 0; i < st->include.n; i++) sha256_update(&h, st->include.v[i], strlen(st->include.v[i]) + 1);
	for (size_t i = 0; i < nrules; i++) sha256_update(&h, rules[i].hash, 65);
	sha256_update(&h, headers_hash, strlen(headers_hash) + 1);
	sha256_update(&h, content, len);
	sha256_hex(&h, out);
}

/* Hash of the scratch headers a step with include dirs may read: a change to
 * one of them must miss the cache. */
static char *headers_hash(const struct apply_ctx *c, const struct step *st, const struct strlist *files)
{
	if (!st->include.n && !st->spatch.n) return xstrdup("");
	struct sha256 h;
	sha256_init(&h);
	for (size_t i = 0; i < files->n; i++) {
		size_t n = strlen(files->v[i]);
		if (n < 2 || strcmp(files->v[i] + n - 2, ".h")) continue;
		char *abs = path_join(c->scratch, files->v[i]);
		struct buf b = {0};
		if (read_file(abs, &b) == 0) {
			sha256_update(&h, files->v[i], n + 1);
			sha256_update(&h, b.s, b.len);
		}
		buf_free(&b);
		free(abs);
	}
	char hex[65];
	sha256_hex(&h, hex);
	return xstrdup(hex);
}

static char *cache_path(const struct apply_ctx *c, const char *key)
{
	return xasprintf("%s/%.2s/%s", c->cache, key, key + 2);
}

/* Cache entry: "U" (unchanged) or "C" followed by the new content. */
static int cache_get(const struct apply_ctx *c, const char *key, struct buf *res)
{
	if (!c->cache) return 0;
	char *p = cache_path(c, key);
	int ok = read_file(p, res) == 0 && res->len >= 1 && (res->s[0] == 'U' || res->s[0] == 'C');
	free(p);
	return ok;
}

static void cache_put(const struct apply_ctx *c, const char *key, int changed, const struct buf *content)
{
	if (!c->cache) return;
	char *p = cache_path(c, key);
	char *dir = xstrdup(p);
	*strrchr(dir, '/') = 0;
	char *tmp = xasprintf("%s.tmp.%ld", p, (long)getpid());
	if (mkdir_p(dir) == 0) {
		struct buf b = {0};
		buf_puts(&b, changed ? "C" : "U");
		if (changed) buf_add(&b, content->s, content->len);
		if (write_file(tmp, b.s, b.len) == 0) rename(tmp, p);
		else unlink(tmp);
		buf_free(&b);
	}
	free(tmp); free(dir); free(p);
}

struct job {
	const char *rel;
	char key[65];
	struct buf before;
	pid_t pid;
	int done, failed;
};

static void progress(const struct apply_ctx *c, const struct apply_stats *s, size_t done, int final)
{
	if (c->quiet) return;
	if (c->progress_tty)
		fprintf(stderr, "\r%s: %zu/%zu files, %zu changed, %zu failed%s", c->label, done,
			s->candidates, s->changed, s->failed, final ? "\n" : "");
	else if (final)
		fprintf(stderr, "%s: %zu/%zu files, %zu changed, %zu failed\n", c->label, done,
			s->candidates, s->changed, s->failed);
}

int apply_step(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
	       size_t nrules, const struct strlist *files, struct apply_stats *s)
{
	struct job *jobs = xmalloc((files->n ? files->n : 1) * sizeof *jobs);
	size_t njobs = 0;
	char *hh = headers_hash(c, st, files);
	s->scope += files->n;
	for (size_t i = 0; i < files->n; i++) {
		if (!scope_match(&st->files, files->v[i])) continue;
		char *abs = path_join(c->scratch, files->v[i]);
		struct buf b = {0};
		int ok = read_file(abs, &b) == 0;
		free(abs);
		int cand = 0;
		for (size_t r = 0; ok && r < nrules && !cand; r++) cand = query_match(rules[r].query, b.s);
		if (!cand) { buf_free(&b); continue; }
		struct job *j = &jobs[njobs++];
		memset(j, 0, sizeof *j);
		j->rel = files->v[i];
		j->before = b;
		cache_key(c, st, rules, nrules, hh, b.s, b.len, j->key);
	}
	free(hh);
	s->candidates += njobs;
	size_t next = 0, running = 0, done = 0;
	int interrupted = 0;
	progress(c, s, 0, 0);
	while (next < njobs || running) {
		if (proc_interrupted && !interrupted) {
			interrupted = 1;
			for (size_t k = 0; k < next; k++)
				if (jobs[k].pid && !jobs[k].done) kill(-jobs[k].pid, SIGTERM);
		}
		while (!interrupted && running < (size_t)c->jobs && next < njobs) {
			struct job *j = &jobs[next++];
			struct buf hit = {0};
			if (cache_get(c, j->key, &hit)) {
				s->cache_hits++;
				if (hit.s[0] == 'C') {
					char *abs = path_join(c->scratch, j->rel);
					write_file(abs, hit.s + 1, hit.len - 1);
					free(abs);
					s->changed++;
				}
				buf_free(&hit);
				j->done = 1;
				done++;
				continue;
			}
			buf_free(&hit);
			char *msg = xasprintf("%s/msg.%zu", c->meta, (size_t)(j - jobs));
			unlink(msg);
			fflush(NULL);
			pid_t pid = fork();
			if (pid < 0) die("fork: %s", strerror(errno));
			if (pid == 0) {
				setpgid(0, 0);
				_exit(worker(c, st, rules, nrules, j->rel, msg));
			}
			setpgid(pid, pid);
			free(msg);
			j->pid = pid;
			running++;
		}
		if (!running) break;
		int stw;
		pid_t pid = waitpid(-1, &stw, 0);
		if (pid < 0) {
			if (errno == EINTR) continue;
			die("waitpid: %s", strerror(errno));
		}
		struct job *j = NULL;
		for (size_t k = 0; k < next; k++)
			if (jobs[k].pid == pid && !jobs[k].done) { j = &jobs[k]; break; }
		if (!j) continue;
		j->done = 1;
		running--;
		done++;
		if (interrupted) continue;
		s->spatch_runs += nrules;
		char *msg = xasprintf("%s/msg.%zu", c->meta, (size_t)(j - jobs));
		if (!WIFEXITED(stw) || WEXITSTATUS(stw) != 0) {
			struct buf m = {0};
			if (read_file(msg, &m) < 0 || !m.len) {
				buf_free(&m);
				buf_printf(&m, "worker died (status %d)", stw);
			}
			sl_pushf(&s->failures, "%s: %s", j->rel, m.s);
			buf_free(&m);
			s->failed++;
			j->failed = 1;
		} else {
			char *abs = path_join(c->scratch, j->rel);
			struct buf after = {0};
			if (read_file(abs, &after) == 0) {
				int changed = after.len != j->before.len || memcmp(after.s, j->before.s, after.len);
				if (changed) s->changed++;
				cache_put(c, j->key, changed, &after);
			}
			buf_free(&after);
			free(abs);
		}
		unlink(msg);
		free(msg);
		progress(c, s, done, 0);
	}
	if (!interrupted) progress(c, s, done, 1);
	else if (!c->quiet && c->progress_tty) fputc('\n', stderr);
	for (size_t k = 0; k < njobs; k++) buf_free(&jobs[k].before);
	free(jobs);
	return interrupted ? -1 : 0;
}
