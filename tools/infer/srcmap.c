/* srcmap.c — file names relative to the tree, macro expansions of the wanted files,
 * spans and their text.  libclang's spelling location of a token is its file
 * position for text written in the file (also a macro argument) and the expansion
 * point for a token of a macro body; an extent is written out in the file when
 * neither end touches a macro expansion, or both lie in one argument of one. */
#include "srcmap.h"

#include <stdlib.h>
#include <string.h>

#include "apis.h"
#include "normalise.h" /* path_normalise, path_under (tools/clangfe/normalise.c) */

struct finfo *src_file(struct srcmap *m, CXFile f)
{
	if (!f)
		return NULL;
	if (m->last < m->nfiles && m->files[m->last].file == f)
		return &m->files[m->last];
	for (size_t i = 0; i < m->nfiles; i++)
		if (m->files[i].file == f) {
			m->last = i;
			return &m->files[i];
		}
	if (m->nfiles == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 32;
		m->files = xrealloc(m->files, m->cap * sizeof(*m->files));
	}
	struct finfo *fi = &m->files[m->nfiles];
	memset(fi, 0, sizeof(*fi));
	m->last = m->nfiles++;
	fi->file = f;
	CXString s = clang_getFileName(f);
	const char *name = clang_getCString(s);
	char *abs = path_normalise(name ? name : "?", m->tree);
	clang_disposeString(s);
	for (size_t i = 0; i < m->nroots; i++)
		if (path_under(abs, m->roots[i]))
			fi->wanted = 1;
	size_t tl = strlen(m->tree);
	fi->rel = xstrdup(path_under(abs, m->tree) && abs[tl] == '/' ? abs + tl + 1 : abs);
	fi->header = has_suffix(abs, ".h");
	free(abs);
	fi->buf = clang_getFileContents(m->tu, f, &fi->size);
	return fi;
}

struct finfo *src_loc(struct srcmap *m, CXSourceLocation l, unsigned *line, unsigned *col, unsigned *off)
{
	CXFile f = NULL;
	unsigned a, b, c;
	clang_getSpellingLocation(l, &f, line ? line : &a, col ? col : &b, off ? off : &c);
	return src_file(m, f);
}

static unsigned skip_ws(const struct finfo *fi, unsigned p)
{
	while (p < fi->size && (fi->buf[p] == ' ' || fi->buf[p] == '\t' || fi->buf[p] == '\n' ||
				fi->buf[p] == '\r' || fi->buf[p] == '\\'))
		p++;
	return p;
}

/* One past the closing quote of the character or string literal starting at p, or 0. */
static unsigned close_quote(const struct finfo *fi, unsigned p)
{
	char q = fi->buf[p];
	for (p++; p < fi->size && fi->buf[p] != q && fi->buf[p] != '\n'; p++)
		if (fi->buf[p] == '\\')
			p++;
	return p < fi->size && fi->buf[p] == q ? p + 1 : 0;
}

/* End of the parenthesised argument list starting at p ('('), or 0. */
static unsigned close_paren(const struct finfo *fi, unsigned p)
{
	int depth = 0;
	for (; p < fi->size; p++) {
		char ch = fi->buf[p];
		if (ch == '"' || ch == '\'') {
			for (p++; p < fi->size && fi->buf[p] != ch; p++)
				if (fi->buf[p] == '\\')
					p++;
			continue;
		}
		if (ch == '(')
			depth++;
		else if (ch == ')' && --depth == 0)
			return p + 1;
	}
	return 0;
}

static void add_macro(struct finfo *fi, unsigned off, unsigned end, const char *name, CXCursor cur)
{
	if (fi->nmx == fi->capmx) {
		fi->capmx = fi->capmx ? fi->capmx * 2 : 64;
		fi->mx = xrealloc(fi->mx, fi->capmx * sizeof(*fi->mx));
	}
	struct mexp *x = &fi->mx[fi->nmx++];
	x->file = fi->file;
	x->off = off;
	x->end = end;
	x->name = xstrdup(name);
	x->done = 0;
	x->cur = cur;
	x->start = 0;
}

static int cmp_mexp(const void *a, const void *b)
{
	const struct mexp *x = a, *y = b;
	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	if (x->end != y->end)
		return x->end > y->end ? -1 : 1; /* outermost first */
	return 0;
}

static enum CXChildVisitResult macro_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct srcmap *m = data;
	if (clang_getCursorKind(c) != CXCursor_MacroExpansion)
		return CXChildVisit_Continue;
	unsigned off;
	struct finfo *fi = src_loc(m, clang_getCursorLocation(c), NULL, NULL, &off);
	if (!fi || !fi->wanted || !fi->buf)
		return CXChildVisit_Continue;
	CXString s = clang_getCursorSpelling(c);
	const char *name = clang_getCString(s) ? clang_getCString(s) : "";
	size_t nl = strlen(name);
	unsigned end = off + (unsigned)nl;
	if (end <= fi->size && !strncmp(fi->buf + off, name, nl)) {
		unsigned p = skip_ws(fi, end);
		/* Also an object-like macro naming a function-like one takes the arguments
		 * (#define be32_to_cpu __be32_to_cpu). */
		if (p < fi->size && fi->buf[p] == '(') {
			unsigned e = close_paren(fi, p);
			if (e)
				end = e;
		}
		add_macro(fi, off, end, name, c);
	}
	clang_disposeString(s);
	return CXChildVisit_Continue;
}

void src_macros(struct srcmap *m)
{
	clang_visitChildren(clang_getTranslationUnitCursor(m->tu), macro_visitor, m);
	for (size_t i = 0; i < m->nfiles; i++)
		if (m->files[i].nmx > 1)
			qsort(m->files[i].mx, m->files[i].nmx, sizeof(struct mexp), cmp_mexp);
}

void src_free(struct srcmap *m)
{
	for (size_t i = 0; i < m->nfiles; i++) {
		for (size_t k = 0; k < m->files[i].nmx; k++)
			free(m->files[i].mx[k].name);
		free(m->files[i].mx);
		free(m->files[i].lines);
		free(m->files[i].rel);
	}
	free(m->files);
	m->files = NULL;
	m->nfiles = m->cap = 0;
}

char *src_text(struct finfo *fi, unsigned off, unsigned end)
{
	if (!fi || !fi->buf || end < off || end > fi->size)
		return xstrdup("");
	return xasprintf("%.*s", (int)(end - off), fi->buf + off);
}

/* [off, end) lies in one argument of expansion x: after the name, inside the
 * parentheses, with no comma at the top level between. */
static int within_one_arg(const struct finfo *fi, const struct mexp *x, unsigned off, unsigned end)
{
	if (off <= x->off + strlen(x->name) || end > x->end || end <= off)
		return 0;
	int depth = 0;
	for (unsigned p = off; p < end; p++) {
		char ch = fi->buf[p];
		if (ch == '(' || ch == '[' || ch == '{')
			depth++;
		else if (ch == ')' || ch == ']' || ch == '}')
			depth--;
		else if (ch == ',' && depth == 0)
			return 0;
		if (depth < 0)
			return 0;
	}
	return depth == 0;
}

/* 0: not written out; 1: written out; 2: exactly one macro invocation (written out as
 * a call when it is the outermost expression of the expansion, else from its body). */
static int mech_range(const struct finfo *fi, unsigned off, unsigned end)
{
	if (!fi->buf || end <= off || end > fi->size)
		return 0;
	int whole = 0;
	for (size_t i = 0; i < fi->nmx; i++) {
		const struct mexp *y = &fi->mx[i];
		if (y->off >= end)
			break;
		if (y->end <= off)
			continue;
		if (y->off == off && y->end == end)
			whole = 1; /* (nested expansions with the same range are fine too) */
		else if (y->off >= off && y->end <= end)
			; /* a macro call inside the written text */
		else if (y->off < off && y->end >= end && within_one_arg(fi, y, off, end))
			; /* the text of one argument */
		else
			return 0;
	}
	return whole ? 2 : 1;
}

/* Line and column (bytes, from 1) of offset OFF of FI, through the index of line
 * starts (made on first use: a span used to count the lines from the file's start) */
static void src_line_col(struct finfo *fi, unsigned off, unsigned *line, unsigned *col)
{
	if (!fi->lines) {
		size_t n = 1;
		for (size_t p = 0; p < fi->size; p++)
			n += fi->buf[p] == '\n';
		fi->lines = xmalloc(n * sizeof(*fi->lines));
		fi->lines[0] = 0;
		fi->nlines = 1;
		for (size_t p = 0; p < fi->size; p++)
			if (fi->buf[p] == '\n')
				fi->lines[fi->nlines++] = (unsigned)p + 1;
	}
	/* the number of line starts at or before OFF */
	size_t lo = 0, hi = fi->nlines;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (fi->lines[mid] <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	*line = (unsigned)lo;
	*col = off - fi->lines[lo - 1] + 1;
}

void src_span_off(struct srcmap *m, struct finfo *fi, unsigned off, unsigned end, int mech, struct span *s)
{
	(void)m;
	memset(s, 0, sizeof(*s));
	s->file = xstrdup(fi ? fi->rel : "?");
	if (!fi || !fi->buf || end > fi->size || end < off) {
		s->text = xstrdup("");
		return;
	}
	src_line_col(fi, off, &s->line, &s->col);
	src_line_col(fi, end, &s->end_line, &s->end_col);
	s->mech = mech;
	s->text = mech ? src_text(fi, off, end) : xstrdup("");
}

static int ident_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
}

void src_span(struct srcmap *m, CXCursor c, struct span *s)
{
	CXSourceRange r = clang_getCursorExtent(c);
	unsigned l1, c1, o1, l2, c2, o2;
	struct finfo *f1 = src_loc(m, clang_getRangeStart(r), &l1, &c1, &o1);
	struct finfo *f2 = src_loc(m, clang_getRangeEnd(r), &l2, &c2, &o2);
	memset(s, 0, sizeof(*s));
	s->file = xstrdup(f1 ? f1->rel : "?");
	s->line = l1;
	s->col = c1;
	s->end_line = l2;
	s->end_col = c2;
	int mr = f1 && f1 == f2 ? mech_range(f1, o1, o2) : 0;
	s->mech = mr != 0;
	s->macro = mr == 2;
	/* The text of an expansion that starts with a macro name we know to be a whole
	 * invocation is handled by the caller (src_macro_at). */
	s->text = s->mech ? src_text(f1, o1, o2) : xstrdup("");
}

/* The expansion of FI whose invocation starts at OFF (outermost), or NULL: a binary
 * search (sorted by offset, outermost first), a file has thousands. */
static struct mexp *mexp_at_off(struct finfo *fi, unsigned off)
{
	size_t lo = 0, hi = fi->nmx;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (fi->mx[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < fi->nmx && fi->mx[lo].off == off ? &fi->mx[lo] : NULL;
}

struct mexp *src_macro_at(struct srcmap *m, CXCursor c, struct finfo **fip)
{
	unsigned off;
	struct finfo *fi = src_loc(m, clang_getRangeStart(clang_getCursorExtent(c)), NULL, NULL, &off);
	if (fip)
		*fip = fi;
	return fi ? mexp_at_off(fi, off) : NULL;
}

int src_macro_arg(struct finfo *fi, const struct mexp *x, int k, unsigned *as, unsigned *ae)
{
	unsigned p = skip_ws(fi, x->off + (unsigned)strlen(x->name));
	if (p >= fi->size || fi->buf[p] != '(' || x->end == 0)
		return 0;
	int depth = 0, idx = 0;
	unsigned start = p + 1;
	for (unsigned q = p; q < x->end; q++) {
		char ch = fi->buf[q];
		if (ch == '"' || ch == '\'') {
			for (q++; q < x->end && fi->buf[q] != ch; q++)
				if (fi->buf[q] == '\\')
					q++;
			continue;
		}
		if (ch == '(' || ch == '[' || ch == '{') {
			depth++;
			continue;
		}
		if ((ch == ',' && depth == 1) || ((ch == ')' || ch == ']' || ch == '}') && --depth == 0)) {
			if (idx == k) {
				unsigned a = skip_ws(fi, start), e = q;
				while (e > a && (fi->buf[e - 1] == ' ' || fi->buf[e - 1] == '\t' ||
						 fi->buf[e - 1] == '\n'))
					e--;
				*as = a;
				*ae = e;
				return e > a;
			}
			idx++;
			start = q + 1;
			if (depth == 0)
				break;
		}
	}
	return 0;
}

int src_is_whole(struct srcmap *m, CXCursor c, const struct mexp *x)
{
	CXSourceRange r = clang_getCursorExtent(c);
	unsigned o1, o2;
	struct finfo *f1 = src_loc(m, clang_getRangeStart(r), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(m, clang_getRangeEnd(r), NULL, NULL, &o2);
	return f1 && f1 == f2 && x && f1->file == x->file && o1 == x->off && o2 == x->end;
}

void src_def_of_call(struct srcmap *m, CXCursor e, enum fam fam, struct span *s)
{
	unsigned off;
	struct finfo *fi = src_loc(m, clang_getRangeStart(clang_getCursorExtent(e)), NULL, NULL, &off);
	if (!fi || s->def || fam == F_NONE)
		return;
	const struct mexp *y = NULL; /* the outermost expansion around e */
	for (size_t i = 0; i < fi->nmx && fi->mx[i].off <= off; i++)
		if (off < fi->mx[i].end && (!y || fi->mx[i].end > y->end))
			y = &fi->mx[i];
	if (!y || api_kernel_func(y->name) != F_NONE)
		return;
	/* where the macro is defined: [b0, b1) of its file */
	CXCursor d = clang_getCursorReferenced(y->cur);
	if (clang_Cursor_isNull(d) || clang_getCursorKind(d) != CXCursor_MacroDefinition)
		return;
	CXSourceRange dr = clang_getCursorExtent(d);
	CXFile df = NULL, de = NULL;
	unsigned l, c, b0, b1;
	clang_getFileLocation(clang_getRangeStart(dr), &df, &l, &c, &b0);
	clang_getFileLocation(clang_getRangeEnd(dr), &de, &l, &c, &b1);
	char *mname = xstrdup(y->name); /* (src_file below may move m->files) */
	struct finfo *dfi = df && df == de && b1 > b0 ? src_file(m, df) : NULL;
	if (!dfi || !dfi->wanted || !dfi->buf || b1 > dfi->size) {
		free(mname);
		return;
	}
	/* Its body must spell exactly one call without arguments of a kernel ID
	 * function of this family (current_fsuid()). */
	unsigned hit = 0, hend = 0;
	int n = 0;
	for (unsigned p = b0; p < b1; p++) {
		if (!ident_char(dfi->buf[p]) || (p > b0 && ident_char(dfi->buf[p - 1])))
			continue;
		unsigned q = p;
		while (q < b1 && ident_char(dfi->buf[q]))
			q++;
		char *w = xasprintf("%.*s", (int)(q - p), dfi->buf + p);
		enum fam f = api_kernel_func(w);
		free(w);
		unsigned r = q;
		while (r < b1 && (dfi->buf[r] == ' ' || dfi->buf[r] == '\t'))
			r++;
		if (f == F_NONE || r >= b1 || dfi->buf[r] != '(') {
			p = q - 1;
			continue;
		}
		for (r++; r < b1 && (dfi->buf[r] == ' ' || dfi->buf[r] == '\t'); r++)
			;
		if (r < b1 && dfi->buf[r] == ')' && f == fam) {
			n++;
			hit = p;
			hend = r + 1;
		}
		p = q - 1;
	}
	if (n != 1) {
		free(mname);
		return;
	}
	s->def = xmalloc(sizeof(*s->def));
	src_span_off(m, dfi, hit, hend, 1, s->def);
	free(s->def_macro);
	s->def_macro = mname;
}

/* ---- Ids inside a macro's body (issue 34 item 5) ----
 * libclang answers the expansion point for the spelling location of a token of a
 * macro body, but it keeps clang's own location in the CXSourceLocation
 * (int_data, the raw encoding): a macro body's tokens at one expansion lie in one
 * chunk of clang's location space, in the order and at the distances they are
 * spelled in the definition, from the body's first token on.  So a body token's
 * place in the definition is its raw location minus the chunk's start, which is
 * the smallest raw location of the body's tokens seen at that expansion (the
 * first token starts the outermost statement or expression: do, (, ({ ...).
 * Every name found so must be spelled there, else nothing is placed. */
#define SRC_MACRO_BIT 0x80000000u

struct startscan {
	struct srcmap *m;
};
static void start_note(struct srcmap *m, CXSourceLocation l)
{
	if (!(l.int_data & SRC_MACRO_BIT))
		return;
	unsigned off;
	struct finfo *fi = src_loc(m, l, NULL, NULL, &off);
	struct mexp *x = fi && fi->wanted ? mexp_at_off(fi, off) : NULL;
	if (x && (!x->start || l.int_data < x->start))
		x->start = l.int_data;
}

static enum CXChildVisitResult start_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct startscan *s = data;
	start_note(s->m, clang_getRangeStart(clang_getCursorExtent(c)));
	start_note(s->m, clang_getCursorLocation(c));
	return CXChildVisit_Recurse;
}

void src_scope(struct srcmap *m, CXCursor scope)
{
	m->scope = scope;
	m->has_scope = 1;
	m->scope_done = 0;
}

/* The definition of expansion X when it is in a wanted file: its file, the
 * offsets of the body's first token and of its end. */
static struct finfo *body_of(struct srcmap *m, const struct mexp *x, unsigned *b0, unsigned *b1, unsigned *d0)
{
	CXCursor d = clang_getCursorReferenced(x->cur);
	if (clang_Cursor_isNull(d) || clang_getCursorKind(d) != CXCursor_MacroDefinition)
		return NULL;
	CXSourceRange dr = clang_getCursorExtent(d);
	CXFile df = NULL, de = NULL;
	unsigned l, c, a, e;
	clang_getFileLocation(clang_getRangeStart(dr), &df, &l, &c, &a);
	clang_getFileLocation(clang_getRangeEnd(dr), &de, &l, &c, &e);
	struct finfo *dfi = df && df == de && e > a ? src_file(m, df) : NULL;
	if (!dfi || !dfi->wanted || !dfi->buf || e > dfi->size)
		return NULL;
	unsigned p = a;
	while (p < e && ident_char(dfi->buf[p]))
		p++; /* the name */
	if (clang_Cursor_isMacroFunctionLike(d)) {
		while (p < e && dfi->buf[p] != ')')
			p++;
		p++;
	}
	for (;;) { /* blanks, continued lines, comments */
		p = skip_ws(dfi, p);
		if (p + 1 < e && dfi->buf[p] == '/' && dfi->buf[p + 1] == '*') {
			const char *z = strstr(dfi->buf + p + 2, "*/"); /* (the buffer ends in NUL) */
			if (!z || (unsigned)(z - dfi->buf) + 2 > e)
				return NULL;
			p = (unsigned)(z - dfi->buf) + 2;
			continue;
		}
		break;
	}
	if (p >= e)
		return NULL;
	*b0 = p;
	*b1 = e;
	*d0 = a;
	return dfi;
}

struct bodyref {
	struct srcmap *m;
	const struct finfo *dfi;
	unsigned start, b0, b1; /* the chunk's start; the body in dfi */
	unsigned def0;          /* where the definition (its name) starts */
};

/* The offset in the definition of a body token at L, or 0. */
static unsigned body_off(const struct bodyref *b, CXSourceLocation l)
{
	if (!(l.int_data & SRC_MACRO_BIT) || l.int_data < b->start)
		return 0;
	unsigned o = b->b0 + (l.int_data - b->start);
	return o < b->b1 ? o : 0;
}

static enum CXChildVisitResult last_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	*(CXCursor *)data = c;
	return CXChildVisit_Continue;
}

/* The end (exclusive offset in the definition) of expression C spelled in the
 * body, or 0: a name where the body spells it, a parenthesis or call to its
 * closing parenthesis, a number, or the end of its last operand. */
static unsigned body_end(const struct bodyref *b, CXCursor c, int depth)
{
	if (depth > 32)
		return 0;
	enum CXCursorKind k = clang_getCursorKind(c);
	const char *buf = b->dfi->buf;
	unsigned o = body_off(b, clang_getRangeStart(clang_getCursorExtent(c)));
	switch (k) {
	case CXCursor_DeclRefExpr:
	case CXCursor_MemberRefExpr: {
		unsigned n = body_off(b, clang_getCursorLocation(c));
		CXString s = clang_getCursorSpelling(c);
		const char *nm = clang_getCString(s);
		size_t nl = nm ? strlen(nm) : 0;
		int ok = n && nl && n + nl <= b->b1 && !strncmp(buf + n, nm, nl) && !ident_char(buf[n + nl]);
		clang_disposeString(s);
		return ok ? n + (unsigned)nl : 0;
	}
	case CXCursor_ParenExpr:
		return o && buf[o] == '(' ? close_paren(b->dfi, o) : 0;
	case CXCursor_CallExpr: {
		unsigned p = o;
		while (p && p < b->b1 && ident_char(buf[p]))
			p++;
		p = p > o ? skip_ws(b->dfi, p) : 0;
		return p && p < b->b1 && buf[p] == '(' ? close_paren(b->dfi, p) : 0;
	}
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral: {
		unsigned p = o;
		if (!p || !(ident_char(buf[p]) || buf[p] == '\''))
			return 0;
		if (buf[p] == '\'')
			return close_quote(b->dfi, p);
		while (p < b->b1 && ident_char(buf[p]))
			p++;
		return p;
	}
	case CXCursor_CStyleCastExpr:
	case CXCursor_UnaryOperator:
	case CXCursor_BinaryOperator:
	case CXCursor_ConditionalOperator:
	case CXCursor_UnexposedExpr: {
		CXCursor kid = clang_getNullCursor();
		clang_visitChildren(c, last_visitor, &kid);
		return clang_Cursor_isNull(kid) ? 0 : body_end(b, kid, depth + 1);
	}
	default:
		return 0;
	}
}

/* [o, end) of the definition spells a name or a number that is not one of the
 * macro's parameters (__v, i_uid, 0): the body says what the value is.  A site
 * made of parameters alone ("(a) == (b)") is a generic macro's, its ids those of
 * each expansion: not placed in the definition. */
static int spells_own(const struct bodyref *b, unsigned o, unsigned end)
{
	const char *buf = b->dfi->buf;
	unsigned p = b->def0, pe = b->b0; /* the parameter list, when there is one */
	while (p < pe && buf[p] != '(')
		p++;
	for (unsigned q = o; q < end;) {
		if (!ident_char(buf[q])) {
			q++;
			continue;
		}
		unsigned r = q;
		while (r < end && ident_char(buf[r]))
			r++;
		int param = 0;
		for (unsigned a = p; a < pe && !param; a++)
			param = ident_char(buf[a]) && !ident_char(buf[a - 1]) && a + (r - q) <= pe &&
				!strncmp(buf + a, buf + q, r - q) && !ident_char(buf[a + (r - q)]);
		if (!param)
			return 1;
		q = r;
	}
	return 0;
}

/* [b0, o) and [end, b1) of a macro body are only the parentheses around the
 * expression at [o, end) (and blanks): the expression is the whole body */
static int only_parens(const struct finfo *fi, unsigned b0, unsigned o, unsigned end, unsigned b1)
{
	int open = 0, close = 0;
	for (unsigned p = skip_ws(fi, b0); p < o; p = skip_ws(fi, p + 1)) {
		if (fi->buf[p] != '(')
			return 0;
		open++;
	}
	for (unsigned p = skip_ws(fi, end); p < b1; p = skip_ws(fi, p + 1)) {
		if (fi->buf[p] != ')')
			return 0;
		close++;
	}
	return open == close;
}

void src_def_in_body(struct srcmap *m, CXCursor e, struct span *s)
{
	CXSourceLocation l = clang_getRangeStart(clang_getCursorExtent(e));
	if (s->def || !(l.int_data & SRC_MACRO_BIT) || !m->has_scope)
		return;
	unsigned off;
	struct finfo *fi = src_loc(m, l, NULL, NULL, &off);
	struct mexp *x = fi && fi->wanted ? mexp_at_off(fi, off) : NULL;
	if (!x || api_kernel_func(x->name) != F_NONE || api_in_value(x->name) != B_NONE)
		return;
	if (!m->scope_done) {
		struct startscan ss = { m };
		clang_visitChildren(m->scope, start_visitor, &ss);
		m->scope_done = 1;
	}
	struct bodyref b = { m, NULL, x ? x->start : 0, 0, 0, 0 };
	char *mname = x ? xstrdup(x->name) : NULL;
	b.dfi = x && x->start ? body_of(m, x, &b.b0, &b.b1, &b.def0) : NULL;
	unsigned o = b.dfi ? body_off(&b, l) : 0;
	unsigned end = o ? body_end(&b, e, 0) : 0;
	/* the expression is the macro's whole body (a byte-swap or accessor
	 * macro used as a value, "((x).v16)"): it is the expansion's value, and
	 * the site stays at the expansion like a call's */
	int whole = o && end > o && end <= b.b1 && only_parens(b.dfi, b.b0, o, end, b.b1);
	if (!o || end <= o || end > b.b1 || whole || !spells_own(&b, o, end)) {
		free(mname);
		return;
	}
	s->def = xmalloc(sizeof(*s->def));
	src_span_off(m, (struct finfo *)b.dfi, o, end, 1, s->def);
	s->def->inbody = 1;
	free(s->def_macro);
	s->def_macro = mname;
}

char *src_mexp_def(struct srcmap *m, const struct mexp *x)
{
	unsigned b0, b1, d0, line, col;
	struct finfo *dfi = body_of(m, x, &b0, &b1, &d0);
	if (!dfi)
		return NULL;
	src_line_col(dfi, b0, &line, &col);
	return xasprintf("%s:%u", dfi->rel, line);
}
