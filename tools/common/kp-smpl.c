/* kp-smpl.c — see kp-smpl.h.
 *
 * A SmPL file is read line by line with three states: TOP (before the
 * first rule), DECL (from a rule header "@...@" to the "@@" that ends its
 * metavariables) and BODY (the rule's code, Python for script, initialize
 * and finalize rules).  Rule names occur only in headers (the rule's own
 * name, "depends on", "extends") and in DECL lines as NAME.x (inherited
 * metavariables, script bindings); that is where a renamed rule is
 * renamed. */
#include "kp-smpl.h"
#include "kp-alloc.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum state { TOP, DECL, BODY };
enum kind { PLAIN, SCRIPT, INIT };       /* INIT: initialize or finalize */

static int is_id0(int c) { return isalpha(c) || c == '_'; }
static int is_id(int c) { return isalnum(c) || c == '_'; }

static int starts(const char *l, size_t n, const char *w)
{
	size_t k = strlen(w);
	return n >= k && !memcmp(l, w, k);
}

/* words of a rule header that are not rule names */
static int keyword(const char *w, size_t n)
{
	static const char *const kw[] = { "depends", "on", "ever", "never", "exists", "forall", "disable",
		"extends", "using", "file", "in", "expression", "identifier", "type", "declaration",
		"statement", "field", NULL };
	for (const char *const *k = kw; *k; k++)
		if (strlen(*k) == n && !memcmp(*k, w, n)) return 1;
	return 0;
}

/* The new name of rule W (N bytes) under the renaming FROM -> TO, or NULL. */
static const char *renamed(const struct strlist *from, const struct strlist *to, const char *w, size_t n)
{
	for (size_t i = 0; from && i < from->n; i++)
		if (strlen(from->v[i]) == n && !memcmp(from->v[i], w, n)) return to->v[i];
	return NULL;
}

/* Reads the header between the '@'s (H, N bytes): the rule's name (*NAME,
 * owned, or NULL), its kind, whether it names a file ("using");
 * with OUT, the header with the rule names of FROM renamed to TO. */
static void header(const char *h, size_t n, char **name, enum kind *kind, int *uses_file,
		   const struct strlist *from, const struct strlist *to, struct buf *out)
{
	size_t i = 0;
	int expect_name = 1, noref = 0;
	*kind = PLAIN;
	*uses_file = 0;
	if (name) *name = NULL;
	while (i < n) {
		char c = h[i];
		if (c == '"') {             /* a string: copied as it is */
			size_t j = i + 1;
			while (j < n && h[j] != '"') j++;
			if (j < n) j++;
			if (out) buf_add(out, h + i, j - i);
			i = j;
			continue;
		}
		if (!is_id0((unsigned char)c)) {
			if (out) buf_add(out, &c, 1);
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && is_id((unsigned char)h[j])) j++;
		const char *w = h + i;
		size_t wl = j - i;
		if (expect_name && j < n && h[j] == ':' &&
		    (starts(w, wl, "script") || starts(w, wl, "initialize") || starts(w, wl, "finalize"))) {
			*kind = w[0] == 's' ? SCRIPT : INIT;
			size_t k = j + 1;           /* the language */
			while (k < n && is_id((unsigned char)h[k])) k++;
			if (out) buf_add(out, w, k - i);
			i = k;
			continue;
		}
		const char *to_w = NULL;
		if (expect_name && !keyword(w, wl)) {
			if (name) *name = xstrndup(w, wl);
			to_w = renamed(from, to, w, wl);
		} else if (keyword(w, wl)) {
			int using = wl == 5 && !memcmp(w, "using", 5);
			noref = using || (wl == 7 && !memcmp(w, "disable", 7));
			*uses_file |= using;
		} else if (!noref) {
			to_w = renamed(from, to, w, wl);
		}
		expect_name = 0;
		if (out) {
			if (to_w) buf_puts(out, to_w);
			else buf_add(out, w, wl);
		}
		i = j;
	}
}

/* A metavariable or binding line (DECL) with NAME.x references of FROM
 * renamed to TO. */
static void decl_line(const char *l, size_t n, const struct strlist *from, const struct strlist *to,
		      struct buf *out)
{
	size_t i = 0;
	while (i < n) {
		if (l[i] == '"') {
			size_t j = i + 1;
			while (j < n && l[j] != '"') j += l[j] == '\\' ? 2 : 1;
			j = j < n ? j + 1 : n;
			buf_add(out, l + i, j - i);
			i = j;
			continue;
		}
		if (l[i] == '/' && i + 1 < n && l[i + 1] == '/') { buf_add(out, l + i, n - i); return; }
		if (!is_id0((unsigned char)l[i]) || (i && (is_id((unsigned char)l[i - 1]) || l[i - 1] == '.'))) {
			buf_add(out, l + i, 1);
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && is_id((unsigned char)l[j])) j++;
		size_t k = j;
		while (k < n && (l[k] == ' ' || l[k] == '\t')) k++;
		const char *to_w = k < n && l[k] == '.' ? renamed(from, to, l + i, j - i) : NULL;
		if (to_w) buf_puts(out, to_w);
		else buf_add(out, l + i, j - i);
		i = j;
	}
}

/* What a part holds that decides whether it combines with others. */
struct part_info {
	struct strlist spatch;     /* its "#spatch" lines */
	struct strlist names;      /* the rule names it defines */
	struct strlist defs;       /* "NAME\nSTATEMENT": globals its initialize/finalize code sets */
	struct strlist sets;       /* globals its script code sets */
	const char *bad;           /* why it cannot be combined at all */
};

/* The global a top-level Python line sets ("def f", "class C", "x = ..."),
 * as a new string, or NULL. */
static char *py_global(const char *l, size_t n)
{
	size_t i = 0;
	if (starts(l, n, "def ") || starts(l, n, "class ")) {
		i = l[0] == 'd' ? 4 : 6;
		while (i < n && l[i] == ' ') i++;
	}
	size_t b = i;
	while (i < n && is_id((unsigned char)l[i])) i++;
	if (i == b || !is_id0((unsigned char)l[b])) return NULL;
	size_t e = i;
	if (b == 0) {       /* an assignment "x = ..." (not "x == ...") */
		while (i < n && l[i] == ' ') i++;
		if (i >= n || l[i] != '=' || (i + 1 < n && l[i + 1] == '=')) return NULL;
	}
	return xstrndup(l + b, e - b);
}

/* The line at *P (N bytes, without its newline); *P moves past it.  0 at
 * the end of the text. */
static int next_line(const char **p, const char **l, size_t *n)
{
	if (!**p) return 0;
	const char *e = strchr(*p, '\n');
	*l = *p;
	*n = e ? (size_t)(e - *p) : strlen(*p);
	*p = e ? e + 1 : *p + *n;
	return 1;
}

/* A global NAME (taken) set by the statement STMT (emptied): its text
 * without the blank lines after it. */
static void push_def(struct part_info *pi, char *name, struct buf *stmt)
{
	size_t n = stmt->len;
	while (n && (stmt->s[n - 1] == '\n' || stmt->s[n - 1] == ' ' || stmt->s[n - 1] == '\t')) n--;
	sl_pushf(&pi->defs, "%s\n%.*s", name, (int)n, stmt->s ? stmt->s : "");
	free(name);
	buf_free(stmt);
}

static void analyse(const char *t, struct part_info *pi)
{
	memset(pi, 0, sizeof *pi);
	enum state st = TOP;
	enum kind kind = PLAIN;
	struct buf stmt = {0};
	char *stmt_name = NULL;
	const char *l;
	size_t n;
	for (const char *p = t; next_line(&p, &l, &n);) {
		int py = st == BODY && kind != PLAIN;
		/* the end of a top-level Python statement: its text is complete */
		if (stmt_name && (!py || (n && l[0] != ' ' && l[0] != '\t') || l[0] == '@')) {
			push_def(pi, stmt_name, &stmt);
			stmt_name = NULL;
		}
		if (n && l[0] == '@') {
			if (st == DECL) { st = BODY; continue; }
			const char *e = memchr(l + 1, '@', n - 1);
			if (!e) { pi->bad = "a rule header spans lines"; break; }
			char *name;
			int uses;
			header(l + 1, (size_t)(e - l - 1), &name, &kind, &uses, NULL, NULL, NULL);
			if (uses) { pi->bad = "a rule names an isomorphism file (using)"; free(name); break; }
			if (name) sl_push(&pi->names, name);
			st = DECL;
			continue;
		}
		if (py) {
			if (stmt_name) { buf_add(&stmt, l, n); buf_puts(&stmt, "\n"); continue; }
			if (!n || l[0] == ' ' || l[0] == '\t' || l[0] == '#') continue;
			char *g = py_global(l, n);
			if (!g) continue;
			if (kind == INIT) {
				stmt_name = g;
				buf_add(&stmt, l, n);
				buf_puts(&stmt, "\n");
			} else {
				sl_push(&pi->sets, g);
			}
			continue;
		}
		if (st != DECL && starts(l, n, "#spatch")) sl_push(&pi->spatch, xstrndup(l, n));
		else if (st != DECL && starts(l, n, "#include")) { pi->bad = "a rule includes another file"; break; }
	}
	if (stmt_name) push_def(pi, stmt_name, &stmt);
}

static void info_free(struct part_info *pi)
{
	sl_free(&pi->spatch);
	sl_free(&pi->names);
	sl_free(&pi->defs);
	sl_free(&pi->sets);
}

/* the name of a "NAME\nSTATEMENT" entry */
static int def_named(const char *def, const char *name)
{
	size_t k = strlen(name);
	return !strncmp(def, name, k) && def[k] == '\n';
}

static const char *check(const struct part_info *pi, size_t n)
{
	for (size_t i = 0; i < n; i++) if (pi[i].bad) return pi[i].bad;
	for (size_t i = 1; i < n; i++) {
		int same = pi[i].spatch.n == pi[0].spatch.n;
		for (size_t k = 0; same && k < pi[i].spatch.n; k++) same = !strcmp(pi[i].spatch.v[k], pi[0].spatch.v[k]);
		if (!same) return "their #spatch option lines differ";
	}
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			if (i == j) continue;
			for (size_t a = 0; a < pi[i].defs.n; a++) {
				const char *d = pi[i].defs.v[a];
				const char *nm_end = strchr(d, '\n');
				char *nm = xstrndup(d, (size_t)(nm_end - d));
				const char *why = NULL;
				for (size_t b = 0; b < pi[j].defs.n && !why; b++)
					if (def_named(pi[j].defs.v[b], nm) && strcmp(pi[j].defs.v[b], d))
						why = "two rules' Python initialize code set one global differently";
				if (!why && sl_contains(&pi[j].sets, nm))
					why = "one rule's Python code sets a global another rule initializes";
				free(nm);
				if (why) return why;
			}
		}
	return NULL;
}

const char *smpl_combinable(const struct smpl_part *parts, size_t n)
{
	struct part_info *pi = xmalloc((n ? n : 1) * sizeof *pi);
	for (size_t i = 0; i < n; i++) analyse(parts[i].text, &pi[i]);
	const char *why = check(pi, n);
	for (size_t i = 0; i < n; i++) info_free(&pi[i]);
	free(pi);
	return why;
}

/* A "virtual a, b" line: as it is when every name is new, only its new
 * names when some are, nothing when none is; DECLARED gets the new ones. */
static void emit_virtual(struct buf *out, const char *l, size_t n, struct strlist *declared)
{
	struct strlist nw = {0};
	size_t total = 0;
	for (size_t i = 8; i < n;) {
		if (!is_id0((unsigned char)l[i])) { i++; continue; }
		size_t j = i;
		while (j < n && is_id((unsigned char)l[j])) j++;
		char *w = xstrndup(l + i, j - i);
		total++;
		if (!sl_contains(declared, w) && !sl_contains(&nw, w)) sl_pushs(&nw, w);
		free(w);
		i = j;
	}
	if (nw.n == total) {
		buf_add(out, l, n);
		buf_puts(out, "\n");
	} else if (nw.n) {
		buf_puts(out, "virtual ");
		for (size_t k = 0; k < nw.n; k++) buf_printf(out, "%s%s", k ? ", " : "", nw.v[k]);
		buf_puts(out, "\n");
	}
	for (size_t k = 0; k < nw.n; k++) sl_pushs(declared, nw.v[k]);
	sl_free(&nw);
}

/* The virtual lines of T (outside rules' metavariables). */
static void add_virtual(struct buf *out, const char *t, struct strlist *declared)
{
	enum state st = TOP;
	const char *l;
	size_t n;
	for (const char *p = t; next_line(&p, &l, &n);) {
		if (n && l[0] == '@') st = st == DECL ? BODY : DECL;
		else if (st != DECL && starts(l, n, "virtual ")) emit_virtual(out, l, n, declared);
	}
}

/* Part T without its #spatch and virtual lines, rule names renamed. */
static void add_part(struct buf *out, const char *t, const struct strlist *from, const struct strlist *to)
{
	enum state st = TOP;
	enum kind kind = PLAIN;
	const char *l;
	size_t n;
	for (const char *p = t; next_line(&p, &l, &n);) {
		if (n && l[0] == '@') {
			if (st == DECL) {
				st = BODY;
			} else {
				const char *e = memchr(l + 1, '@', n - 1);   /* analyse: it is there */
				int uses;
				buf_puts(out, "@");
				header(l + 1, (size_t)(e - l - 1), NULL, &kind, &uses, from, to, out);
				buf_add(out, e, n - (size_t)(e - l));
				buf_puts(out, "\n");
				st = DECL;
				continue;
			}
		} else if (st == DECL) {
			decl_line(l, n, from, to, out);
			buf_puts(out, "\n");
			continue;
		} else if (!(st == BODY && kind != PLAIN)) {
			if (starts(l, n, "#spatch")) continue;
			if (starts(l, n, "virtual ")) continue;
		}
		buf_add(out, l, n);
		buf_puts(out, "\n");
	}
}

/* "// ==== NAME ====": a name is data, a control character in it a '?' */
static void part_line(struct buf *out, const char *name)
{
	buf_puts(out, "// ==== ");
	for (const char *c = name; *c; c++) {
		char ch = (unsigned char)*c < 0x20 || *c == 0x7f ? '?' : *c;
		buf_add(out, &ch, 1);
	}
	buf_puts(out, " ====\n");
}

char *smpl_combine(const struct smpl_part *parts, size_t n, const char *prelude_name,
		   const char *prelude, const char **why)
{
	struct part_info *pi = xmalloc((n ? n : 1) * sizeof *pi);
	for (size_t i = 0; i < n; i++) analyse(parts[i].text, &pi[i]);
	*why = check(pi, n);
	struct buf out = {0};
	struct strlist all = {0}, declared = {0};
	if (*why) goto done;
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < pi[i].names.n; k++) sl_pushs(&all, pi[i].names.v[k]);
	for (size_t k = 0; n && k < pi[0].spatch.n; k++) buf_printf(&out, "%s\n", pi[0].spatch.v[k]);
	for (size_t i = 0; i < n; i++) add_virtual(&out, parts[i].text, &declared);
	if (prelude) {
		part_line(&out, prelude_name);
		buf_printf(&out, "@initialize:python@\n@@\n%s", prelude);
		if (*prelude && prelude[strlen(prelude) - 1] != '\n') buf_puts(&out, "\n");
	}
	for (size_t i = 0; i < n; i++) {
		/* rule names an earlier part defines: renamed here */
		struct strlist from = {0}, to = {0};
		for (size_t k = 0; k < pi[i].names.n; k++) {
			const char *nm = pi[i].names.v[k];
			int earlier = 0;
			for (size_t j = 0; j < i && !earlier; j++) earlier = sl_contains(&pi[j].names, nm);
			if (!earlier) continue;
			char *nn = xasprintf("%s_kp%zu", nm, i);
			while (sl_contains(&all, nn)) {
				char *m = xasprintf("%s_", nn);
				free(nn);
				nn = m;
			}
			sl_pushs(&all, nn);
			sl_pushs(&from, nm);
			sl_push(&to, nn);
		}
		part_line(&out, parts[i].name);
		add_part(&out, parts[i].text, &from, &to);
		sl_free(&from);
		sl_free(&to);
	}
done:
	for (size_t i = 0; i < n; i++) info_free(&pi[i]);
	free(pi);
	sl_free(&all);
	sl_free(&declared);
	if (*why) { buf_free(&out); return NULL; }
	if (!out.s) buf_puts(&out, "");
	return out.s;
}
