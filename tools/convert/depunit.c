/* depunit.c — the plan's dependency units, which the gate fixpoint undoes
 * whole: a retyped declaration, its other declarations (a prototype and
 * its definition: the same USR, else the same entity, name and scope) and
 * every site whose rewrite assumes its type.  A site assumes a retype when
 * its original lines name the declaration as the gate's problems name it
 * (a field after "." or "->", a global, a call of a function whose return
 * is retyped or a return statement in it, a local or parameter in its own
 * function, a call of the function whose parameter is retyped) and the
 * site's id family is the retype's.  Undoing a retype alone leaves such
 * sites written for a kernel id around a raw one: a new problem in the
 * next round, and one round more for each (issue 34 item 3). */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

int has_word(const char *text, const char *w, int member, int call)
{
	size_t n = strlen(w);
	for (const char *p = n ? strstr(text, w) : NULL; p; p = strstr(p + 1, w)) {
		if ((p > text && id_char((unsigned char)p[-1])) || id_char((unsigned char)p[n])) continue;
		const char *b = p, *a = p + n;
		while (b > text && (b[-1] == ' ' || b[-1] == '\t')) b--;
		while (*a == ' ' || *a == '\t') a++;
		int m = (b > text && b[-1] == '.') || (b - text >= 2 && b[-2] == '-' && b[-1] == '>');
		if (m == member && (!call || *a == '(')) return 1;
	}
	return 0;
}

static long num_of(const json_t *e, const char *key)
{
	const json_t *v = json_object_get(e, key);
	return json_is_integer(v) ? (long)json_integer_value(v) : 0;
}

static int eq(const char *a, const char *b) { return a && b && !strcmp(a, b); }

/* the original text of the tree's files, split into lines, read once */
struct src { char *file; char *text; char **line; long n; };
struct srcs { const char *tree; struct src *v; size_t n; };

static void srcs_free(struct srcs *s)
{
	for (size_t k = 0; s && k < s->n; k++) {
		free(s->v[k].file); free(s->v[k].text); free(s->v[k].line);
	}
	if (s) free(s->v);
	free(s);
}

static const struct src *src_get(struct srcs *s, const char *f)
{
	for (size_t i = 0; i < s->n; i++)
		if (!strcmp(s->v[i].file, f)) return &s->v[i];
	s->v = xrealloc(s->v, (s->n + 1) * sizeof *s->v);
	struct src *c = &s->v[s->n++];
	char *path = path_join(s->tree, f);
	c->file = xstrdup(f);
	c->text = read_text(path, NULL);
	c->line = NULL;
	c->n = 0;
	for (char *p = c->text; p && *p;) {
		c->line = xrealloc(c->line, (c->n + 1) * sizeof *c->line);
		c->line[c->n++] = p;
		p = strchr(p, '\n');
		if (p) *p++ = '\0';
	}
	free(path);
	return c;
}

/* lines FIRST..LAST of F joined by blanks ("" beyond the file) */
static char *src_text(struct srcs *s, const char *f, long first, long last)
{
	const struct src *c = src_get(s, f);
	struct buf b = {0};
	for (long l = first; l <= last && l <= c->n; l++)
		if (l >= 1) buf_printf(&b, "%s%s", b.len ? " " : "", c->line[l - 1]);
	return b.s ? b.s : xstrdup("");
}

/* the id family of a retype's type: "uid", "gid", "projid", "qid" */
static const char *family(const json_t *r)
{
	const char *to = str_of(r, "to");
	if (!to) return NULL;
	if (strstr(to, "kqid")) return "qid";
	if (strstr(to, "kprojid")) return "projid";
	if (strstr(to, "kgid")) return "gid";
	return strstr(to, "kuid") ? "uid" : NULL;
}

/* site S, whose original lines are TEXT, assumes the retype R (see the top) */
static int assumes(const json_t *r, const json_t *s, const char *text)
{
	const char *name = str_of(r, "name"), *entity = str_of(r, "entity"), *scope = str_of(r, "scope");
	const char *fam = family(r), *id = str_of(s, "id"), *fn = str_of(s, "function");
	if (!name || !*name || !entity || (fam && id && strcmp(fam, id))) return 0;
	if (!strcmp(entity, "field")) return has_word(text, name, 1, 0);
	if (!strcmp(entity, "global")) return has_word(text, name, 0, 0);
	if (!strcmp(entity, "return"))
		return has_word(text, name, 0, 1) || (eq(fn, scope) && has_word(text, "return", 0, 0));
	if (!strcmp(entity, "param") && scope && has_word(text, scope, 0, 1)) return 1;
	return eq(str_of(r, "file"), str_of(s, "file")) && eq(fn, scope) && has_word(text, name, 0, 0);
}

/* retypes A and B declare one thing */
static int same_decl(const json_t *a, const json_t *b)
{
	const char *ua = str_of(a, "usr"), *ub = str_of(b, "usr");
	if (ua && ub) return !strcmp(ua, ub);
	const char *e = str_of(a, "entity");
	return eq(e, str_of(b, "entity")) && eq(str_of(a, "name"), str_of(b, "name")) &&
	       eq(str_of(a, "scope"), str_of(b, "scope")) && (!eq(e, "local") || eq(str_of(a, "file"), str_of(b, "file")));
}

void units_build(struct units *u, const struct plan *plan, const char *tree)
{
	json_t *rs = json_object_get(plan->filtered, plan_parts[0]), *ss = json_object_get(plan->filtered, plan_parts[1]);
	json_t *r, *s;
	size_t i, j;
	u->nr = json_array_size(rs);
	u->ns = json_array_size(ss);
	u->needs = xcalloc(u->nr * u->ns + 1, 1);
	u->same = xcalloc(u->nr * u->nr + 1, 1);
	struct srcs *src = u->src = xcalloc(1, sizeof *src);
	src->tree = tree;
	json_array_foreach(ss, j, s) {
		const char *f = str_of(s, "file");
		long l = num_of(s, "line"), el = num_of(s, "end_line");
		char *text = f ? src_text(src, f, l, el > l ? el : l) : xstrdup("");
		json_array_foreach(rs, i, r) u->needs[i * u->ns + j] = (unsigned char)assumes(r, s, text);
		free(text);
	}
	json_array_foreach(rs, i, r) {
		size_t k;
		json_t *q;
		json_array_foreach(rs, k, q) u->same[i * u->nr + k] = (unsigned char)(i == k || same_decl(r, q));
	}
}

void units_free(struct units *u)
{
	free(u->needs);
	free(u->same);
	srcs_free(u->src);
	u->needs = u->same = NULL;
	u->src = NULL;
}

/* WHY (one round's "undone by the strict gate fixpoint (round N): with it
 * the gate reported ...") with MIDDLE before its ": with it" */
static char *why_with(const char *why, const char *middle)
{
	const char *tail = strstr(why, ": with it");
	return tail ? xasprintf("%.*s %s%s", (int)(tail - why), why, middle, tail) : xasprintf("%s (%s)", why, middle);
}

/* line L of F is within the extent of entry E */
static int on_line(const json_t *e, const char *f, long l)
{
	long first = num_of(e, "line"), last = num_of(e, "end_line");
	return eq(str_of(e, "file"), f) && first <= l && l <= (last > first ? last : first);
}

/* a line of F names the declaration R of retype I, other than the lines of
 * its declarations (RS) and of its sites (SS): from FIRST to the end of
 * the function there (a line opening with "}") or, WHOLE, in all of F */
static int named_in(const struct units *u, const json_t *rs, const json_t *ss, size_t i, const json_t *r,
		    const char *f, long first, int whole)
{
	const struct src *c = src_get(u->src, f);
	const char *name = str_of(r, "name");
	int member = eq(str_of(r, "entity"), "field"), call = eq(str_of(r, "entity"), "return");
	for (long l = whole ? 1 : first; l <= c->n; l++) {
		if (!whole && l > first && c->line[l - 1][0] == '}') break;
		if (!has_word(c->line[l - 1], name, member, call)) continue;
		int mine = 0;
		size_t j;
		json_t *e;
		json_array_foreach(ss, j, e) mine |= u->needs[i * u->ns + j] && on_line(e, f, l);
		json_array_foreach(rs, j, e) mine |= u->same[i * u->nr + j] && on_line(e, f, l);
		if (!mine) return 1;
	}
	return 0;
}

/* retype I (every declaration of it) is named nowhere but in its
 * declarations and its sites: locals and parameters in their function,
 * the others in every file of the plan */
static int used_elsewhere(const struct units *u, const json_t *rs, const json_t *ss, size_t i)
{
	size_t k;
	json_t *q;
	json_array_foreach(rs, k, q) {
		if (!u->same[i * u->nr + k]) continue;
		const char *f = str_of(q, "file"), *e = str_of(q, "entity");
		size_t n = f ? strlen(f) : 0;
		if (!f || (n > 2 && !strcmp(f + n - 2, ".h") && (eq(e, "local") || eq(e, "param")))) continue;
		long end = num_of(q, "end_line") > num_of(q, "line") ? num_of(q, "end_line") : num_of(q, "line");
		if (eq(e, "local") || eq(e, "param")) {
			if (named_in(u, rs, ss, i, q, f, end + 1, 0)) return 1;
			continue;
		}
		struct strlist files = {0};
		for (int part = 0; part < 2; part++) {
			size_t m;
			json_t *x;
			json_array_foreach(part ? ss : rs, m, x)
				if (str_of(x, "file") && !sl_contains(&files, str_of(x, "file"))) sl_pushs(&files, str_of(x, "file"));
		}
		int used = 0;
		for (size_t m = 0; m < files.n && !used; m++) used = named_in(u, rs, ss, i, q, files.v[m], 0, 1);
		sl_free(&files);
		if (used) return 1;
	}
	return 0;
}

/* the retypes whose every site D undoes alone (and nothing else uses, a
 * parameter aside: its callers) are undone with them, SEED[i] set */
static void converse(const struct units *u, const json_t *rs, const json_t *ss, struct drops *d, unsigned char *seed)
{
	size_t i, j;
	json_t *r, *s;
	json_array_foreach(rs, i, r) {
		if (seed[i] || eq(str_of(r, "entity"), "param")) continue;
		size_t by = u->ns;
		int all = 1;
		json_array_foreach(ss, j, s)
			if (u->needs[i * u->ns + j]) {
				if (!d->why[1][j]) all = 0;
				else if (by == u->ns) by = j;
			}
		if (by == u->ns || !all || used_elsewhere(u, rs, ss, i)) continue;
		const json_t *b = json_array_get(ss, by);
		char *m = xasprintf("with the site at %s:%ld:%ld, which nothing else of the plan uses its retype for",
				    str_of(b, "file"), num_of(b, "line"), num_of(b, "col"));
		drop_mark(d, 0, i, why_with(d->why[1][by], m));
		free(m);
		seed[i] = 1;
	}
}

void units_expand(const struct units *u, const struct plan *plan, struct drops *d)
{
	const json_t *rs = json_object_get(plan->filtered, plan_parts[0]), *ss = json_object_get(plan->filtered, plan_parts[1]);
	if (json_array_size(rs) != u->nr || json_array_size(ss) != u->ns) return;   /* not this plan's */
	unsigned char *seed = xcalloc(u->nr + 1, 1);
	for (size_t i = 0; i < u->nr; i++) seed[i] = d->why[0][i] != NULL;
	converse(u, rs, ss, d, seed);
	for (size_t i = 0; i < u->nr; i++) {
		if (!seed[i]) continue;
		const json_t *r = json_array_get(rs, i);
		char *m = xasprintf("with the retype of %s (%s:%ld)", str_of(r, "name"), str_of(r, "file"), num_of(r, "line"));
		for (size_t k = 0; k < u->nr; k++)
			if (k != i && u->same[i * u->nr + k] && !d->why[0][k]) drop_mark(d, 0, k, why_with(d->why[0][i], m));
		for (size_t j = 0; j < u->ns; j++)
			if (u->needs[i * u->ns + j] && !d->why[1][j]) drop_mark(d, 1, j, why_with(d->why[0][i], m));
		free(m);
	}
	free(seed);
}
