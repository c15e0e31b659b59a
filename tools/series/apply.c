/* apply.c — see apply.h.
 *
 * The parent selects candidate files (in scope and containing a rule's grep
 * tokens), answers what it can from the content-hash cache, and hands the
 * rest, in batches (one per worker, at most BATCH_MAX files), to `jobs` worker
 * processes.  A worker runs the step's rules in order; for each rule one
 * spatch takes every file of the batch that can match, each file a group
 * of its own (--file-groups), so that a file's result never depends on
 * its batch.  When that run fails in any way (exit status, timeout, a parse
 * error where the rule looks) the worker undoes it and runs the rule file
 * by file, each with the per-file timeout: a failing file is restored,
 * left out of the later rules and reported; the step goes on.  Results do
 * not depend on -j or on the order in which workers finish.
 *
 * spatch hands file names to /bin/sh (`cp TMP FILE`, `diff FILE TMP`), so
 * it never sees a name from the tree: a worker copies its files to
 * META/msg.N.files/K.EXT, runs spatch there (cwd: the scratch tree, for the
 * steps' relative --include options) with TMPDIR in the scratch directory
 * (both of shell-safe characters, checked by main), and copies the results
 * back.  For every file it was given spatch must say HANDLING or Skipping,
 * and the file must have changed exactly when spatch printed a diff for it;
 * otherwise the file is a failure (re-run alone, then skipped and reported),
 * never "no change", and nothing of it is cached. */
#include "apply.h"
#include "cache.h"
#include "kp-hash.h"
#include "kp-proc.h"
#include "query.h"
#include "scope.h"
#include "tree.h"
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* at most this many files per spatch process; below that, one batch per
 * worker (each spatch start parses the rule again: 0.1 s, 0.7 s with a
 * Python part; one batch per worker measured fastest on fs/xfs) */
#define BATCH_MAX 64

/* spatch's argv for one rule on one file, or (GROUPS set) on the files
 * listed in GROUPS, each a group of its own (--file-groups).  FILE and the
 * names in GROUPS are aliases (worker_alias): spatch passes them to a shell
 * (`cp`, `diff`).  Its diff on stdout is kept: it is the evidence of what
 * spatch changed (verify_run). */
static char **spatch_argv(const struct apply_ctx *c, const struct step *st,
			  const struct rule *r, const char *file, const char *groups)
{
	struct strlist a = {0};
	sl_push(&a, xstrdup(c->spatch));
	sl_push(&a, xstrdup("--sp-file"));
	sl_push(&a, xstrdup(r->path));
	sl_push(&a, xstrdup("--no-includes"));
	sl_push(&a, xstrdup("--parse-error-msg"));
	sl_push(&a, xstrdup("--in-place"));
	for (size_t i = 0; i < st->spatch.n; i++) sl_push(&a, xstrdup(st->spatch.v[i]));
	for (size_t i = 0; i < st->include.n; i++) {
		sl_push(&a, xstrdup("-I"));
		sl_push(&a, path_join(c->scratch, st->include.v[i]));
		sl_push(&a, xstrdup("-I"));
		sl_push(&a, path_join(c->tree, st->include.v[i]));
	}
	if (groups) {
		sl_push(&a, xstrdup("--file-groups"));
		sl_push(&a, xstrdup(groups));
	} else {
		sl_push(&a, xstrdup(file));
	}
	sl_push(&a, NULL);
	return a.v;
}

static void free_argv(char **v)
{
	for (char **p = v; *p; p++) free(*p);
	free(v);
}

/* Does the line hold word W (a whole word)? */
static int line_has_word(const char *line, size_t n, const char *w, size_t wl)
{
	for (size_t i = 0; i + wl <= n; i++)
		if (!memcmp(line + i, w, wl) && (i == 0 || !(isalnum((unsigned char)line[i - 1]) || line[i - 1] == '_')) &&
		    (i + wl == n || !(isalnum((unsigned char)line[i + wl]) || line[i + wl] == '_')))
			return 1;
	return 0;
}

/* Words of a grep query ("a || (b && c)" -> a b c): substrings, as spatch's
 * own grep. */
static int line_has_query_word(const char *line, size_t n, const char *query)
{
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

/* Can a parse error on this line hide a match of the rule?  With a grep
 * query: when the line holds one of its words; without one: when the step
 * names no guard words (cocci/FORMAT "guard:"), or the line holds one. */
static int line_targeted(const char *line, size_t n, const char *query, const struct strlist *guard)
{
	if (query) return line_has_query_word(line, n, query);
	if (!guard || !guard->n) return 1;
	for (size_t k = 0; k < guard->n; k++)
		if (line_has_word(line, n, guard->v[k], strlen(guard->v[k]))) return 1;
	return 0;
}

/* A line of a parse error's region (after "bad:"/"BAD:!!!!!") that belongs
 * to a #define: it starts one, continues the last line (which ended in a
 * backslash) or ends in one.  The rules rewrite C code, not macro bodies: a
 * macro spatch could not parse (nfsd's "#define DECODE_HEAD __be32 *p; \")
 * hides no match.  *CONT says whether the line ended in a backslash. */
static int define_line(const char *l, size_t n, int *cont)
{
	while (n && *l == '!') l++, n--;
	while (n && (*l == ' ' || *l == '\t')) l++, n--;
	while (n && (l[n - 1] == ' ' || l[n - 1] == '\t' || l[n - 1] == '\r')) n--;
	int in = *cont || (n >= 7 && !memcmp(l, "#define", 7)) || (n && l[n - 1] == '\\');
	*cont = n && l[n - 1] == '\\';
	return in;
}

/* spatch's output says the rule could not be applied to the file: an
 * exception, or a parse error in a region holding one of the rule's tokens
 * outside a #define (parse errors elsewhere cannot hide a match and are
 * ignored).  For a parse error *BAD is set to the "BAD:" or "bad:" line of
 * the region. */
static const char *spatch_trouble(const char *out, const char *query, const struct strlist *guard,
				  const char **bad)
{
	static const char *fatal[] = { "EXN:", "Fatal error", "exception", "Exception", NULL };
	const char *why = NULL;
	int parse_error = strstr(out, "parse error") != NULL, cont = 0;
	for (const char *l = out; *l && !why;) {
		const char *e = strchr(l, '\n');
		size_t n = e ? (size_t)(e - l) : strlen(l);
		if (n >= 4 && (!memcmp(l, "BAD:", 4) || !memcmp(l, "bad:", 4))) {
			if (define_line(l + 4, n - 4, &cont)) {
				/* a macro body: no match hidden */
			} else if (parse_error && line_targeted(l + 4, n - 4, query, guard)) {
				why = "spatch could not parse the code the rule targets";
				*bad = l;
			}
		} else {
			cont = 0; /* the region ended */
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

/* The code of a "bad:"/"BAD:!!!!! " line of spatch (its text up to the
 * line's end), without the marker. */
static void bad_code(const char *l, const char **code, size_t *n)
{
	const char *e = strchr(l, '\n');
	size_t len = e ? (size_t)(e - l) : strlen(l);
	const char *c = l + 4, *end = l + len;
	while (c < end && *c == '!') c++;
	if (c < end && *c == ' ') c++;
	while (end > c && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r')) end--;
	*code = c;
	*n = (size_t)(end - c);
}

/* Is LINE (LEN bytes) the code CODE (N bytes), trailing blanks aside? */
static int same_line(const char *line, size_t len, const char *code, size_t n)
{
	while (len && (line[len - 1] == ' ' || line[len - 1] == '\t' || line[len - 1] == '\r')) len--;
	return len == n && !memcmp(line, code, n);
}

/* The line number in TEXT (the file spatch read) of the rejected line BAD
 * of spatch's output: the run of "bad:" lines around it is the region
 * spatch quotes, found in TEXT line by line; 0 when it is not there. */
static long bad_line_number(const char *out, const char *bad, const char *text)
{
	/* the region: consecutive bad:/BAD: lines around BAD */
	const char *first = bad;
	while (first > out) {
		const char *p = first - 1;       /* the '\n' ending the line before */
		const char *b = p;
		while (b > out && b[-1] != '\n') b--;
		if (p - b < 4 || (memcmp(b, "bad:", 4) && memcmp(b, "BAD:", 4))) break;
		first = b;
	}
	size_t at = (size_t)-1, count = 0;      /* at: BAD's index in the region */
	const char *codes[256];
	size_t lens[256];
	for (const char *l = first; l && count < 256 && (!memcmp(l, "bad:", 4) || !memcmp(l, "BAD:", 4));) {
		if (l == bad) at = count;
		bad_code(l, &codes[count], &lens[count]);
		count++;
		const char *e = strchr(l, '\n');
		l = e && strlen(e + 1) >= 4 ? e + 1 : NULL;
	}
	if (at >= count) return 0;
	/* TEXT's lines, tried as the region's start */
	long no = 1;
	for (const char *t = text; t && *t; no++) {
		const char *u = t;
		size_t k = 0;
		for (; k < count && u; k++) {
			const char *e = strchr(u, '\n');
			size_t n = e ? (size_t)(e - u) : strlen(u);
			if (!same_line(u, n, codes[k], lens[k])) break;
			u = e ? e + 1 : NULL;
		}
		if (k == count) return no + (long)at;
		const char *e = strchr(t, '\n');
		t = e ? e + 1 : NULL;
	}
	return 0;
}

/* Appends TEXT (N bytes) to DST with every control character shown as
 * '?': the code of an untrusted file goes to a terminal and a mail. */
static void add_shown(struct buf *dst, const char *text, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)text[i];
		char c = ch == '\t' ? ' ' : (ch < 0x20 || ch == 0x7f) ? '?' : (char)ch;
		buf_add(dst, &c, 1);
	}
}

/* The line where spatch says what went wrong: the first that is not a
 * warning and has "error", "Fatal", "exception" or "EXN:" (spatch prints its
 * warnings before it); SRC itself when there is none. */
static const char *error_line(const char *src)
{
	static const char *const words[] = { "error", "Error", "ERROR", "Fatal", "exception",
					     "Exception", "EXN:", NULL };
	for (const char *l = src; *l;) {
		const char *e = strchr(l, '\n');
		size_t len = e ? (size_t)(e - l) : strlen(l);
		char *line = xstrndup(l, len);
		int hit = 0;
		if (strncmp(line, "warning", 7) && strncmp(line, "Warning", 7))
			for (const char *const *w = words; *w && !hit; w++) hit = strstr(line, *w) != NULL;
		free(line);
		if (hit) return l;
		if (!e) break;
		l = e + 1;
	}
	return src;
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
			add_shown(dst, l, len);
			n++;
		}
		if (!e) break;
		l = e + 1;
	}
}

/* Replaces every occurrence of WHAT in B by WITH. */
static void buf_replace_all(struct buf *b, const char *what, const char *with)
{
	if (!b->s || !*what || !strstr(b->s, what)) return;
	struct buf n = {0};
	const char *p = b->s, *q;
	while ((q = strstr(p, what))) {
		buf_add(&n, p, (size_t)(q - p));
		buf_puts(&n, with);
		p = q + strlen(what);
	}
	buf_puts(&n, p);
	buf_free(b);
	*b = n;
}

/* TEXT has a line that is exactly PFX followed by NAME. */
static int has_line(const char *text, const char *pfx, const char *name)
{
	size_t lp = strlen(pfx), ln = strlen(name);
	for (const char *l = text; l && *l;) {
		const char *e = strchr(l, '\n');
		size_t n = e ? (size_t)(e - l) : strlen(l);
		while (n && l[n - 1] == ' ') n--;
		if (n == lp + ln && !memcmp(l, pfx, lp) && !memcmp(l + lp, name, ln)) return 1;
		l = e ? e + 1 : NULL;
	}
	return 0;
}

/* One file's word from spatch: 0 when it handled or skipped the file
 * (HANDLED_OR_SKIPPED) and the file changed exactly when spatch printed a
 * diff for it, else why not. */
static const char *file_verdict(int handled_or_skipped, int changed, int diffed)
{
	if (!handled_or_skipped) return "spatch did not process the file";
	if (diffed && !changed) return "spatch printed a change but did not write it";
	if (changed && !diffed) return "the file changed without a diff from spatch";
	return NULL;
}

/* The part of spatch's messages ERR about the file ALIAS: from its
 * "HANDLING: ALIAS" line up to the next "HANDLING:" line; NULL when there
 * is none. */
static char *file_part(const char *err, const char *alias)
{
	size_t la = strlen(alias);
	for (const char *l = err; l && *l;) {
		const char *e = strchr(l, '\n');
		size_t n = e ? (size_t)(e - l) : strlen(l);
		while (n && l[n - 1] == ' ') n--;
		if (n == 10 + la && !memcmp(l, "HANDLING: ", 10) && !memcmp(l + 10, alias, la)) {
			const char *b = e ? e + 1 : l + strlen(l), *q = b;
			while (*q && strncmp(q, "HANDLING: ", 10)) {
				const char *nl = strchr(q, '\n');
				q = nl ? nl + 1 : q + strlen(q);
			}
			return xstrndup(b, (size_t)(q - b));
		}
		l = e ? e + 1 : NULL;
	}
	return NULL;
}

/* After a group run that exited 0: OKV[k] 1 for each file whose own
 * messages show no trouble and whose result agrees with spatch's diff
 * (AFTER[k] read); 0 for the others, which are run again alone.  Returns
 * a reason when trouble before the first file makes every file suspect. */
static const char *group_verdicts(const struct step *st, const struct rule *r, char *const *alias,
				  const struct buf *before, struct buf *after, size_t n, const char *out,
				  const char *err, unsigned char *okv)
{
	const char *bad = NULL;
	const char *first = strstr(err, "HANDLING: ");
	char *pre = xstrndup(err, first ? (size_t)(first - err) : strlen(err));
	const char *why = spatch_trouble(pre, r->query, &st->guard, &bad);
	free(pre);
	memset(okv, 0, n);
	if (why) return why;
	for (size_t k = 0; k < n; k++) {
		after[k].len = 0;
		if (read_file(alias[k], &after[k]) < 0) continue;
		int changed = after[k].len != before[k].len || memcmp(after[k].s, before[k].s, after[k].len);
		int diffed = has_line(out, "--- ", alias[k]);
		char *part = file_part(err, alias[k]);
		int seen = part || has_line(err, "Skipping: ", alias[k]);
		const char *fw = file_verdict(seen, changed, diffed);
		if (!fw && part) fw = spatch_trouble(part, r->query, &st->guard, &bad);
		free(part);
		okv[k] = !fw;
	}
	return NULL;
}

/* One spatch run of rule R on the files of the batch: ALIAS[k] holds
 * BEFORE[k] for each k < N.  Checks spatch's word for every file: it must
 * have handled the file ("HANDLING:") or skipped it for want of the rule's
 * tokens ("Skipping:"), and the file must have changed exactly when spatch
 * printed a diff for it.  Returns 0 with AFTER[k] the new contents, or 1
 * with the reason in WHY (spatch's own messages, alias names replaced by
 * RELS[k]). */
static int spatch_run(const struct apply_ctx *c, const struct step *st, const struct rule *r,
		      char *const *alias, const char *const *rels, const struct buf *before,
		      struct buf *after, size_t n, const char *groups, struct buf *why, unsigned char *okv)
{
	if (groups) {
		struct buf g = {0};
		for (size_t k = 0; k < n; k++) buf_printf(&g, "%s%s\n", k ? "\n" : "", alias[k]);
		int ok = write_file(groups, g.s, g.len) == 0;
		buf_free(&g);
		if (!ok) { buf_printf(why, "cannot write %s: %s", groups, strerror(errno)); return 1; }
	}
	char **argv = spatch_argv(c, st, r, groups ? NULL : alias[0], groups);
	char *tmpenv = xasprintf("TMPDIR=%s", c->tmp);
	char *env[] = { tmpenv, NULL };
	struct buf out = {0}, err = {0};
	double limit = c->timeout > 0 ? c->timeout * (double)n * (double)(r->count > 1 ? r->count : 1) : 0;
	struct proc_opts o = { .cwd = c->scratch, .env = env, .timeout = limit };
	int rc = proc_run(argv, &o, &out, &err);
	free_argv(argv);
	free(tmpenv);
	if (proc_interrupted) _exit(130);
	const char *msg = NULL;
	const char *base = r->name ? r->name : strrchr(r->path, '/');
	base = r->name ? base : base ? base + 1 : r->path;
	if (rc == PROC_TIMEOUT) msg = "spatch timed out";
	else if (rc != 0) msg = "spatch exited with an error";
	const char *bad = NULL;
	if (!msg && okv && n > 1) {
		/* a group run that ended well: each file by its own part of
		 * spatch's messages (from its "HANDLING:" line to the next) */
		msg = group_verdicts(st, r, alias, before, after, n, out.s ? out.s : "", err.s ? err.s : "", okv);
		buf_free(&out);
		buf_free(&err);
		int all = !msg;
		for (size_t k = 0; k < n && all; k++) all = okv[k];
		return all ? 0 : 1;
	}
	if (okv) memset(okv, 0, n);
	if (!msg) msg = spatch_trouble(err.s ? err.s : "", r->query, &st->guard, &bad);
	for (size_t k = 0; k < n && !msg; k++) {
		after[k].len = 0;
		if (read_file(alias[k], &after[k]) < 0) { msg = "spatch's result cannot be read"; break; }
		int changed = after[k].len != before[k].len || memcmp(after[k].s, before[k].s, after[k].len);
		int diffed = has_line(out.s, "--- ", alias[k]);
		msg = file_verdict(has_line(err.s, "HANDLING: ", alias[k]) || has_line(err.s, "Skipping: ", alias[k]),
				   changed, diffed);
		if (msg && n > 1) break;
	}
	if (!msg && okv) memset(okv, 1, n);
	if (msg) {
		buf_printf(why, "%s (%s", msg, base);
		if (rc == PROC_TIMEOUT) buf_printf(why, ", after %.0f s", limit);
		else if (rc != 0) buf_printf(why, ", exit %d", rc);
		buf_puts(why, ")");
		if (bad && n == 1) {
			/* FILE:LINE: the code spatch rejected, not its warnings */
			const char *code;
			size_t len;
			bad_code(bad, &code, &len);
			long no = bad_line_number(err.s, bad, before[0].s ? before[0].s : "");
			char *shown = show_name(rels[0]);
			buf_printf(why, ": %s:", shown);
			if (no) buf_printf(why, "%ld:", no);
			buf_puts(why, " rejected '");
			while (len && (*code == ' ' || *code == '\t')) { code++; len--; }
			add_shown(why, code, len > 200 ? 200 : len);
			buf_puts(why, len > 200 ? "...'" : "'");
			if (!no) buf_puts(why, " (line not found in the file)");
			free(shown);
		} else if (bad) {
			buf_puts(why, ": a parse error where the rule looks");
		} else {
			for (size_t k = 0; k < n; k++) {
				char *shown = show_name(rels[k]);
				buf_replace_all(&err, alias[k], shown);
				free(shown);
			}
			struct buf f = {0};
			if (err.len) first_lines(&f, error_line(err.s), 4);   /* the error, not the warnings */
			if (f.len) { buf_puts(why, ": "); buf_puts(why, f.s); }
			buf_free(&f);
		}
	}
	buf_free(&out);
	buf_free(&err);
	return msg ? 1 : 0;
}

/* The name under which spatch sees file K of a worker's batch: spatch hands
 * file names to /bin/sh, so it only ever sees DIR/K.EXT (DIR is made of
 * safe characters, EXT is the file's own extension when alphanumeric). */
static char *worker_alias(const char *dir, size_t k, const char *rel)
{
	const char *b = strrchr(rel, '/');
	b = b ? b + 1 : rel;
	const char *dot = strrchr(b, '.');
	int ok = dot && dot != b && dot[1];
	for (const char *p = dot ? dot + 1 : ""; ok && *p; p++) ok = isalnum((unsigned char)*p);
	return xasprintf("%s/%zu%s", dir, k, ok ? dot : "");
}

/* In a worker: WHAT PATH failed (errno): the message of every file of the
 * batch, and the worker ends. */
static void fail_batch(char *const *msgs, size_t n, const char *what, const char *path) __attribute__((noreturn));
static void fail_batch(char *const *msgs, size_t n, const char *what, const char *path)
{
	int e = errno;
	for (size_t k = 0; k < n; k++) {
		char *m = xasprintf("%s %s: %s", what, path, strerror(e));
		write_file(msgs[k], m, strlen(m));
		free(m);
	}
	_exit(1);
}

/* Rule R on one file (alias ALIAS of REL) holding BEFORE: 0 with AFTER,
 * or 1 with the reason in WHY. */
static int run_alone(const struct apply_ctx *c, const struct step *st, const struct rule *r, char *alias,
		     const char *rel, const struct buf *before, struct buf *after, struct buf *why)
{
	if (write_file(alias, before->s, before->len) < 0) {
		buf_printf(why, "cannot write %s: %s", alias, strerror(errno));
		return 1;
	}
	return spatch_run(c, st, r, &alias, &rel, before, after, 1, NULL, why, NULL);
}

/* The rules of pass PS one by one on one file (after the pass's one run
 * failed for it): 0 with AFTER, or 1 with the reason in WHY. */
static int run_rules_alone(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
			   const struct pass *ps, char *alias, const char *rel, const struct buf *before,
			   struct buf *after, struct buf *why)
{
	struct buf text = {0};
	buf_add(&text, before->s ? before->s : "", before->len);
	int bad = 0;
	for (size_t j = 0; j < ps->n && !bad; j++) {
		const struct rule *r = &rules[ps->first + j];
		if (!query_match(r->query, text.s)) continue;
		struct buf out = {0};
		bad = run_alone(c, st, r, alias, rel, &text, &out, why);
		if (!bad) { buf_free(&text); text = out; }
		else buf_free(&out);
	}
	if (!bad) { buf_free(after); *after = text; }
	else buf_free(&text);
	return bad;
}

/* Can a rule of pass PS match CONTENT (its grep queries)? */
static int pass_match(const struct rule *rules, const struct pass *ps, const char *content)
{
	for (size_t j = 0; j < ps->n; j++)
		if (query_match(rules[ps->first + j].query, content)) return 1;
	return 0;
}

/* A worker's batch: its N files, their contents at the start (to restore
 * one that fails) and now, each file's alias (the name spatch sees) and the
 * files of one pass (sub/salias/sbefore/safter, IDX their place in the
 * batch); FAILED files are out of the later passes. */
struct wbatch {
	const struct apply_ctx *c;
	const struct step *st;
	const struct rule *rules;
	const char *const *rels;
	char *const *msgs;
	size_t n;
	struct buf *orig, *cur, *sbefore, *safter;
	char **abs, **alias, **salias;
	const char **sub;
	size_t *idx;
	unsigned char *failed, *gok;
	char *groups, *adir;
};

/* the batch's files read, their aliases under B->adir and its "aliases" map */
static void batch_open(struct wbatch *b)
{
	size_t n = b->n;
	b->orig = xcalloc(n, sizeof *b->orig);
	b->cur = xcalloc(n, sizeof *b->cur);
	b->sbefore = xcalloc(n, sizeof *b->sbefore);
	b->safter = xcalloc(n, sizeof *b->safter);
	b->abs = xmalloc(n * sizeof *b->abs);
	b->alias = xmalloc(n * sizeof *b->alias);
	b->salias = xmalloc(n * sizeof *b->salias);
	b->sub = xmalloc(n * sizeof *b->sub);
	b->idx = xmalloc(n * sizeof *b->idx);
	b->failed = xmalloc(n);
	b->gok = xmalloc(n);
	b->groups = xasprintf("%s.groups", b->msgs[0]);
	b->adir = xasprintf("%s.files", b->msgs[0]);
	if (mkdir_p(b->adir) < 0) fail_batch(b->msgs, n, "cannot create", b->adir);
	for (size_t k = 0; k < n; k++) {
		b->abs[k] = path_join(b->c->scratch, b->rels[k]);
		b->alias[k] = worker_alias(b->adir, k, b->rels[k]);
		b->failed[k] = read_file(b->abs[k], &b->orig[k]) < 0;
		const char *nul = b->failed[k] || !b->orig[k].len ? NULL : memchr(b->orig[k].s, 0, b->orig[k].len);
		if (b->failed[k] || nul) {
			/* spatch reads a file only up to a NUL byte: its word on the
			 * rest would be "no change" */
			char *m = nul ? xasprintf("has a NUL byte at offset %zu: spatch would read only "
						  "what is before it; not converted", (size_t)(nul - b->orig[k].s))
				      : xasprintf("cannot read: %s", strerror(errno));
			b->failed[k] = 1;
			write_file(b->msgs[k], m, strlen(m));
			free(m);
		}
	}
	/* DIR/aliases: "alias NUL tree-relative name NUL" per file, as data for
	 * rules that need a file's real name (cocci/kuid's plan positions). */
	struct buf am = {0};
	for (size_t k = 0; k < n; k++) {
		buf_add(&am, b->alias[k], strlen(b->alias[k]) + 1);
		buf_add(&am, b->rels[k], strlen(b->rels[k]) + 1);
	}
	char *amap = xasprintf("%s/aliases", b->adir);
	if (write_file(amap, am.s, am.len) < 0) fail_batch(b->msgs, n, "cannot write", amap);
	free(amap);
	buf_free(&am);
}

static void batch_close(struct wbatch *b)
{
	unlink(b->groups);
	rm_rf(b->adir);
	for (size_t k = 0; k < b->n; k++) {
		buf_free(&b->orig[k]); buf_free(&b->cur[k]); buf_free(&b->safter[k]);
		free(b->abs[k]); free(b->alias[k]);
	}
	free(b->orig); free(b->cur); free(b->sbefore); free(b->safter); free(b->abs); free(b->alias);
	free(b->salias); free(b->sub); free(b->idx); free(b->failed); free(b->gok); free(b->groups);
	free(b->adir);
}

/* the Q-th file of the pass PS after its run: a file spatch did not do well
 * in the pass's one run (B->gok) runs alone (rule by rule for a pass of
 * several); its result written, or the file restored and failed */
static void pass_file(struct wbatch *b, const struct pass *ps, const struct rule *r, size_t q)
{
	size_t k = b->idx[q];
	struct buf why = {0};
	int bad = 0;
	if (!b->gok[q]) {
		bad = run_alone(b->c, b->st, r, b->salias[q], b->sub[q], &b->sbefore[q], &b->safter[q], &why);
		if (bad && ps->n > 1) {
			why.len = 0;
			bad = run_rules_alone(b->c, b->st, b->rules, ps, b->salias[q], b->sub[q], &b->sbefore[q],
					      &b->safter[q], &why);
		}
	}
	if (!bad && (b->safter[q].len != b->sbefore[q].len ||
		     memcmp(b->safter[q].s, b->sbefore[q].s, b->safter[q].len)) &&
	    write_file(b->abs[k], b->safter[q].s, b->safter[q].len) < 0) {
		buf_printf(&why, "cannot write the result: %s", strerror(errno));
		bad = 1;
	}
	if (bad) {
		write_file(b->msgs[k], why.s, why.len);
		write_file(b->abs[k], b->orig[k].s, b->orig[k].len);    /* skip the file: restore it */
		b->failed[k] = 1;
	}
	buf_free(&why);
}

/* one pass over the batch's files that can match it */
static void run_pass(struct wbatch *b, const struct pass *ps)
{
	const struct rule *r = ps->n > 1 ? &ps->one : &b->rules[ps->first];
	size_t m = 0;
	for (size_t k = 0; k < b->n; k++) {
		if (b->failed[k]) continue;
		buf_free(&b->cur[k]);
		if (read_file(b->abs[k], &b->cur[k]) < 0 || !pass_match(b->rules, ps, b->cur[k].s)) continue;
		b->sub[m] = b->rels[k];
		b->salias[m] = b->alias[k];
		b->sbefore[m] = b->cur[k];
		b->idx[m++] = k;
	}
	/* one spatch for all; a file it did not do well (its own messages,
	 * its diff) or all after a failure of the run: one per file */
	memset(b->gok, 0, b->n);
	if (m > 1) {
		int wrote = 1;
		for (size_t q = 0; q < m && wrote; q++)
			wrote = write_file(b->salias[q], b->sbefore[q].s, b->sbefore[q].len) == 0;
		struct buf why = {0};
		if (wrote)
			spatch_run(b->c, b->st, r, b->salias, b->sub, b->sbefore, b->safter, m, b->groups, &why, b->gok);
		buf_free(&why);
	}
	for (size_t q = 0; q < m; q++)
		pass_file(b, ps, r, q);
}

/* The worker: the step's passes, in order, on the N files RELS (one spatch
 * per pass for all files that can match, file by file after a failure; a
 * pass of several rules that fails for a file, rule by rule for it).
 * A file that fails is restored and left out of the later passes; its
 * message goes to MSGS[k].  Returns 0, or 1 when it could not run. */
static int worker(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
		  const struct pass *passes, size_t npasses, const char *const *rels, size_t n,
		  char *const *msgs)
{
	sig_install();   /* (inherited from the driver already: INT, TERM, HUP end the spatch runs) */
	struct wbatch b = { .c = c, .st = st, .rules = rules, .rels = rels, .msgs = msgs, .n = n };
	batch_open(&b);
	for (size_t i = 0; i < npasses; i++)
		run_pass(&b, &passes[i]);
	batch_close(&b);
	return 0;
}

static void cache_key(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
		      size_t nrules, const struct pass *passes, size_t npasses, const char *headers_hash, const char *rel,
		      const char *content, size_t len, char out[65])
{
	struct kp_hash *h = kp_hash_new();
	/* -3: keyed by name and content (-2 by content alone, -1 unverified: never read) */
	kp_hash_update(h, "kidpush-cache-3", 16);
	kp_hash_update(h, c->spatch_version, strlen(c->spatch_version) + 1);
	for (size_t i = 0; i < st->spatch.n; i++) kp_hash_update(h, st->spatch.v[i], strlen(st->spatch.v[i]) + 1);
	for (size_t i = 0; i < st->include.n; i++) kp_hash_update(h, st->include.v[i], strlen(st->include.v[i]) + 1);
	/* guard words decide whether a parse error skips the file */
	if (st->guard.n) kp_hash_update(h, "guard", 6);
	for (size_t i = 0; i < st->guard.n; i++) kp_hash_update(h, st->guard.v[i], strlen(st->guard.v[i]) + 1);
	for (size_t i = 0; i < nrules; i++) kp_hash_update(h, rules[i].hash, 65);
	/* how the rules were grouped into spatch runs */
	for (size_t i = 0; i < npasses; i++) {
		char g[64];
		int len = snprintf(g, sizeof g, "pass %zu+%zu", passes[i].first, passes[i].n);
		kp_hash_update(h, g, (size_t)len + 1);
	}
	kp_hash_update(h, headers_hash, strlen(headers_hash) + 1);
	/* the file's name: a rule may depend on it (cocci/kuid finds a file's plan
	 * entries by it), so two files of the same text are two entries */
	kp_hash_update(h, rel, strlen(rel) + 1);
	kp_hash_update(h, content, len);
	kp_hash_hex(h, out);
}

/* May spatch read files of the tree other than the one it works on?  With
 * include dirs, or any option of the step but "-D NAME[=VALUE]" (a virtual
 * rule or a value the rule reads: the value is in the key; a file it names
 * must be named by its content, as convert's plan-SHA.json is). */
static int reads_others(const struct step *st)
{
	if (st->include.n) return 1;
	for (size_t i = 0; i < st->spatch.n; i++) {
		if (strcmp(st->spatch.v[i], "-D") || i + 1 == st->spatch.n) return 1;
		i++;
	}
	return 0;
}

/* Hash of the scratch headers a step whose spatch may read other files (its
 * include dirs, an --include) may read: a change to one of them must miss
 * the cache. */
static char *headers_hash(const struct apply_ctx *c, const struct step *st, const struct strlist *files)
{
	if (!reads_others(st)) return xstrdup("");
	struct kp_hash *h = kp_hash_new();
	for (size_t i = 0; i < files->n; i++) {
		size_t n = strlen(files->v[i]);
		if (n < 2 || strcmp(files->v[i] + n - 2, ".h")) continue;
		char *abs = path_join(c->scratch, files->v[i]);
		struct buf b = {0};
		if (read_file(abs, &b) == 0) {
			kp_hash_update(h, files->v[i], n + 1);
			kp_hash_update(h, b.s, b.len);
		}
		buf_free(&b);
		free(abs);
	}
	char hex[65];
	kp_hash_hex(h, hex);
	return xstrdup(hex);
}

static char *cache_path(const struct apply_ctx *c, const char *key)
{
	return xasprintf("%s/%.2s/%s", c->cache, key, key + 2);
}

/* Cache payload: "U" (unchanged) or "C" followed by the new content; the
 * entry verifies itself (cache.h): a bad one is discarded and recomputed. */
static int cache_get(const struct apply_ctx *c, const char *key, struct buf *res)
{
	if (!c->cache) return 0;
	char *p = cache_path(c, key);
	int ok = cache_load(p, key, res);
	if (ok && !((res->len == 1 && res->s[0] == 'U') || (res->len >= 1 && res->s[0] == 'C'))) {
		warning("cache entry %s holds no spatch result: discarded, recomputing", p);
		unlink(p);
		ok = 0;
	}
	free(p);
	return ok;
}

static void cache_put(const struct apply_ctx *c, const char *key, int changed, const struct buf *content)
{
	if (!c->cache) return;
	char *p = cache_path(c, key);
	struct buf b = {0};
	buf_puts(&b, changed ? "C" : "U");
	if (changed) buf_add(&b, content->s, content->len);
	cache_store(p, key, b.s, b.len);
	buf_free(&b);
	free(p);
}

struct job {
	const char *rel;
	char key[65];
	struct buf before;
	char *msg;          /* message file of the worker */
};

/* A batch of jobs for one worker process. */
struct batch {
	size_t first, n;    /* todo[first .. first+n) */
};

/* What the worker pool's callbacks share (proc_pool_run). */
struct pool_data {
	const struct apply_ctx *c;
	const struct step *st;
	const struct rule *rules;
	const struct pass *passes;
	size_t npasses;
	struct job **todo;
	struct batch *b;
	size_t nb, next, done;
	struct apply_stats *s;
	int ahead;          /* apply_ahead: results go to the cache only */
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

/* After a batch: per file, a failure message or the new content (cached).
 * AHEAD (apply_ahead): the file belongs to a later step, so the scratch tree
 * gets its content back; a failure is not reported (nor cached): its own
 * step meets it again and reports it. */
static void collect(const struct apply_ctx *c, struct job *j, int died, int stw, struct apply_stats *s,
		    int ahead)
{
	struct buf m = {0};
	char *shown = show_name(j->rel);      /* names are data: one line each */
	if (ahead) {
		char *abs = path_join(c->scratch, j->rel);
		struct buf after = {0};
		if (!died && !(read_file(j->msg, &m) == 0 && m.len) && read_file(abs, &after) == 0) {
			int changed = after.len != j->before.len || memcmp(after.s, j->before.s, after.len);
			cache_put(c, j->key, changed, &after);
		}
		write_file(abs, j->before.s, j->before.len);
		buf_free(&after);
		free(abs);
	} else if (read_file(j->msg, &m) == 0 && m.len) {
		sl_pushf(&s->failures, "%s: %s", shown, m.s);
		s->failed++;
	} else if (died) {
		char *abs = path_join(c->scratch, j->rel);
		write_file(abs, j->before.s, j->before.len);
		free(abs);
		sl_pushf(&s->failures, "%s: worker died (status %d)", shown, stw);
		s->failed++;
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
	buf_free(&m);
	free(shown);
	unlink(j->msg);
}

/* spatch parses C: a step's rules see only the .c and .h files of its scope;
 * its other files (init/Kconfig for an action) are left to its actions. */
static int is_c_source(const char *rel)
{
	size_t n = strlen(rel);
	return n > 2 && rel[n - 2] == '.' && (rel[n - 1] == 'c' || rel[n - 1] == 'h');
}

static int next_batch(void *data, void **task)
{
	struct pool_data *pd = data;
	if (pd->next == pd->nb) return 0;
	struct batch *bt = &pd->b[pd->next++];
	for (size_t q = 0; q < bt->n; q++) unlink(pd->todo[bt->first + q]->msg);
	*task = bt;
	return 1;
}

/* In the worker process. */
static int run_batch(void *data, void *task)
{
	struct pool_data *pd = data;
	struct batch *bt = task;
	const char **rels = xmalloc(bt->n * sizeof *rels);
	char **msgs = xmalloc(bt->n * sizeof *msgs);
	for (size_t q = 0; q < bt->n; q++) {
		rels[q] = pd->todo[bt->first + q]->rel;
		msgs[q] = pd->todo[bt->first + q]->msg;
	}
	int rc = worker(pd->c, pd->st, pd->rules, pd->passes, pd->npasses, rels, bt->n, msgs);
	free(rels);
	free(msgs);
	return rc;
}

static void batch_finished(void *data, void *task, int stw)
{
	struct pool_data *pd = data;
	struct batch *bt = task;
	pd->done += bt->n;
	pd->s->spatch_runs += pd->npasses;
	int died = !WIFEXITED(stw) || WEXITSTATUS(stw) != 0;
	for (size_t q = 0; q < bt->n; q++) collect(pd->c, pd->todo[bt->first + q], died, stw, pd->s, pd->ahead);
	if (!pd->ahead) progress(pd->c, pd->s, pd->done, 0);
}

/* The N jobs TODO into NB batches of at most PER files, of about the same
 * size in bytes (spatch's time grows with it), so that the workers finish
 * together: the largest file first, each to the batch with the fewest
 * bytes that has room.  TODO is reordered batch by batch, the files of a
 * batch in their order; B gets the batches.  A file's result does not
 * depend on its batch (each file is a group of its own). */
static void balance(struct job **todo, size_t n, struct batch *b, size_t nb, size_t per)
{
	if (!n) return;
	size_t *len = xmalloc(n * sizeof *len);
	size_t *bin = xmalloc(n * sizeof *bin), *load = xcalloc(nb, sizeof *load), *cnt = xcalloc(nb, sizeof *cnt);
	for (size_t i = 0; i < n; i++) len[i] = todo[i]->before.len;
	size_t *o = order_larger_first(len, n);
	for (size_t i = 0; i < n; i++) {
		size_t best = nb;
		for (size_t k = 0; k < nb; k++)
			if (cnt[k] < per && (best == nb || load[k] < load[best])) best = k;
		bin[o[i]] = best;
		load[best] += len[o[i]];
		cnt[best]++;
	}
	struct job **sorted = xmalloc(n * sizeof *sorted);
	size_t at = 0;
	for (size_t k = 0; k < nb; k++) {
		b[k] = (struct batch){ at, cnt[k] };
		for (size_t i = 0; i < n; i++)
			if (bin[i] == k) sorted[at++] = todo[i];
	}
	memcpy(todo, sorted, n * sizeof *todo);
	free(sorted); free(o); free(len); free(bin); free(load); free(cnt);
}

/* The jobs of step ST: the C files of FILES in its scope that a rule can
 * match (in the scratch tree as it is now), each with its cache key and a
 * message file META/PFX.N; appended to JOBS[*NJOBS]. */
static void add_jobs(const struct apply_ctx *c, const struct step *st, const struct rule *rules, size_t nrules,
		     const struct pass *passes, size_t npasses, const struct strlist *files, const char *pfx,
		     struct job *jobs, size_t *njobs)
{
	char *hh = headers_hash(c, st, files);
	for (size_t i = 0; i < files->n; i++) {
		if (!scope_match(&st->files, files->v[i]) || !is_c_source(files->v[i])) continue;
		char *abs = path_join(c->scratch, files->v[i]);
		struct buf b = {0};
		int ok = read_file(abs, &b) == 0;
		free(abs);
		/* a NUL byte hides the rest from the query (and from spatch): the
		 * worker names the file as skipped */
		int cand = ok && b.len && memchr(b.s, 0, b.len);
		for (size_t r = 0; ok && r < nrules && !cand; r++) cand = query_match(rules[r].query, b.s);
		if (!cand) { buf_free(&b); continue; }
		struct job *j = &jobs[(*njobs)++];
		memset(j, 0, sizeof *j);
		j->rel = files->v[i];
		j->before = b;
		j->msg = xasprintf("%s/%s.%zu", c->meta, pfx, *njobs - 1);
		cache_key(c, st, rules, nrules, passes, npasses, hh, j->rel, b.s, b.len, j->key);
	}
	free(hh);
}

/* TODO[0..NTODO) in batches, one per worker (at most BATCH_MAX files each),
 * on the pool of worker processes: ST's spatch options and guard words,
 * RULES in PASSES.  Returns 0, or -1 when interrupted. */
static int run_batches(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
		       const struct pass *passes, size_t npasses, struct job **todo, size_t ntodo, size_t done,
		       struct apply_stats *s, int ahead)
{
	size_t per = (ntodo + (size_t)c->jobs - 1) / (size_t)c->jobs;
	if (per < 1) per = 1;
	if (per > BATCH_MAX) per = BATCH_MAX;
	size_t nb = (ntodo + per - 1) / per;
	struct batch *b = xmalloc((nb ? nb : 1) * sizeof *b);
	balance(todo, ntodo, b, nb, per);
	struct pool_data pd = { c, st, rules, passes, npasses, todo, b, nb, 0, done, s, ahead };
	struct proc_pool pool = { c->jobs, &pd, next_batch, run_batch, batch_finished };
	int interrupted = proc_pool_run(&pool) < 0;
	if (!ahead) {
		if (!interrupted) progress(c, s, pd.done, 1);
		else if (!c->quiet && c->progress_tty) fputc('\n', stderr);
	}
	free(b);
	return interrupted ? -1 : 0;
}

static void free_jobs(struct job *jobs, size_t njobs)
{
	for (size_t k = 0; k < njobs; k++) { buf_free(&jobs[k].before); free(jobs[k].msg); }
	free(jobs);
}

int apply_step(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
	       size_t nrules, const struct pass *passes, size_t npasses, const struct strlist *files,
	       struct apply_stats *s)
{
	struct job *jobs = xmalloc((files->n ? files->n : 1) * sizeof *jobs);
	size_t njobs = 0;
	s->scope += files->n;
	add_jobs(c, st, rules, nrules, passes, npasses, files, "msg", jobs, &njobs);
	s->candidates += njobs;
	progress(c, s, 0, 0);

	/* answers from the cache; the rest in batches, one per worker */
	struct job **todo = xmalloc((njobs ? njobs : 1) * sizeof *todo);
	size_t ntodo = 0, done = 0;
	for (size_t k = 0; k < njobs; k++) {
		struct job *j = &jobs[k];
		struct buf hit = {0};
		if (cache_get(c, j->key, &hit)) {
			s->cache_hits++;
			if (hit.s[0] == 'C') {
				char *abs = path_join(c->scratch, j->rel);
				if (write_file(abs, hit.s + 1, hit.len - 1) < 0) {
					int e = errno;
					char *shown = show_name(j->rel);
					sl_pushf(&s->failures, "%s: cannot write the cached result: %s", shown,
						 strerror(e));
					free(shown);
					s->failed++;
					write_file(abs, j->before.s, j->before.len);
				} else {
					s->changed++;
				}
				free(abs);
			}
			done++;
		} else {
			todo[ntodo++] = j;
		}
		buf_free(&hit);
	}
	int rc = run_batches(c, st, rules, passes, npasses, todo, ntodo, done, s, 0);
	free_jobs(jobs, njobs);
	free(todo);
	return rc;
}

int apply_ahead(const struct apply_ctx *c, const struct step *const *steps, size_t nsteps,
		const struct rule *rules, size_t nrules, const struct pass *passes, size_t npasses,
		const struct strlist *files)
{
	if (!c->cache || nsteps < 2) return 0;
	/* the guard words of the run: a parse error counts where it would for
	 * any of the steps (none: every line counts), so a file that passes
	 * here passes in its own step */
	struct step g = *steps[0];
	memset(&g.guard, 0, sizeof g.guard);
	int all_lines = 0;
	for (size_t i = 0; i < nsteps; i++) {
		all_lines |= !steps[i]->guard.n;
		for (size_t k = 0; k < steps[i]->guard.n; k++) sl_pushs(&g.guard, steps[i]->guard.v[k]);
	}
	if (all_lines) sl_free(&g.guard);
	sl_sort(&g.guard);
	sl_uniq(&g.guard);
	size_t cap = files->n * nsteps;
	struct job *jobs = xmalloc((cap ? cap : 1) * sizeof *jobs);
	size_t njobs = 0;
	for (size_t i = 0; i < nsteps; i++)
		add_jobs(c, steps[i], rules, nrules, passes, npasses, files, "ahead", jobs, &njobs);
	/* a file in two of the steps: only for the first (the second meets
	 * it changed, under another key) */
	struct job **todo = xmalloc((njobs ? njobs : 1) * sizeof *todo);
	size_t ntodo = 0;
	for (size_t k = 0; k < njobs; k++) {
		int dup = 0;
		for (size_t q = 0; q < k && !dup; q++) dup = !strcmp(jobs[q].rel, jobs[k].rel);
		struct buf hit = {0};
		if (!dup && !cache_get(c, jobs[k].key, &hit)) todo[ntodo++] = &jobs[k];
		buf_free(&hit);
	}
	struct apply_stats s = {0};
	if (ntodo && !c->quiet)
		fprintf(stderr, "%s: their %zu file(s) go through spatch together first\n", c->label, ntodo);
	int rc = ntodo ? run_batches(c, &g, rules, passes, npasses, todo, ntodo, 0, &s, 1) : 0;
	sl_free(&s.failures);
	sl_free(&g.guard);
	free_jobs(jobs, njobs);
	free(todo);
	return rc;
}
