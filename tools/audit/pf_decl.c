/* pf_decl.c — what a declaration chunk declares, read lexically: the name in each
 * declarator position (an identifier not followed by another identifier or '*'),
 * the names of (*name) groups, and through a leading run of macro invocations
 * (DEFINE_PER_CPU(kuid_t, x); DEFINE_EVENT(c, a, ...) DEFINE_EVENT(c, b, ...)) the
 * names their arguments declare.  Keywords, struct/union/enum tags and attribute
 * macros are never names; typedef names only in a typedef. */
#include "pf.h"

#include <string.h>

struct dctx {
	const struct strtab *st;
	const uint32_t *plain;
	const uint32_t *tok;
	void (*out)(void *, uint32_t, int);
	void *ctx;
};

static int is_attr_kw(const struct strtab *st, uint32_t t)
{
	return !strcmp(st->str[t], "__attribute__") || !strcmp(st->str[t], "__attribute");
}

/* The index after the group opened at i (tok[i] == '('). */
static uint32_t skip_group(const uint32_t *tok, uint32_t i, uint32_t e)
{
	int d = 0;
	for (; i < e; i++) {
		if (tok[i] == PF_P('(') || tok[i] == PF_P('['))
			d++;
		else if ((tok[i] == PF_P(')') || tok[i] == PF_P(']')) && --d == 0)
			return i + 1;
	}
	return e;
}

/* Does the identifier at i sit where a type does: followed (attributes and qualifiers
 * skipped) by another identifier, by '*', by '(' '*' or by '(' NAME ')' '('? */
static int type_position(const struct strtab *st, const uint32_t *tok, uint32_t i, uint32_t e)
{
	for (uint32_t j = i + 1; j < e; j++) {
		uint32_t t = tok[j];
		if (PF_IS_MEMBER(t))
			return 0;
		if (PF_IS_P(t))
			return t == PF_P('*') || (t == PF_P('(') && j + 1 < e && tok[j + 1] == PF_P('*')) ||
			       (t == PF_P('(') && j + 3 < e && !PF_IS_P(tok[j + 1]) && tok[j + 2] == PF_P(')') &&
				tok[j + 3] == PF_P('('));
		unsigned char fl = st->flags[t];
		if (fl & PF_QUAL)
			continue;
		if (fl & PF_ATTR) {
			if (j + 1 < e && tok[j + 1] == PF_P('('))
				j = skip_group(tok, j + 1, e) - 1;
			continue;
		}
		if (is_attr_kw(st, t))
			return 0;
		return 1;
	}
	return 0;
}

static void declared(const struct dctx *d, uint32_t b, uint32_t e, int top, int typedef_, int args);

/* The parameter list opened at i: each parameter's name, as mode 2 (not a trigger,
 * declares nothing outside). */
static void params(const struct dctx *d, uint32_t i, uint32_t e)
{
	uint32_t end = skip_group(d->tok, i, e), s = i + 1;
	int dd = 0;
	for (uint32_t k = i + 1; k < end; k++) {
		uint32_t t = d->tok[k];
		if (t == PF_P('(') || t == PF_P('['))
			dd++;
		else if ((t == PF_P(')') || t == PF_P(']')) && dd > 0)
			dd--;
		else if (dd == 0 && (t == PF_P(',') || k + 1 == end)) {
			declared(d, s, k, 2, 0, 0);
			s = k + 1;
		}
	}
}

static void declared(const struct dctx *d, uint32_t b, uint32_t e, int top, int typedef_, int args)
{
	const struct strtab *st = d->st;
	const uint32_t *tok = d->tok;
	uint32_t i = b;
	/* A leading run of macro invocations. */
	for (;;) {
		while (i < e && !PF_IS_P(tok[i]) && !PF_IS_MEMBER(tok[i]) && (st->flags[tok[i]] & PF_QUAL))
			i++;
		if (i + 1 >= e || PF_IS_P(tok[i]) || PF_IS_MEMBER(tok[i]) || !(st->flags[tok[i]] & PF_FNMAC) || (st->flags[tok[i]] & PF_ATTR) ||
		    tok[i + 1] != PF_P('('))
			break;
		uint32_t end = skip_group(tok, i + 1, e);
		if (args) {
			uint32_t s = i + 2, narg = 0, mask = d->plain[tok[i]];
			int dd = 0;
			for (uint32_t k = i + 2; k < end; k++) {
				uint32_t t = tok[k];
				if (t == PF_P('(') || t == PF_P('['))
					dd++;
				else if ((t == PF_P(')') || t == PF_P(']')) && dd > 0)
					dd--;
				else if (dd == 0 && (t == PF_P(',') || k + 1 == end)) {
					if (narg >= 31 || (mask & (1u << narg)))
						declared(d, s, k, 0, 0, 0);
					narg++;
					s = k + 1;
				}
			}
		}
		i = end;
	}
	int depth = 0, prefix = 1;
	for (; i < e; i++) {
		uint32_t t = tok[i];
		if (PF_IS_P(t)) {
			if (t == PF_P('(') || t == PF_P('[')) {
				if (depth == 0 && t == PF_P('(') && i + 1 < e && tok[i + 1] == PF_P('*')) {
					uint32_t end = skip_group(tok, i, e);
					for (uint32_t j = i; j < end; j++) {
						uint32_t u = tok[j];
						if (!PF_IS_P(u) && !PF_IS_MEMBER(u) && !(st->flags[u] & (PF_KW | PF_ATTR)) &&
						    (typedef_ || !(st->flags[u] & PF_TYPEDEF)))
							d->out(d->ctx, u, top);
					}
					if (top != 2 && end < e && tok[end] == PF_P('('))
						params(d, end, e);
				}
				depth++;
			} else if (t == PF_P(')') || t == PF_P(']')) {
				depth--;
			} else if (depth == 0 && t == PF_P(',')) {
				prefix = 1;
			} else if (depth == 0 && (t == PF_P('=') || t == PF_P(':'))) {
				prefix = 0;
			}
			continue;
		}
		if (PF_IS_MEMBER(t))
			continue;
		unsigned char fl = st->flags[t];
		if (depth != 0 || !prefix || (fl & (PF_KW | PF_ATTR)) || is_attr_kw(st, t))
			continue;
		if (i > b && !PF_IS_P(tok[i - 1]) && !PF_IS_MEMBER(tok[i - 1]) && (st->flags[tok[i - 1]] & PF_TAGKW))
			continue; /* a struct/union/enum tag */
		if (!typedef_ && (fl & PF_TYPEDEF))
			continue;
		if (type_position(st, tok, i, e))
			continue;
		d->out(d->ctx, t, top);
		if (top != 2 && i + 1 < e && tok[i + 1] == PF_P('('))
			params(d, i + 1, e);
	}
}

void pf_declared(const struct strtab *st, const struct pf_chunk *c, const uint32_t *plain,
		 void (*out)(void *ctx, uint32_t id, int top), void *ctx)
{
	struct dctx d = { st, plain, c->tok, out, ctx };
	/* A function definition's macro head (SYSCALL_DEFINE3(name, type, arg, ...)) declares
	 * its parameters, not names: no arguments. */
	declared(&d, 0, c->n, 1, c->typedef_, !c->fnhead);
}
