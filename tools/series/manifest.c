/* manifest.c — parse a series manifest; see cocci/FORMAT. */
#include "manifest.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *trim(char *s)
{
	while (isspace((unsigned char)*s)) s++;
	size_t n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1])) s[--n] = 0;
	return s;
}

static void split_words(const char *v, struct strlist *out)
{
	const char *p = v;
	while (*p) {
		while (isspace((unsigned char)*p)) p++;
		if (!*p) break;
		const char *q = p;
		while (*q && !isspace((unsigned char)*q)) q++;
		sl_push(out, xstrndup(p, (size_t)(q - p)));
		p = q;
	}
}

int split_ident(const char *ident, char **name, char **mail)
{
	const char *lt = strchr(ident, '<'), *gt = lt ? strchr(lt, '>') : NULL;
	if (!lt || !gt) return -1;
	char *n = xstrndup(ident, (size_t)(lt - ident));
	char *t = trim(n);
	size_t len = strlen(t);
	if (len >= 2 && t[0] == '"' && t[len - 1] == '"') { t[len - 1] = 0; t++; }
	*name = xstrdup(t);
	free(n);
	*mail = xstrndup(lt + 1, (size_t)(gt - lt - 1));
	return 0;
}

/* One-line values that go to git through its environment or argv: a kernel
 * has no such value over this length, and execve refuses an argument over
 * 128 KiB, which would only show after every step had run. */
#define MAX_ONE_LINE 4096

/* The first of the N values VALS (named NAMES) over MAX_ONE_LINE bytes. */
static const char *long_value(const char *const *vals, const char *const *names, int n)
{
	for (int i = 0; i < n; i++)
		if (vals[i] && strlen(vals[i]) > MAX_ONE_LINE) return names[i];
	return NULL;
}

/* A path of the manifest is relative to the tree (or to the scratch copy of
 * it) and stays inside it: not absolute, no ".." component.  OPTS: words
 * starting with '-' are options, not paths. */
static int bad_path(const char *w)
{
	if (w[0] == '/') return 1;
	for (const char *p = w; (p = strstr(p, "..")); p += 2)
		if ((p == w || p[-1] == '/') && (!p[2] || p[2] == '/')) return 1;
	return 0;
}

static int check_words(const struct strlist *w, const char *key, const char *file,
		       const struct step *s, struct buf *err, int opts)
{
	int bad = 0;
	for (size_t i = 0; i < w->n; i++) {
		const char *v = w->v[i];
		if (opts && v[0] == '-') {
			const char *eq = strchr(v, '=');   /* --opt=PATH */
			if (!eq || !bad_path(eq + 1)) continue;
			v = eq + 1;
		}
		if (!bad_path(v)) continue;
		buf_printf(err, "%s:%d: step %s: '%s: ... %s': paths must stay inside the tree "
			   "(relative, without '..')\n", file, s->line, s->id, key, w->v[i]);
		bad = 1;
	}
	return bad;
}

static void set_once(char **field, const char *v, const char *key, const char *file,
		     int line, struct buf *err, int *bad)
{
	if (*field) {
		buf_printf(err, "%s:%d: '%s' given twice\n", file, line, key);
		*bad = 1;
		return;
	}
	*field = xstrdup(v);
}

static int has_control(const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		if (*p < 0x20 || *p == 0x7f) return 1;
	return 0;
}

/* cover-skipped lines (the "| " block TEXT, from line LINE on): each
 * "STAGE: FILE: FIRST ERROR LINE", STAGE a word of letters, digits, '-'
 * and '_', the rest any text without control characters. */
static int parse_skipped(const char *text, const char *file, int line, struct strlist *out, struct buf *err)
{
	int bad = 0;
	for (const char *l = text, *nl; l && *l; l = nl ? nl + 1 : NULL) {
		nl = strchr(l, '\n');
		char *v = nl ? xstrndup(l, (size_t)(nl - l)) : xstrdup(l);
		line++;
		if (!*v) { free(v); continue; }
		size_t w = strspn(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
		const char *rest = v + w + 2;
		if (!w || v[w] != ':' || v[w + 1] != ' ' || !*rest || has_control(v) ||
		    !strstr(rest, ": ") || strstr(rest, ": ") == rest) {
			buf_printf(err, "%s:%d: cover-skipped: expected '| STAGE: FILE: FIRST ERROR LINE' "
				   "(one line, no control characters)\n", file, line);
			bad = 1;
			free(v);
			continue;
		}
		sl_push(out, v);
	}
	return bad;
}

/* The parse of one manifest: where it is, the text block ("| " lines)
 * being collected and into which field it goes. */
struct parse {
	struct manifest *m;
	const char *path;
	struct buf *err;
	int bad, lineno;
	char **body;                  /* body being collected */
	struct buf bodybuf;
	char *cover_skipped;          /* the cover-skipped text */
	int skipped_line;
	struct step *st;              /* the current step, NULL before the first */
};

/* the end of a "| " block: trailing empty lines dropped, into its field */
static void end_body(struct parse *ps)
{
	struct buf *b = &ps->bodybuf;
	while (b->len && b->s[b->len - 1] == '\n' && (b->len == 1 || b->s[b->len - 2] == '\n'))
		b->s[--b->len] = 0;
	free(*ps->body);          /* a text given twice (an error) */
	*ps->body = b->s ? b->s : xstrdup("");
	memset(b, 0, sizeof *b);
	ps->body = NULL;
}

/* a "| " block follows for FIELD (KEY: reported when given twice) */
static void start_body(struct parse *ps, char **field, const char *key)
{
	if (*field) {
		buf_printf(ps->err, "%s:%d: '%s' given twice\n", ps->path, ps->lineno, key);
		ps->bad = 1;
	}
	ps->body = field;
}

/* a key before the first step: the series' own */
static void header_key(struct parse *ps, const char *key, const char *val)
{
	struct manifest *m = ps->m;
	char **once = !strcmp(key, "prefix") ? &m->prefix
		: !strcmp(key, "cover-subject") ? &m->cover_subject
		: !strcmp(key, "cover-author") ? &m->cover_author
		: !strcmp(key, "cover-date") ? &m->cover_date
		: !strcmp(key, "cover-source") ? &m->cover_source : NULL;
	if (once) {
		set_once(once, val, key, ps->path, ps->lineno, ps->err, &ps->bad);
	} else if (!strcmp(key, "cover-skipped")) {
		start_body(ps, &ps->cover_skipped, key);
		ps->skipped_line = ps->lineno;
	} else if (!strcmp(key, "cover-body")) {
		start_body(ps, &m->cover_body, key);
	} else {
		buf_printf(ps->err, "%s:%d: unknown series key '%s' (or missing 'step:' before it)\n", ps->path,
			   ps->lineno, key);
		ps->bad = 1;
	}
}

/* cocci: the rule files, relative to the manifest's directory */
static void cocci_key(struct parse *ps, const char *val)
{
	struct strlist w = {0};
	split_words(val, &w);
	for (size_t i = 0; i < w.n; i++) {
		char *p = w.v[i][0] == '/' ? xstrdup(w.v[i]) : path_join(ps->m->dir, w.v[i]);
		if (!is_file(p)) {
			buf_printf(ps->err, "%s:%d: rule file %s not found\n", ps->path, ps->lineno, p);
			ps->bad = 1;
		}
		sl_push(&ps->st->cocci, p);
	}
	sl_free(&w);
}

/* a key of the current step */
static void step_key(struct parse *ps, const char *key, const char *val)
{
	struct step *st = ps->st;
	if (!strcmp(key, "subject")) set_once(&st->subject, val, key, ps->path, ps->lineno, ps->err, &ps->bad);
	else if (!strcmp(key, "author")) set_once(&st->author, val, key, ps->path, ps->lineno, ps->err, &ps->bad);
	else if (!strcmp(key, "date")) set_once(&st->date, val, key, ps->path, ps->lineno, ps->err, &ps->bad);
	else if (!strcmp(key, "files")) split_words(val, &st->files);
	else if (!strcmp(key, "spatch")) split_words(val, &st->spatch);
	else if (!strcmp(key, "include")) split_words(val, &st->include);
	else if (!strcmp(key, "guard")) split_words(val, &st->guard);
	else if (!strcmp(key, "action")) {
		if (!*val) { buf_printf(ps->err, "%s:%d: empty action\n", ps->path, ps->lineno); ps->bad = 1; }
		else sl_push(&st->actions, xstrdup(val));
	} else if (!strcmp(key, "cocci")) cocci_key(ps, val);
	else if (!strcmp(key, "body")) start_body(ps, &st->body, key);
	else if (!strcmp(key, "limits")) start_body(ps, &st->limits, key);
	else {
		buf_printf(ps->err, "%s:%d: unknown step key '%s'\n", ps->path, ps->lineno, key);
		ps->bad = 1;
	}
}

/* one line of the manifest (without its '\n') */
static void parse_line(struct parse *ps, char *line)
{
	if (line[0] == '|') {
		if (!ps->body) {
			buf_printf(ps->err, "%s:%d: '|' line outside a body\n", ps->path, ps->lineno);
			ps->bad = 1;
			return;
		}
		const char *t = line + 1;
		if (*t == ' ') t++;
		buf_puts(&ps->bodybuf, t);
		buf_puts(&ps->bodybuf, "\n");
		return;
	}
	char *l = trim(line);
	if (!*l || *l == '#') return;
	char *colon = strchr(l, ':');
	if (!colon) {
		buf_printf(ps->err, "%s:%d: expected 'key: value', got '%s'\n", ps->path, ps->lineno, l);
		ps->bad = 1;
		return;
	}
	*colon = 0;
	char *key = trim(l), *val = trim(colon + 1);
	struct manifest *m = ps->m;
	if (strcmp(key, "step") == 0) {
		m->steps = xrealloc(m->steps, (m->nsteps + 1) * sizeof *m->steps);
		ps->st = &m->steps[m->nsteps++];
		memset(ps->st, 0, sizeof *ps->st);
		ps->st->id = xstrdup(*val ? val : "?");
		ps->st->line = ps->lineno;
	} else if (!ps->st) {
		header_key(ps, key, val);
	} else {
		step_key(ps, key, val);
	}
}

/* what a step must have and may not have; its body "" when it has none */
static int check_step(const struct manifest *m, size_t i, const char *path, struct buf *err)
{
	static const char *const snames[] = { "author", "date" };
	struct step *s = &m->steps[i];
	int bad = 0;
	for (size_t k = 0; k < i; k++)
		if (!strcmp(m->steps[k].id, s->id)) {
			buf_printf(err, "%s:%d: step %s given twice (first at line %d)\n", path, s->line, s->id,
				   m->steps[k].line);
			bad = 1;
			break;
		}
	const char *svals[] = { s->author, s->date };
	const char *longv = long_value(svals, snames, 2);
	if (longv) {
		buf_printf(err, "%s:%d: step %s: '%s' is longer than %d bytes\n", path, s->line, s->id, longv,
			   MAX_ONE_LINE);
		bad = 1;
	}
	bad |= check_words(&s->files, "files", path, s, err, 0);
	bad |= check_words(&s->include, "include", path, s, err, 0);
	bad |= check_words(&s->spatch, "spatch", path, s, err, 1);
	for (size_t k = 0; k < s->actions.n; k++) {
		struct strlist w = {0};
		split_words(s->actions.v[k], &w);
		bad |= check_words(&w, "action", path, s, err, 1);
		sl_free(&w);
	}
	const char *miss = !s->subject ? "subject" : !s->author ? "author" : !s->date ? "date"
		: !s->files.n ? "files" : (!s->cocci.n && !s->actions.n) ? "cocci or action" : NULL;
	if (miss) {
		buf_printf(err, "%s:%d: step %s has no %s\n", path, s->line, s->id, miss);
		bad = 1;
	}
	char *n, *e;
	if (s->author) {
		if (split_ident(s->author, &n, &e) < 0) {
			buf_printf(err, "%s:%d: step %s: author must be 'Name <mail>'\n", path, s->line, s->id);
			bad = 1;
		} else { free(n); free(e); }
	}
	if (!s->body) s->body = xstrdup("");
	return bad;
}

/* the whole manifest: steps, one-line values, the cover-skipped block */
static int check_manifest(struct parse *ps)
{
	struct manifest *m = ps->m;
	const char *path = ps->path;
	struct buf *err = ps->err;
	int bad = 0;
	if (!m->nsteps) { buf_printf(err, "%s: no steps\n", path); bad = 1; }
	static const char *const hnames[] = { "prefix", "cover-author", "cover-date" };
	const char *hvals[] = { m->prefix, m->cover_author, m->cover_date };
	const char *longv = long_value(hvals, hnames, 3);
	if (longv) {
		buf_printf(err, "%s: '%s' is longer than %d bytes\n", path, longv, MAX_ONE_LINE);
		bad = 1;
	}
	for (size_t i = 0; i < m->nsteps; i++)
		bad |= check_step(m, i, path, err);
	if (m->cover_source && (has_control(m->cover_source) || !*m->cover_source)) {
		buf_printf(err, "%s: 'cover-source' must be one line of text without control characters\n", path);
		bad = 1;
	}
	bad |= parse_skipped(ps->cover_skipped, path, ps->skipped_line, &m->skipped, err);
	return bad;
}

int manifest_load(const char *path, struct manifest *m, struct buf *err)
{
	memset(m, 0, sizeof *m);
	struct buf text = {0};
	if (read_file(path, &text) < 0) {
		buf_printf(err, "%s: cannot read series manifest\n", path);
		buf_free(&text);
		return -1;
	}
	m->path = abs_path(path);
	m->dir = xstrdup(m->path);
	*strrchr(m->dir, '/') = 0;
	struct parse ps = { .m = m, .path = path, .err = err };
	char *next = text.s;
	for (;;) {
		char *line = next;
		if (line) {
			char *nl = strchr(line, '\n');
			if (nl) { *nl = 0; next = nl + 1; } else next = NULL;
			if (!nl && !*line) line = NULL;   /* end of text */
			else ps.lineno++;
		}
		if (ps.body && (!line || line[0] != '|'))
			end_body(&ps);
		if (!line) break;
		parse_line(&ps, line);
	}
	buf_free(&text);
	int bad = ps.bad | check_manifest(&ps);
	free(ps.cover_skipped);
	if (!m->prefix) m->prefix = xstrdup("PATCH");
	return bad ? -1 : 0;
}

void manifest_free(struct manifest *m)
{
	for (size_t i = 0; i < m->nsteps; i++) {
		struct step *s = &m->steps[i];
		free(s->id); free(s->subject); free(s->author); free(s->date); free(s->body);
		free(s->limits);
		sl_free(&s->files); sl_free(&s->cocci); sl_free(&s->spatch);
		sl_free(&s->include); sl_free(&s->actions); sl_free(&s->guard);
	}
	free(m->steps);
	free(m->path); free(m->dir); free(m->prefix); free(m->cover_subject);
	free(m->cover_author); free(m->cover_date); free(m->cover_body);
	free(m->cover_source); sl_free(&m->skipped);
	memset(m, 0, sizeof *m);
}

/* ---- the writer: what manifest_load reads back ---- */

/* "KEY: VALUE\n", the value one line (control characters escaped) */
static void put_value(struct buf *out, const char *key, const char *value)
{
	if (!value) return;
	buf_printf(out, "%s: ", key);
	buf_escape_ctrl(out, value);
	buf_puts(out, "\n");
}

/* "KEY:" and each word, escaped */
static void put_words(struct buf *out, const char *key, const struct strlist *w, const char *dir)
{
	if (!w->n) return;
	buf_printf(out, "%s:", key);
	for (size_t i = 0; i < w->n; i++) {
		const char *v = w->v[i];
		size_t n = dir ? strlen(dir) : 0;
		if (n && !strncmp(v, dir, n) && v[n] == '/') v += n + 1;   /* a rule beside the manifest */
		buf_puts(out, " ");
		buf_escape_ctrl(out, v);
	}
	buf_puts(out, "\n");
}

void manifest_block_line(struct buf *out, const char *line)
{
	size_t at = out->len;
	buf_puts(out, "| ");
	buf_escape_ctrl(out, line);
	/* no trailing white space (an empty line is "|") */
	while (out->len > at && strchr(" \t\n\r\v\f", out->s[out->len - 1])) out->s[--out->len] = 0;
	buf_puts(out, "\n");
}

/* "KEY:" and TEXT as "| " lines (each line of TEXT ends in '\n') */
static void put_block(struct buf *out, const char *key, const char *text)
{
	if (!text) return;
	buf_printf(out, "%s:\n", key);
	for (const char *p = text, *nl; *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl) nl = p + strlen(p);
		char *l = xstrndup(p, (size_t)(nl - p));
		manifest_block_line(out, l);
		free(l);
		if (!*nl) break;
	}
}

static void print_step(const struct manifest *m, const struct step *s, struct buf *out)
{
	buf_puts(out, "\nstep: ");
	buf_escape_ctrl(out, s->id);
	buf_puts(out, "\n");
	put_value(out, "subject", s->subject);
	put_value(out, "author", s->author);
	put_value(out, "date", s->date);
	put_words(out, "files", &s->files, NULL);
	put_words(out, "spatch", &s->spatch, NULL);
	put_words(out, "include", &s->include, NULL);
	put_words(out, "cocci", &s->cocci, m->dir);
	put_words(out, "guard", &s->guard, NULL);
	for (size_t i = 0; i < s->actions.n; i++) put_value(out, "action", s->actions.v[i]);
	put_block(out, "body", s->body);
	put_block(out, "limits", s->limits);
}

void manifest_print(const struct manifest *m, const char *comment, struct buf *out)
{
	if (comment) {
		buf_puts(out, "# ");
		buf_escape_ctrl(out, comment);
		buf_puts(out, "\n");
	}
	put_value(out, "prefix", m->prefix);
	put_value(out, "cover-subject", m->cover_subject);
	put_value(out, "cover-author", m->cover_author);
	put_value(out, "cover-date", m->cover_date);
	put_value(out, "cover-source", m->cover_source);
	if (m->skipped.n) {
		buf_puts(out, "cover-skipped:\n");
		for (size_t i = 0; i < m->skipped.n; i++) manifest_block_line(out, m->skipped.v[i]);
	}
	put_block(out, "cover-body", m->cover_body);
	for (size_t i = 0; i < m->nsteps; i++) print_step(m, &m->steps[i], out);
}
