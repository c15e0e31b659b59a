/* pf_scan.c — the prefilter's lexical model of one file: its #includes, its
 * macros (name, body identifiers, ## fragments), its identifiers, and its
 * declaration chunks at file and aggregate scope (function bodies left out).
 * Tokens come from kfmt's C tokenizer (tools/actions/kfmt-lex.c). */
#include "pf.h"
#include "audit.h"
#include "kfmt-lex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void pf_keywords(struct strtab *t)
{
	static const char *const kw[] = {
		"auto", "break", "case", "char", "continue", "default", "do", "double", "else", "float",
		"for", "goto", "if", "int", "long", "return", "short", "sizeof", "switch", "typedef",
		"void", "while", "_Bool", "_Complex", "_Static_assert", "_Alignas", "_Alignof",
		"_Noreturn", "_Thread_local", "__attribute__", "__attribute", "asm", "__asm__", "__asm",
		"typeof", "__typeof__", "__typeof", "__auto_type", "__builtin_va_list", "__label__",
		"__alignof__", "__int128", "_Atomic", "__builtin_offsetof", "__builtin_types_compatible_p",
	};
	static const char *const qual[] = {
		"const", "volatile", "inline", "__inline", "__inline__", "static", "extern", "register",
		"restrict", "__restrict", "__restrict__", "__volatile__", "__volatile", "__const",
		"__const__", "__extension__", "signed", "unsigned", "__signed__", "__signed",
	};
	static const char *const tags[] = { "struct", "union", "enum" };
	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
	{
		uint32_t id = strtab_intern(t, kw[i], strlen(kw[i]));
		t->flags[id] |= PF_KW;
	}
	for (size_t i = 0; i < sizeof(qual) / sizeof(qual[0]); i++)
	{
		uint32_t id = strtab_intern(t, qual[i], strlen(qual[i]));
		t->flags[id] |= PF_KW | PF_QUAL;
	}
	for (size_t i = 0; i < sizeof(tags) / sizeof(tags[0]); i++)
	{
		uint32_t id = strtab_intern(t, tags[i], strlen(tags[i]));
		t->flags[id] |= PF_KW | PF_TAGKW;
	}
}

struct u32v {
	uint32_t *v;
	size_t n, cap;
};

static void u32_push(struct u32v *a, uint32_t x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? a->cap * 2 : 64;
		a->v = xrealloc(a->v, a->cap * sizeof(*a->v));
	}
	a->v[a->n++] = x;
}

static void u32_unique(struct u32v *a)
{
	if (!a->n)
		return;
	qsort(a->v, a->n, sizeof(*a->v), u32_cmp);
	size_t w = 1;
	for (size_t i = 1; i < a->n; i++)
		if (a->v[i] != a->v[w - 1])
			a->v[w++] = a->v[i];
	a->n = w;
}

struct scan {
	struct strtab *st;
	struct pf_file *f;
	const char *text;
	struct toks tk;
	struct u32v ids, cur, eids;
	struct u32v btok;          /* identifiers of the function bodies (pf_body.t0, t1) */
	int td_pending;            /* the chunk after this '}' names a typedef */
	struct cond {
		int dead;          /* this branch is never compiled as C */
		int kind;          /* C_UNKNOWN, C_NEVER (#if 0, #ifdef __ASSEMBLY__), C_ALWAYS */
		uint32_t need;     /* PF_COND this branch needs, UINT32_MAX none known */
		int flipped;       /* past the #if's own branch (#elif, #else) */
	} cond[64];
	size_t ncond, deep;        /* deep: levels beyond cond[] */
	unsigned char tdstack[256]; /* per open aggregate: its opener began with typedef */
	size_t aggstack[256];       /* per open aggregate: its index in f->aggs */
	size_t close_pending;       /* f->aggs index whose close chunk is the next one, or SIZE_MAX */
	size_t capaggs;
	int agg_depth;
	size_t capchunks, capinc, capmac, capundef;
};

static uint32_t ident(struct scan *s, const struct tok *k)
{
	return strtab_intern(s->st, s->text + k->off, k->len);
}

static int punct(const struct scan *s, const struct tok *k, const char *p)
{
	return k->kind == T_PUNCT && k->len == strlen(p) && !memcmp(s->text + k->off, p, k->len);
}

static void add_inc(struct scan *s, enum pf_inc_kind kind, const char *name, size_t len)
{
	struct pf_file *f = s->f;
	if (f->ninc == s->capinc) {
		s->capinc = s->capinc ? s->capinc * 2 : 16;
		f->inc = xrealloc(f->inc, s->capinc * sizeof(*f->inc));
	}
	struct pf_inc *inc = &f->inc[f->ninc++];
	inc->kind = kind;
	inc->name = xasprintf("%.*s", (int)len, name);
	inc->conds = NULL;
	inc->nconds = 0;
	for (size_t i = 0; i < s->ncond; i++)
		if (s->cond[i].need != UINT32_MAX) {
			inc->conds = xrealloc(inc->conds, (inc->nconds + 1) * sizeof(*inc->conds));
			inc->conds[inc->nconds++] = s->cond[i].need;
		}
}

/* #include / #include_next / #import: tokens [b, e). */
static void directive_include(struct scan *s, size_t b, size_t e, int next)
{
	if (b >= e)
		return;
	const struct tok *k = &s->tk.v[b];
	if (k->kind == T_STR && s->text[k->off] == '"' && k->len >= 2) {
		add_inc(s, next ? PF_INC_NEXT : PF_INC_QUOTE, s->text + k->off + 1, k->len - 2);
	} else if (punct(s, k, "<")) {
		for (size_t j = b + 1; j < e; j++)
			if (punct(s, &s->tk.v[j], ">")) {
				size_t from = k->off + 1, to = s->tk.v[j].off;
				add_inc(s, next ? PF_INC_NEXT : PF_INC_ANGLE, s->text + from, to - from);
				return;
			}
		add_inc(s, PF_INC_COMPUTED, "<unterminated>", 14);
	} else {
		add_inc(s, PF_INC_COMPUTED, s->text + k->off, k->len);
	}
}

enum { C_UNKNOWN, C_NEVER, C_ALWAYS };

/* What the branch of #ifdef X / #ifndef X / #if defined(X) / #if !defined X in [a, e)
 * needs of X (PF_COND), UINT32_MAX for any other condition. */
static uint32_t cond_need(struct scan *s, const char *d, size_t dl, size_t a, size_t e)
{
	const struct toks *tk = &s->tk;
	size_t w[6], n = 0;
	for (size_t j = a; j < e; j++) {
		if (tk->v[j].kind == T_COMMENT)
			continue;
		if (n == 6)
			return UINT32_MAX;
		w[n++] = j;
	}
	int defined = !(dl == 6 && !memcmp(d, "ifndef", 6));
	size_t k = 0;
	if (dl == 2 && !memcmp(d, "if", 2)) {
		if (n && punct(s, &tk->v[w[0]], "!")) {
			defined = 0;
			k = 1;
		}
		const struct tok *t = k < n ? &tk->v[w[k]] : NULL;
		if (!t || t->kind != T_IDENT || t->len != 7 || memcmp(s->text + t->off, "defined", 7))
			return UINT32_MAX;
		k++;
		if (k + 3 == n && punct(s, &tk->v[w[k]], "(") && punct(s, &tk->v[w[k + 2]], ")"))
			k++;
		else if (k + 1 != n)
			return UINT32_MAX;
	} else if (n != 1) {
		return UINT32_MAX;
	}
	if (tk->v[w[k]].kind != T_IDENT)
		return UINT32_MAX;
	return PF_COND(ident(s, &tk->v[w[k]]), defined);
}

/* The branch opened by #if/#ifdef/#ifndef in [a, e) that needs NEED (cond_need()):
 * never compiled as C (#if 0, __ASSEMBLY__ or __cplusplus defined), always (their
 * negations), or unknown. */
static int cond_kind(const struct scan *s, uint32_t need, const char *d, size_t dl, size_t a, size_t e)
{
	if (need != UINT32_MAX) {
		const char *name = s->st->str[PF_COND_ID(need)];
		if (strcmp(name, "__ASSEMBLY__") && strcmp(name, "__cplusplus"))
			return C_UNKNOWN;
		return PF_COND_DEFINED(need) ? C_NEVER : C_ALWAYS;
	}
	const struct tok *only = NULL;
	for (size_t j = a; j < e; j++) {
		if (s->tk.v[j].kind == T_COMMENT)
			continue;
		if (only)
			return C_UNKNOWN;
		only = &s->tk.v[j];
	}
	return dl == 2 && !memcmp(d, "if", 2) && only && only->len == 1 && s->text[only->off] == '0' ? C_NEVER
												      : C_UNKNOWN;
}

/* Keeps the stack of conditionals; 1 when the directive was one. */
static int conditional(struct scan *s, const char *d, size_t dl, size_t a, size_t e)
{
	int is_if = (dl == 2 && !memcmp(d, "if", 2)) || (dl == 5 && !memcmp(d, "ifdef", 5)) ||
		    (dl == 6 && !memcmp(d, "ifndef", 6));
	if (is_if) {
		int parent_dead = s->ncond && s->cond[s->ncond - 1].dead;
		if (s->ncond == sizeof(s->cond) / sizeof(s->cond[0])) {
			s->deep++;
			return 1;
		}
		uint32_t need = parent_dead ? UINT32_MAX : cond_need(s, d, dl, a, e);
		int k = parent_dead ? C_UNKNOWN : cond_kind(s, need, d, dl, a, e);
		s->cond[s->ncond].kind = k;
		s->cond[s->ncond].dead = parent_dead || k == C_NEVER;
		s->cond[s->ncond].need = need;
		s->cond[s->ncond].flipped = 0;
		s->ncond++;
		return 1;
	}
	int is_else = dl == 4 && !memcmp(d, "else", 4), is_elif = dl == 4 && !memcmp(d, "elif", 4);
	if (is_else || is_elif) {
		if (s->deep || !s->ncond)
			return 1;
		struct cond *c = &s->cond[s->ncond - 1];
		int parent_dead = s->ncond > 1 && s->cond[s->ncond - 2].dead;
		/* #else and #elif are taken only when the #if's condition is false. */
		if (c->need != UINT32_MAX && !c->flipped)
			c->need ^= 0x80000000u;
		c->flipped = 1;
		if (c->kind == C_NEVER) {
			c->dead = parent_dead;
			c->kind = is_elif ? C_UNKNOWN : C_ALWAYS;
			if (!is_elif)
				c->kind = C_UNKNOWN;
		} else if (c->kind == C_ALWAYS) {
			c->dead = 1;
		} else {
			c->dead = parent_dead;
		}
		return 1;
	}
	if (dl == 5 && !memcmp(d, "endif", 5)) {
		if (s->deep)
			s->deep--;
		else if (s->ncond)
			s->ncond--;
		return 1;
	}
	return 0;
}

static int is_param(const struct u32v *params, uint32_t id)
{
	for (size_t i = 0; i < params->n; i++)
		if (params->v[i] == id)
			return 1;
	return 0;
}

static int keyword_is(const struct strtab *st, uint32_t t, const char *const *words)
{
	if (PF_IS_P(t) || PF_IS_MEMBER(t))
		return 0;
	for (; *words; words++)
		if (!strcmp(st->str[t], *words))
			return 1;
	return 0;
}

/* Does the macro token run [start, i) end like a function head, `type name(...)`?
 * (Not `if (x)`, `(type)` before a compound literal, `= f(x)`, `__attribute__((a))`.) */
static int fn_head(const struct strtab *st, const uint32_t *t, size_t start, size_t i)
{
	static const char *const stmt[] = { "if", "else", "while", "for", "do", "switch", "return", "case",
					    "default", "goto", "sizeof", "typeof", "__typeof__", "__attribute__",
					    "__attribute", "asm", "__asm__", "_Generic", NULL };
	if (i < start + 3 || t[i - 1] != PF_P(')'))
		return 0;
	size_t p = i - 1;
	int depth = 0;
	for (;; p--) {
		if (t[p] == PF_P(')'))
			depth++;
		else if (t[p] == PF_P('(') && --depth == 0)
			break;
		if (p == start)
			return 0;
	}
	if (p < start + 2 || !(PF_IS_PARAM(t[p - 1]) || (!PF_IS_P(t[p - 1]) && !PF_IS_MEMBER(t[p - 1]))))
		return 0;
	/* Before it, at the top level: types, qualifiers, macro invocations (attributes,
	 * another macro's declarations); no statement, no initialiser. */
	depth = 0;
	for (size_t k = start; k < p; k++) {
		if (t[k] == PF_P('('))
			depth++;
		else if (t[k] == PF_P(')'))
			depth--;
		else if (depth == 0 && (t[k] == PF_P('=') || t[k] == PF_P(',') || keyword_is(st, t[k], stmt)))
			return 0;
	}
	return depth == 0;
}

/* The macro body as codes (struct pf_macro.toks) and the function bodies it defines. */
static void macro_toks(struct scan *s, struct pf_macro *m, const struct tok **bt, size_t nb, const struct u32v *params)
{
	m->nparams = (uint32_t)params->n;
	if (!m->funclike)
		m->vararg = UINT32_MAX;
	if (!nb || nb > UINT32_MAX / 2)
		return;
	m->toks = xmalloc(nb * sizeof(*m->toks));
	for (size_t i = 0; i < nb; i++) {
		const struct tok *k = bt[i];
		uint32_t c = PF_OTHER;
		if (k->kind == T_IDENT) {
			uint32_t id = ident(s, k);
			int mem = i && (punct(s, bt[i - 1], ".") || punct(s, bt[i - 1], "->"));
			c = mem ? PF_MEMBER(id) : id;
			for (size_t p = 0; p < params->n && p < PF_PARAM_MEMBER; p++)
				if (params->v[p] == id) {
					c = PF_PARAM(p) | (mem ? PF_PARAM_MEMBER : 0);
					break;
				}
		} else if (k->kind == T_NUM || k->kind == T_STR) {
			c = PF_LIT;
		} else if (punct(s, k, "##")) {
			c = PF_PASTE;
		} else if (punct(s, k, ".") || punct(s, k, "->")) {
			c = PF_DOT;
		} else if (k->kind == T_PUNCT && k->len == 1 && strchr("(),{};=", s->text[k->off])) {
			c = PF_P(s->text[k->off]);
		}
		m->toks[i] = c;
	}
	m->ntoks = (uint32_t)nb;
	/* Function bodies at the macro's top level: `head(...) { ... }`. */
	size_t start = 0, open = SIZE_MAX;
	int pd = 0, bd = 0;
	uint32_t cap = 0;
	for (size_t i = 0; i < nb; i++) {
		uint32_t c = m->toks[i];
		if (c == PF_P('('))
			pd++;
		else if (c == PF_P(')'))
			pd--;
		else if (c == PF_P('{')) {
			if (pd == 0 && bd == 0 && fn_head(s->st, m->toks, start, i))
				open = i;
			bd++;
		} else if (c == PF_P('}')) {
			if (--bd < 0)
				return;
			if (bd == 0) {
				if (open != SIZE_MAX && bt[i]->off <= UINT32_MAX) {
					if (m->nregions == cap) {
						cap = cap ? cap * 2 : 4;
						m->regions = xrealloc(m->regions, cap * sizeof(*m->regions));
					}
					m->regions[m->nregions++] = (struct pf_mregion){
						(uint32_t)bt[open]->off + 1, (uint32_t)bt[i]->off, (uint32_t)start,
						(uint32_t)open, (uint32_t)i, 0 };
				}
				open = SIZE_MAX;
				start = i + 1;
			}
		} else if (c == PF_P(';') && pd == 0 && bd == 0) {
			start = i + 1;
		}
	}
}

/* A function-like macro's parameters (after its name at token B, up to E) into
 * PARAMS, its variadic one in m->vararg: the index of its first body token. */
static size_t macro_params(struct scan *s, struct pf_macro *m, size_t b, size_t e, struct u32v *params)
{
	const struct toks *tk = &s->tk;
	size_t j = b + 1;
	if (!(j < e && punct(s, &tk->v[j], "(") && tk->v[j].off == tk->v[b].off + tk->v[b].len))
		return j;
	m->funclike = 1;
	m->vararg = UINT32_MAX;
	for (j++; j < e && !punct(s, &tk->v[j], ")"); j++) {
		if (tk->v[j].kind == T_IDENT) {
			u32_push(params, ident(s, &tk->v[j]));
		} else if (punct(s, &tk->v[j], "...")) {
			/* args... (its name) or ... (__VA_ARGS__) */
			int named = tk->v[j - 1].kind == T_IDENT;
			if (m->vararg == UINT32_MAX)
				m->vararg = (uint32_t)(named ? params->n - 1 : params->n);
			u32_push(params, strtab_intern(s->st, "__VA_ARGS__", 11));
		}
	}
	return j + 1;
}

/* A chain a ## b ## c starting at body token I: its literal head and tail around
 * the parameters, as a fragment pair of m (CAPFR: m->frags' room). */
static void paste_chain(struct scan *s, struct pf_macro *m, const struct tok **bt, size_t nb, size_t i,
			const struct u32v *params, size_t *capfr)
{
	char head[256] = "", tail[256] = "";
	int params_seen = 0;
	for (size_t j = i; j < nb; j += 2) {
		const struct tok *o = bt[j];
		int par = o->kind == T_IDENT && is_param(params, ident(s, o));
		if (par) {
			params_seen = 1;
			tail[0] = 0;
		} else if (o->kind == T_IDENT || o->kind == T_NUM) {
			char *dst = params_seen ? tail : head;
			size_t l = strlen(dst);
			if (l + o->len < sizeof(head))
				snprintf(dst + l, sizeof(head) - l, "%.*s", (int)o->len, s->text + o->off);
		}
		if (!(j + 1 < nb && punct(s, bt[j + 1], "##")))
			break;
	}
	if (m->nfrags + 2 > *capfr) {
		*capfr = *capfr ? *capfr * 2 : 4;
		m->frags = xrealloc(m->frags, *capfr * sizeof(*m->frags));
	}
	m->frags[m->nfrags++] = xstrdup(head);
	m->frags[m->nfrags++] = params_seen ? xstrdup(tail) : NULL;
	if (params_seen && !head[0] && !tail[0])
		m->param_paste = 1;
}

/* #define: tokens [b, e) after "define". */
static void directive_define(struct scan *s, size_t b, size_t e)
{
	const struct toks *tk = &s->tk;
	if (b >= e || tk->v[b].kind != T_IDENT)
		return;
	struct pf_file *f = s->f;
	if (f->nmacros == s->capmac) {
		s->capmac = s->capmac ? s->capmac * 2 : 32;
		f->macros = xrealloc(f->macros, s->capmac * sizeof(*f->macros));
	}
	struct pf_macro *m = &f->macros[f->nmacros++];
	memset(m, 0, sizeof(*m));
	m->name = ident(s, &tk->v[b]);
	u32_push(&s->ids, m->name);
	struct u32v params = { 0 }, body = { 0 };
	size_t j = macro_params(s, m, b, e, &params);
	/* Body tokens, comments left out. */
	size_t nb = 0;
	const struct tok **bt = xmalloc((e - (j < e ? j : e) + 1) * sizeof(*bt));
	for (; j < e; j++)
		if (tk->v[j].kind != T_COMMENT)
			bt[nb++] = &tk->v[j];
	m->empty = nb == 0;
	m->first = UINT32_MAX;
	for (size_t i = 0; i < nb; i++) {
		if (bt[i]->kind != T_IDENT)
			break;
		uint32_t id = ident(s, bt[i]);
		if (!(s->st->flags[id] & PF_QUAL)) {
			m->first = id;
			break;
		}
	}
	size_t capfr = 0;
	for (size_t i = 0; i < nb; i++) {
		const struct tok *k = bt[i];
		if (k->kind == T_IDENT) {
			uint32_t id = ident(s, k);
			int mem = i && (punct(s, bt[i - 1], ".") || punct(s, bt[i - 1], "->"));
			if (mem && i >= 2 && punct(s, bt[i - 1], ".") && (punct(s, bt[i - 2], "{") || punct(s, bt[i - 2], ",")))
				continue; /* a designator (.owner = x): initialises, compares nothing */
			u32_push(&s->ids, mem ? PF_MEMBER(id) : id);
			if (!is_param(&params, id)) {
				u32_push(&body, mem ? PF_MEMBER(id) : id);
			} else {
				int glued = (i && (punct(s, bt[i - 1], "##") || punct(s, bt[i - 1], "#"))) ||
					    (i + 1 < nb && punct(s, bt[i + 1], "##")) || mem;
				for (size_t p = 0; !glued && p < params.n; p++)
					if (params.v[p] == id)
						m->plain |= p < 32 ? 1u << p : 0x80000000u;
			}
		}
		if (i + 1 < nb && punct(s, bt[i + 1], "##") && !(i && punct(s, bt[i - 1], "##")))
			paste_chain(s, m, bt, nb, i, &params, &capfr);
	}
	macro_toks(s, m, bt, nb, &params);
	free(bt);
	u32_unique(&body);
	m->body = body.v;
	m->nbody = (uint32_t)body.n;
	free(params.v);
}

static void emit(struct scan *s, int fnhead)
{
	int td = s->td_pending || (s->cur.n && !PF_IS_P(s->cur.v[0]) && !PF_IS_MEMBER(s->cur.v[0]) &&
				   !strcmp(s->st->str[s->cur.v[0]], "typedef"));
	s->td_pending = 0;
	int expr = fnhead;
	for (size_t i = 0; i < s->cur.n && !expr; i++)
		expr = s->cur.v[i] == PF_P('=');
	for (size_t i = 0; expr && i < s->cur.n; i++)
		if (!PF_IS_P(s->cur.v[i]))
			u32_push(&s->eids, s->cur.v[i]);
	size_t closing = s->close_pending;
	s->close_pending = SIZE_MAX;
	struct pf_file *f = s->f;
	if (s->cur.n) {
		int any = 0;
		for (size_t i = 0; i < s->cur.n && !any; i++)
			any = !PF_IS_P(s->cur.v[i]);
		if (any) {
			if (f->nchunks == s->capchunks) {
				s->capchunks = s->capchunks ? s->capchunks * 2 : 64;
				f->chunks = xrealloc(f->chunks, s->capchunks * sizeof(*f->chunks));
			}
			f->chunks[f->nchunks].tok = xmalloc(s->cur.n * sizeof(uint32_t));
			memcpy(f->chunks[f->nchunks].tok, s->cur.v, s->cur.n * sizeof(uint32_t));
			f->chunks[f->nchunks].n = (uint32_t)s->cur.n;
			f->chunks[f->nchunks].fnhead = fnhead;
			f->chunks[f->nchunks].typedef_ = td;
			f->chunks[f->nchunks].member = s->agg_depth > 0;
			if (closing != SIZE_MAX)
				f->aggs[closing].close = (uint32_t)f->nchunks;
			f->nchunks++;
		}
	}
	s->cur.n = 0;
}

/* What a '{' opens: a function body (at file scope after ')'), an initialiser (after
 * '=' at depth 0, or inside one), else an aggregate (struct/union/enum members). */
enum brace { B_AGG, B_BODY, B_INIT };

static enum brace opens(const struct scan *s, int agg)
{
	int depth = 0, eq = 0;
	size_t lastgroup = SIZE_MAX, tag = SIZE_MAX;
	for (size_t i = 0; i < s->cur.n; i++) {
		uint32_t t = s->cur.v[i];
		if (t == PF_P('(') || t == PF_P('[')) {
			if (depth == 0 && t == PF_P('('))
				lastgroup = i;
			depth++;
		} else if (t == PF_P(')') || t == PF_P(']')) {
			depth--;
		} else if (depth == 0 && t == PF_P('=')) {
			eq = 1;
		} else if (depth == 0 && !PF_IS_P(t) && !PF_IS_MEMBER(t) && (s->st->flags[t] & PF_TAGKW) && tag == SIZE_MAX) {
			tag = i;
		}
	}
	if (eq)
		return B_INIT;
	if (agg || !s->cur.n || s->cur.v[s->cur.n - 1] != PF_P(')') || lastgroup == SIZE_MAX || lastgroup == 0)
		return B_AGG;
	/* struct __attribute__((packed)) {, struct x __aligned(8) {: an aggregate (the
	 * group follows the tag, or its name and a __name); struct foo *bar(int x) {
	 * and enum foo bar(int x) {: functions.  (struct foo __bar(int x) {, a
	 * struct returned by value, reads as an aggregate, whose chunks only add names.) */
	if (tag != SIZE_MAX && (lastgroup == tag + 2 || (lastgroup == tag + 3 && !PF_IS_P(s->cur.v[tag + 1]) &&
							   !PF_IS_P(s->cur.v[tag + 2]) && !PF_IS_MEMBER(s->cur.v[tag + 2]) &&
							   !strncmp(s->st->str[s->cur.v[tag + 2]], "__", 2))))
		return B_AGG;
	return PF_IS_P(s->cur.v[lastgroup - 1]) ? B_AGG : B_BODY;
}

static int at_line_start(const char *text, size_t off)
{
	while (off > 0 && (text[off - 1] == ' ' || text[off - 1] == '\t'))
		off--;
	return off == 0 || text[off - 1] == '\n';
}

static void unsure(struct pf_file *f, const char *why)
{
	f->state = PF_UNSURE;
	f->why = why;
}

/* Where pf_scan() is: nesting of aggregates and bodies, the function body being
 * read (where it starts, whether a directive sits in it) and the tokens before,
 * outside directives and comments. */
struct nest {
	int agg, body, paren;
	int fnbody, body_directive;
	size_t body_from, capbodies, btok_from;
	uint32_t body_head;
	const struct tok *prev, *prev2;
};

/* The directive whose "#" is token I: #if family, #include, #define, #undef.
 * The index of its end. */
static size_t directive(struct scan *s, struct nest *n, size_t i)
{
	struct pf_file *f = s->f;
	n->body_directive |= n->body > 0;
	size_t e = i + 1;
	while (e < s->tk.n && s->tk.v[e].kind != T_EOD)
		e++;
	size_t b = i + 1;
	while (b < e && s->tk.v[b].kind == T_COMMENT)
		b++;
	if (!(b < e && s->tk.v[b].kind == T_IDENT))
		return e;
	const char *d = s->text + s->tk.v[b].off;
	size_t dl = s->tk.v[b].len;
	size_t a = b + 1;
	while (a < e && s->tk.v[a].kind == T_COMMENT)
		a++;
	if (conditional(s, d, dl, a, e)) {
		/* #if / #else / #endif: kept in s->cond */
	} else if (s->ncond && s->cond[s->ncond - 1].dead) {
		/* a directive in a branch no C compile takes */
	} else if ((dl == 7 && !memcmp(d, "include", 7)) || (dl == 6 && !memcmp(d, "import", 6)))
		directive_include(s, a, e, 0);
	else if (dl == 12 && !memcmp(d, "include_next", 12))
		directive_include(s, a, e, 1);
	else if (dl == 6 && !memcmp(d, "define", 6))
		directive_define(s, a, e);
	else if (dl == 5 && !memcmp(d, "undef", 5) && a < e && s->tk.v[a].kind == T_IDENT) {
		if (f->nundefs == s->capundef) {
			s->capundef = s->capundef ? s->capundef * 2 : 4;
			f->undefs = xrealloc(f->undefs, s->capundef * sizeof(*f->undefs));
		}
		f->undefs[f->nundefs++] = ident(s, &s->tk.v[a]);
	}
	return e;
}

/* Token K inside a body: braces counted; at the end of a function body its
 * range and names recorded (none when a directive sits in it). */
static void body_token(struct scan *s, struct nest *n, const struct tok *k)
{
	struct pf_file *f = s->f;
	if (punct(s, k, "{")) {
		n->body++;
		return;
	}
	if (!punct(s, k, "}") || --n->body != 0 || !n->fnbody)
		return;
	if (n->body_directive || k->off > UINT32_MAX || s->btok.n > UINT32_MAX) {
		s->btok.n = n->btok_from;
		return;
	}
	if (f->nbodies == n->capbodies) {
		n->capbodies = n->capbodies ? n->capbodies * 2 : 16;
		f->bodies = xrealloc(f->bodies, n->capbodies * sizeof(*f->bodies));
	}
	struct u32v range = { s->btok.v + n->btok_from, s->btok.n - n->btok_from, 0 };
	u32_unique(&range);
	s->btok.n = n->btok_from + range.n;
	f->bodies[f->nbodies++] = (struct pf_body){ (uint32_t)n->body_from, (uint32_t)k->off, n->body_head,
						   (uint32_t)n->btok_from, (uint32_t)s->btok.n };
}

/* "{" (token K) outside a body: an aggregate opens, or a body (a function's, an
 * initialiser's). */
static void open_brace(struct scan *s, struct nest *n, const struct tok *k)
{
	struct pf_file *f = s->f;
	enum brace b = opens(s, n->agg);
	int opener_td = s->cur.n && !PF_IS_P(s->cur.v[0]) && !PF_IS_MEMBER(s->cur.v[0]) &&
			!strcmp(s->st->str[s->cur.v[0]], "typedef");
	size_t before = f->nchunks;
	emit(s, b == B_BODY);
	int opened = f->nchunks > before;
	n->paren = 0;
	if (b != B_AGG) {
		n->body = 1; /* function bodies and initialisers declare nothing */
		n->fnbody = b == B_BODY && n->agg == 0;
		n->body_directive = 0;
		n->body_from = k->off + 1;
		n->body_head = opened ? (uint32_t)f->nchunks - 1 : UINT32_MAX;
		n->btok_from = s->btok.n;
		return;
	}
	if (n->agg < 256) {
		s->tdstack[n->agg] = (unsigned char)opener_td;
		if (f->naggs == s->capaggs) {
			s->capaggs = s->capaggs ? s->capaggs * 2 : 16;
			f->aggs = xrealloc(f->aggs, s->capaggs * sizeof(*f->aggs));
		}
		uint32_t first = (uint32_t)f->nchunks;
		f->aggs[f->naggs] = (struct pf_agg){ opened ? first - 1 : UINT32_MAX, first, first, UINT32_MAX };
		s->aggstack[n->agg] = f->naggs++;
	}
	n->agg++;
	s->agg_depth = n->agg;
}

/* "}" outside a body: the aggregate closes; 0 when none is open (unsure). */
static int close_brace(struct scan *s, struct nest *n)
{
	emit(s, 0);
	n->paren = 0;
	if (n->agg == 0) {
		unsure(s->f, "has unbalanced braces");
		return 0;
	}
	n->agg--;
	s->agg_depth = n->agg;
	s->td_pending = n->agg < 256 && s->tdstack[n->agg];
	if (n->agg < 256) {
		s->f->aggs[s->aggstack[n->agg]].end = (uint32_t)s->f->nchunks;
		s->close_pending = s->aggstack[n->agg];
	}
	return 1;
}

/* Token K outside bodies: a name or punctuation of the chunk being read; 0 when
 * the file's braces do not balance. */
static int chunk_token(struct scan *s, struct nest *n, const struct tok *k, int mem)
{
	if (k->kind == T_IDENT) {
		u32_push(&s->cur, mem ? PF_MEMBER(ident(s, k)) : ident(s, k));
		return 1;
	}
	if (k->kind != T_PUNCT || k->len != 1)
		return 1;
	char c = s->text[k->off];
	if (n->paren > 0 && c != '(' && c != ')') {
		/* Inside parentheses (macro arguments like TP_fast_assign(a = b;),
		 * statement expressions): part of the chunk, no split. */
		if (strchr("[]=,*:", c))
			u32_push(&s->cur, PF_P(c));
		return 1;
	}
	if (c == '{') {
		open_brace(s, n, k);
	} else if (c == '}') {
		return close_brace(s, n);
	} else if (c == ';') {
		emit(s, 0);
		n->paren = 0;
	} else if (strchr("()[]=,*:", c)) {
		if (c == '(')
			n->paren++;
		else if (c == ')' && n->paren > 0)
			n->paren--;
		u32_push(&s->cur, PF_P(c));
	}
	return 1;
}

/* One token K (index I) outside directives: 0 when scanning stops. */
static int scan_token(struct scan *s, struct nest *n, const struct tok *k, size_t i)
{
	int mem = k->kind == T_IDENT && i && n->prev && (punct(s, n->prev, ".") || punct(s, n->prev, "->"));
	if (mem && punct(s, n->prev, ".") && n->prev2 && (punct(s, n->prev2, "{") || punct(s, n->prev2, ","))) {
		n->prev2 = n->prev; /* a designator (.owner = x): initialises, compares nothing */
		n->prev = k;
		return 1;
	}
	if (k->kind == T_IDENT) {
		uint32_t v = mem ? PF_MEMBER(ident(s, k)) : ident(s, k);
		u32_push(&s->ids, v);
		if (n->body)
			u32_push(&s->eids, v);
		if (n->body && n->fnbody)
			u32_push(&s->btok, v);
	}
	n->prev2 = n->prev;
	n->prev = k;
	if (n->body) {
		body_token(s, n, k);
		return 1;
	}
	return chunk_token(s, n, k, mem);
}

void pf_scan(struct strtab *st, struct pf_file *f)
{
	size_t len = 0;
	char *text = read_text_regular(f->path, &len);
	if (!text) {
		f->state = PF_UNREADABLE;
		f->why = "cannot be read";
		return;
	}
	f->state = PF_OK;
	struct scan s = { .st = st, .f = f, .text = text, .close_pending = SIZE_MAX };
	if (lex(text, len, &s.tk) != 0) {
		unsure(f, "cannot be tokenised (unterminated comment or literal)");
		toks_free(&s.tk);
		free(text);
		return;
	}
	struct nest n = { .body_head = UINT32_MAX };
	f->len = len;
	for (size_t i = 0; i < s.tk.n; i++) {
		const struct tok *k = &s.tk.v[i];
		if (k->kind == T_COMMENT || k->kind == T_EOD)
			continue;
		if (punct(&s, k, "#") && at_line_start(text, k->off)) {
			i = directive(&s, &n, i);
			continue;
		}
		if (s.ncond && s.cond[s.ncond - 1].dead)
			continue;
		if (!scan_token(&s, &n, k, i))
			break;
	}
	emit(&s, 0);
	if (f->state == PF_OK && (n.agg || n.body))
		unsure(f, "has unbalanced braces");
	u32_unique(&s.ids);
	f->idents = s.ids.v;
	f->nidents = s.ids.n;
	u32_unique(&s.eids);
	f->eidents = s.eids.v;
	f->neidents = s.eids.n;
	f->btok = s.btok.v;
	free(s.cur.v);
	toks_free(&s.tk);
	free(text);
}

void pf_file_free(struct pf_file *f)
{
	free(f->path);
	free(f->idents);
	free(f->eidents);
	for (size_t i = 0; i < f->ninc; i++) {
		free(f->inc[i].name);
		free(f->inc[i].conds);
	}
	free(f->inc);
	free(f->undefs);
	for (size_t i = 0; i < f->nchunks; i++)
		free(f->chunks[i].tok);
	free(f->chunks);
	for (size_t i = 0; i < f->nmacros; i++) {
		free(f->macros[i].body);
		for (size_t k = 0; k < f->macros[i].nfrags; k++)
			free(f->macros[i].frags[k]); /* free(NULL) for the whole-name chains */
		free(f->macros[i].frags);
		free(f->macros[i].toks);
		free(f->macros[i].regions);
	}
	free(f->macros);
	free(f->aggs);
	free(f->inert);
	free(f->bodies);
	free(f->btok);
	memset(f, 0, sizeof(*f));
}
