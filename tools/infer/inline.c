/* inline.c — see inline.h.  The body is read as tokens (clang_tokenize: the
 * source as written, so the decoders of apis.c are seen also where they are
 * macros), and only when it is small: a return is "API(...)" or a local
 * initialised once with "API(...)"; a sink is "API(..., P, ...)" with P the
 * whole argument the API sends out.  A parameter or local that is written
 * anywhere else in the body (assigned, incremented, its address taken) is
 * not a plain copy: no summary. */
#include "inline.h"

#include "apis.h"

#include <stdlib.h>
#include <string.h>

#define MAX_TOKENS 240 /* "small": a decoder or encoder, not a whole algorithm */
#define MAX_PARAMS 8

struct summary {
	unsigned hash;
	CXCursor def;
	enum bclass ret;
	enum bclass sink[MAX_PARAMS];
};

struct inline_memo {
	struct summary *v;
	size_t n, cap;
};

struct toks {
	char **s;         /* spellings */
	int *punct;       /* a punctuation token */
	unsigned n;
};

static void toks_free(struct toks *t)
{
	for (unsigned i = 0; i < t->n; i++)
		free(t->s[i]);
	free(t->s);
	free(t->punct);
}

static int is(const struct toks *t, unsigned i, const char *s)
{
	return i < t->n && !strcmp(t->s[i], s);
}

/* the index of the ')' closing the '(' at I, or t->n */
static unsigned close_of(const struct toks *t, unsigned i)
{
	int depth = 0;
	for (unsigned k = i; k < t->n; k++) {
		if (is(t, k, "(") || is(t, k, "[") || is(t, k, "{"))
			depth++;
		else if ((is(t, k, ")") || is(t, k, "]") || is(t, k, "}")) && --depth == 0)
			return k;
	}
	return t->n;
}

/* Is NAME written anywhere in [B, E) other than by its initialisation at
 * INIT (the index of its "=", or t->n for none)? */
static int written(const struct toks *t, unsigned b, unsigned e, const char *name, unsigned init)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--" };
	for (unsigned k = b; k < e; k++) {
		if (strcmp(t->s[k], name) || t->punct[k])
			continue;
		if (k > b && (is(t, k - 1, "&") || is(t, k - 1, "++") || is(t, k - 1, "--")))
			return 1;
		for (size_t o = 0; o < sizeof(ops) / sizeof(ops[0]); o++)
			if (is(t, k + 1, ops[o]) && k + 1 != init)
				return 1;
	}
	return 0;
}

/* "API ( ... )" exactly over [B, E): the class of the decoder API */
static enum bclass decoder_call(const struct toks *t, unsigned b, unsigned e)
{
	if (e < b + 3 || t->punct[b] || !is(t, b + 1, "(") || close_of(t, b + 1) != e - 1)
		return B_NONE;
	return api_in_value(t->s[b]);
}

/* The class of every return of the body [B, E), or B_NONE. */
static enum bclass returns_of(const struct toks *t, unsigned b, unsigned e)
{
	enum bclass bc = B_NONE;
	int nret = 0;
	for (unsigned k = b; k < e; k++) {
		if (strcmp(t->s[k], "return"))
			continue;
		unsigned s = k + 1, f = s;
		while (f < e && !is(t, f, ";"))
			f = is(t, f, "(") ? close_of(t, f) + 1 : f + 1;
		enum bclass one = decoder_call(t, s, f);
		if (one == B_NONE && f == s + 1 && !t->punct[s]) {
			/* a local: "NAME = API(...);" once, never written otherwise */
			unsigned init = t->n;
			for (unsigned q = b; q + 1 < e && init == t->n; q++)
				if (!strcmp(t->s[q], t->s[s]) && is(t, q + 1, "=") && q > b && !t->punct[q - 1])
					init = q + 1;
			if (init != t->n && !written(t, b, e, t->s[s], init)) {
				unsigned g = init + 1;
				while (g < e && !is(t, g, ";"))
					g = is(t, g, "(") ? close_of(t, g) + 1 : g + 1;
				one = decoder_call(t, init + 1, g);
			}
		}
		if (one == B_NONE || (nret && one != bc))
			return B_NONE;
		bc = one;
		nret++;
		k = f;
	}
	return bc;
}

/* The class of the encoder that parameter NAME goes to whole in [B, E). */
static enum bclass sink_of(const struct toks *t, unsigned b, unsigned e, const char *name)
{
	if (written(t, b, e, name, t->n))
		return B_NONE;
	enum bclass bc = B_NONE;
	for (unsigned k = b; k + 1 < e; k++) {
		if (t->punct[k] || !is(t, k + 1, "(") || !api_has_out(t->s[k]))
			continue;
		unsigned c = close_of(t, k + 1), a0 = k + 2;
		int arg = 0;
		for (unsigned q = k + 2; q <= c && q < e; q++) {
			if (is(t, q, "(") || is(t, q, "[") || is(t, q, "{")) {
				q = close_of(t, q);
				continue;
			}
			if (q == c || is(t, q, ",")) {
				enum bclass one = q == a0 + 1 && !strcmp(t->s[a0], name) ? api_out_arg(t->s[k], arg) : B_NONE;
				if (one != B_NONE) {
					if (bc != B_NONE && bc != one)
						return B_NONE;
					bc = one;
				}
				arg++;
				a0 = q + 1;
			}
		}
	}
	return bc;
}

static void summarize(CXTranslationUnit tu, CXCursor def, struct summary *s)
{
	s->ret = B_NONE;
	for (int i = 0; i < MAX_PARAMS; i++)
		s->sink[i] = B_NONE;
	CXToken *ct = NULL;
	unsigned n = 0;
	clang_tokenize(tu, clang_getCursorExtent(def), &ct, &n);
	if (!ct || n > MAX_TOKENS) {
		if (ct)
			clang_disposeTokens(tu, ct, n);
		return;
	}
	struct toks t = { calloc(n + 1, sizeof(char *)), calloc(n + 1, sizeof(int)), n };
	if (!t.s || !t.punct) {
		clang_disposeTokens(tu, ct, n);
		t.n = 0;
		toks_free(&t);
		return;
	}
	for (unsigned i = 0; i < n; i++) {
		CXString sp = clang_getTokenSpelling(tu, ct[i]);
		const char *c = clang_getCString(sp);
		t.s[i] = strdup(c ? c : "");
		t.punct[i] = clang_getTokenKind(ct[i]) == CXToken_Punctuation;
		clang_disposeString(sp);
		if (!t.s[i]) {
			t.n = i;
			toks_free(&t);
			clang_disposeTokens(tu, ct, n);
			return;
		}
	}
	clang_disposeTokens(tu, ct, n);
	unsigned b = 0; /* the body: from the first '{' */
	while (b < t.n && !is(&t, b, "{"))
		b++;
	if (b < t.n && close_of(&t, b) == t.n - 1) {
		s->ret = returns_of(&t, b, t.n);
		int np = clang_Cursor_getNumArguments(def);
		for (int i = 0; i < np && i < MAX_PARAMS; i++) {
			CXString pn = clang_getCursorSpelling(clang_Cursor_getArgument(def, (unsigned)i));
			const char *name = clang_getCString(pn);
			if (name && *name)
				s->sink[i] = sink_of(&t, b, t.n, name);
			clang_disposeString(pn);
		}
	}
	toks_free(&t);
}

static const struct summary *summary_of(struct inline_memo **mp, CXTranslationUnit tu, CXCursor def)
{
	if (!*mp && !(*mp = calloc(1, sizeof(**mp))))
		return NULL;
	struct inline_memo *m = *mp;
	unsigned h = clang_hashCursor(def);
	for (size_t i = 0; i < m->n; i++)
		if (m->v[i].hash == h && clang_equalCursors(m->v[i].def, def))
			return &m->v[i];
	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 64;
		struct summary *v = realloc(m->v, cap * sizeof(*v));
		if (!v)
			return NULL;
		m->v = v;
		m->cap = cap;
	}
	struct summary *s = &m->v[m->n++];
	s->hash = h;
	s->def = def;
	summarize(tu, def, s);
	return s;
}

enum bclass inline_returns(struct inline_memo **m, CXTranslationUnit tu, CXCursor def)
{
	const struct summary *s = summary_of(m, tu, def);
	return s ? s->ret : B_NONE;
}

enum bclass inline_param_sink(struct inline_memo **m, CXTranslationUnit tu, CXCursor def, int i)
{
	const struct summary *s = summary_of(m, tu, def);
	return s && i >= 0 && i < MAX_PARAMS ? s->sink[i] : B_NONE;
}

void inline_memo_free(struct inline_memo *m)
{
	if (m)
		free(m->v);
	free(m);
}
