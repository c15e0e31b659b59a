/* pf_mac.c — the function bodies macros define that no expansion can give a finding.
 *
 * A trace header's TRACE_EVENT(...) expands, through DECLARE_TRACE, into half a dozen
 * static inline functions per event (trace_<name>(), register_trace_<name>() ...);
 * clang checks each body for every unit that includes the header, and a unit of
 * fs/xfs spends half its parse there.  Lexical blanking (pf_strip.c) cannot reach
 * them: the bodies are in the macro's definition.  So a body a macro defines (a
 * region: `head(...) { ... }` at the top level of its replacement list, pf_scan.c)
 * is blanked in the definition itself when no expansion of it, anywhere an audited
 * file can expand it, can put an expression of an ID type there.  What lands in the
 * region is its own tokens and the arguments of the parameters it names; so it is
 * blanked when
 *   - the region and its head (parameters, return type) name nothing of S, as a name
 *     or as a member (either way: an argument may be put after ->);
 *   - no parameter named there is *tainted*: an argument position of a function-like
 *     macro is tainted when an invocation passes there tokens naming S (as a name;
 *     or a member of S that the macro puts after ->), a ##, or a parameter of the
 *     enclosing macro that is tainted (edges, followed per unit); a macro named
 *     without an invocation (passed as an argument, aliased, glued by ##) has every
 *     position tainted, as has one whose invocation is unbalanced or holds a
 *     directive.  A parameter passed on to a macro that only glues it
 *     (trace_##name) is not held as itself there;
 *   - the macro's name is not in S (a ## chain in it spelling a name of S puts it
 *     there), and no ## chain followed by '(' can spell it.
 * A macro expands only in the units that read its file, and a unit sees only its own
 * audited files: so what a file's macro bodies and (audited) text taint is that
 * file's contribution, a unit's taint is the union over its files closed over the
 * edges, and units with the same union form a group with one text per file.
 * Invocations are read with every #if branch taken (a superset).  The blanked text
 * keeps every newline and line continuation.  doc/audit.md has the evidence. */
#include "pf_mac.h"

#include "kfmt-lex.h"
#include "pf_local.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PF_DIRECTIVE PF_P(4)

struct edge {
	const struct pf_macro *in; /* whose parameter q (after . or -> there: member) ... */
	uint32_t q, member;
	uint32_t x, k; /* ... reaches argument k of macro x */
};

struct contrib {
	uint32_t x, member; /* macro; 0: mc->name, 1: mc->member */
	uint64_t bits;
};

struct mac {
	struct db *db;
	/* Per identifier (a function-like macro), the argument positions (bit 63: 63 on)
	 * that can carry a name of S (name), or a name that is a member of S and so
	 * counts where the macro puts it after . or -> (member). */
	uint64_t *name, *member;
	uint64_t *plain; /* per macro: argument positions its expansion can hold as themselves */
	struct edge *edges;
	size_t nedges, capedges;
	struct u32v names; /* the macros that define function bodies */
	const unsigned char *lf; /* the .c file at hand adds these to S (pf_local.c), or NULL */
	int changed;
	/* Taint from an audited file's own text is kept per file (a unit sees only its
	 * own files'): while recording, taint() appends to rec. */
	int recording;
	struct contrib *rec;
	size_t nrec, caprec;
	struct contrib **fc; /* per file id: its contributions (sorted by x, member) */
	size_t *nfc;
	uint32_t *estart, *eidx;           /* edges by the name of their macro (CSR) */
	struct u32v touched, work;
	struct group {
		struct contrib *c;
		size_t n;
	} *groups;
	size_t ngroups, capgroups;
	struct u32v rfiles; /* the files whose macros define function bodies */
};

static uint64_t bit(size_t k)
{
	return k < 63 ? 1ull << k : 1ull << 63;
}

/* What token t of an argument can carry: 1 a name of S (as it stands), 2 a member
 * of S that is not a member access here (it is one where the macro puts it after ->). */
static int carries(const struct mac *mc, uint32_t t)
{
	if (PF_IS_P(t))
		return 0;
	unsigned char fl = mc->db->st.flags[PF_ID(t)];
	if (mc->lf && mc->lf[PF_ID(t)])
		return 3;
	if (PF_IS_MEMBER(t))
		return fl & PF_IN_SF ? 1 : 0;
	return (fl & PF_IN_S ? 1 : 0) | (fl & PF_IN_SF ? 2 : 0);
}

static int fnmac(const struct strtab *st, uint32_t t)
{
	return !PF_IS_P(t) && (st->flags[PF_ID(t)] & PF_FNMAC);
}

/* The argument positions that feed parameter q of m. */
static uint64_t param_bits(const struct pf_macro *m, uint32_t q)
{
	if (m->vararg == UINT32_MAX || q < m->vararg)
		return bit(q);
	uint64_t b = 0;
	for (size_t k = m->vararg; k < 64; k++)
		b |= bit(k);
	return b;
}

static void taint(struct mac *mc, uint64_t *set, uint32_t x, uint64_t bits)
{
	x = PF_ID(x);
	if (mc->recording) {
		ALLOC_GROW(mc->rec, mc->nrec + 1, mc->caprec);
		mc->rec[mc->nrec++] = (struct contrib){ x, set == mc->member, bits };
		return;
	}
	if ((set[x] | bits) != set[x]) {
		set[x] |= bits;
		mc->changed = 1;
	}
}

static void taint_all(struct mac *mc, uint32_t x)
{
	taint(mc, mc->name, x, ~0ull);
	taint(mc, mc->member, x, ~0ull);
}

/* Could a ## chain (head, tail around its unknown parts) spell name? */
static int chain_spells(const char *head, const char *tail, const char *name)
{
	if (!tail)
		return !strcmp(head, name);
	size_t hl = strlen(head), tl = strlen(tail), nl = strlen(name);
	return nl >= hl + tl && !strncmp(name, head, hl) && !strcmp(name + nl - tl, tail);
}

/* t[i] ends a ## chain followed by '(': the macros that define function bodies it
 * can spell (its literal head and tail around the parameters and literals). */
static size_t pasted_callees(struct mac *mc, const uint32_t *t, size_t i, uint32_t *out)
{
	const struct strtab *st = &mc->db->st;
	size_t b = i, n = 0;
	while (b >= 2 && t[b - 1] == PF_PASTE)
		b -= 2;
	char head[256] = "", tail[256] = "";
	int unknown = 0;
	for (size_t k = b; k <= i; k += 2) {
		uint32_t c = t[k];
		if (PF_IS_P(c) || PF_IS_MEMBER(c)) {
			unknown = 1; /* a parameter, a literal */
			tail[0] = 0;
			continue;
		}
		char *dst = unknown ? tail : head;
		size_t l = strlen(dst);
		snprintf(dst + l, sizeof(head) - l, "%s", st->str[c]);
	}
	for (size_t r = 0; r < mc->names.n; r++)
		if (chain_spells(head, unknown ? tail : NULL, st->str[mc->names.v[r]]))
			out[n++] = mc->names.v[r];
	return n;
}

/* The invocations in the code run t[0, n): the body of macro in, or (in NULL) an
 * audited file's text.  What an argument position of a callee can receive: tokens
 * naming S (or a ## that builds a name unseen) taint it; a parameter of in makes an
 * edge from in's taint.  A function-like macro named but not invoked, or invoked
 * across a directive or past the run's end, is tainted whole. */
static void walk(struct mac *mc, const struct pf_macro *in, const uint32_t *t, size_t n)
{
	const struct strtab *st = &mc->db->st;
	uint32_t *callees = xmalloc((mc->names.n + 1) * sizeof(*callees));
	for (size_t i = 0; i < n; i++) {
		uint32_t x = t[i];
		size_t nc = 0;
		int invoked = i + 1 < n && t[i + 1] == PF_P('(');
		if (i && t[i - 1] == PF_PASTE) {
			if (invoked)
				nc = pasted_callees(mc, t, i, callees);
		} else if (fnmac(st, x)) {
			if (!invoked) {
				taint_all(mc, x); /* named, invoked elsewhere with arguments unseen */
				continue;
			}
			callees[nc++] = PF_ID(x);
		}
		if (!nc)
			continue;
		size_t k = 0, j;
		int depth = 0;
		for (j = i + 1; j < n; j++) {
			uint32_t c = t[j];
			if (c == PF_P('(')) {
				depth++;
			} else if (c == PF_P(')')) {
				if (--depth == 0)
					break;
			} else if (c == PF_DIRECTIVE) {
				break;
			} else if (c == PF_P(',') && depth == 1) {
				k++;
			} else if (c == PF_PASTE) {
				for (size_t q = 0; q < nc; q++) /* builds a name the model does not see */
					taint(mc, mc->name, callees[q], bit(k));
			} else if (PF_IS_PARAM(c) && in) {
				for (size_t q = 0; q < nc; q++) {
					ALLOC_GROW(mc->edges, mc->nedges + 1, mc->capedges);
					mc->edges[mc->nedges++] = (struct edge){ in, PF_PARAM_IX(c), (c & PF_PARAM_MEMBER) != 0,
										 callees[q], (uint32_t)k };
				}
			} else {
				int w = carries(mc, c);
				for (size_t q = 0; w && q < nc; q++)
					taint(mc, w & 1 ? mc->name : mc->member, callees[q], bit(k));
				if (w == 3)
					for (size_t q = 0; q < nc; q++)
						taint(mc, mc->member, callees[q], bit(k));
			}
		}
		if (j >= n || t[j] == PF_DIRECTIVE)
			for (size_t q = 0; q < nc; q++)
				taint_all(mc, callees[q]);
	}
	free(callees);
}

/* An audited file's text as codes: identifiers known to the model, ( ) , and a
 * PF_DIRECTIVE for each directive line (its tokens left out). */
static void walk_file(struct mac *mc, const char *path)
{
	size_t len = 0;
	char *text = read_text_regular(path, &len);
	struct toks tk = { 0 };
	if (!text || lex(text, len, &tk) != 0) {
		free(text);
		toks_free(&tk);
		return; /* the prefilter made the unit unsure: its copies are not blanked */
	}
	uint32_t *c = xmalloc((tk.n + 1) * sizeof(*c));
	size_t n = 0;
	for (size_t i = 0; i < tk.n; i++) {
		const struct tok *k = &tk.v[i];
		if (k->kind == T_COMMENT)
			continue;
		if (k->kind == T_PUNCT && k->len == 1 && text[k->off] == '#') {
			size_t o = k->off;
			while (o > 0 && (text[o - 1] == ' ' || text[o - 1] == '\t'))
				o--;
			if (o == 0 || text[o - 1] == '\n') {
				while (i < tk.n && tk.v[i].kind != T_EOD)
					i++;
				c[n++] = PF_DIRECTIVE;
				continue;
			}
		}
		uint32_t v = PF_OTHER;
		if (k->kind == T_IDENT) {
			uint32_t id = strtab_find(&mc->db->st, text + k->off, k->len);
			if (id != UINT32_MAX)
				v = n && c[n - 1] == PF_DOT ? PF_MEMBER(id) : id;
		} else if (k->kind == T_PUNCT && k->len == 1 && strchr("(),.", text[k->off])) {
			v = PF_P(text[k->off]);
		} else if (k->kind == T_PUNCT && k->len == 2 && !memcmp(text + k->off, "->", 2)) {
			v = PF_DOT;
		}
		c[n++] = v;
	}
	walk(mc, NULL, c, n);
	free(c);
	toks_free(&tk);
	free(text);
}

/* The function-like macro invocation whose argument holds t[p] (innermost): its
 * name, and the argument's position in *k; UINT32_MAX when none, or when the callee
 * is not a name (a parameter, a ## chain: taken as holding it as itself). */
static uint32_t enclosing(const struct strtab *st, const uint32_t *t, size_t p, uint32_t *k)
{
	int depth = 0;
	uint32_t commas = 0;
	for (size_t o = p; o-- > 0;) {
		uint32_t c = t[o];
		if (c == PF_P(')')) {
			depth++;
		} else if (c == PF_P('(')) {
			if (depth) {
				depth--;
				continue;
			}
			if (o == 0)
				return UINT32_MAX;
			uint32_t y = t[o - 1];
			if (o >= 2 && t[o - 2] == PF_PASTE)
				return UINT32_MAX;
			if (fnmac(st, y)) {
				*k = commas;
				return PF_ID(y);
			}
			if (PF_IS_PARAM(y))
				return UINT32_MAX;
			commas = 0; /* a group or a function call: its invocation is further out */
		} else if (c == PF_P(',') && depth == 0) {
			commas++;
		}
	}
	return UINT32_MAX;
}

static int glued_at(const struct pf_macro *m, uint32_t k)
{
	return (k > 0 && m->toks[k - 1] == PF_PASTE) || (k + 1 < m->ntoks && m->toks[k + 1] == PF_PASTE);
}

/* Does the parameter at m->toks[k] (not glued) reach the expansion as itself? */
static int held_plain(const struct mac *mc, const struct pf_macro *m, uint32_t k)
{
	uint32_t pos = 0, y = enclosing(&mc->db->st, m->toks, k, &pos);
	return y == UINT32_MAX || (mc->plain[y] & bit(pos));
}

/* mc->plain: a least fixpoint over every macro's parameters. */
static void plain_uses(struct mac *mc)
{
	struct db *db = mc->db;
	do {
		mc->changed = 0;
		for (uint32_t id = 0; id < db->paths.n; id++) {
			struct pf_file *f = db->files[id];
			for (size_t i = 0; f && f->state == PF_OK && i < f->nmacros; i++) {
				const struct pf_macro *m = &f->macros[i];
				if (!m->funclike)
					continue;
				for (uint32_t k = 0; k < m->ntoks; k++) {
					uint32_t c = m->toks[k];
					if (!PF_IS_PARAM(c) || glued_at(m, k))
						continue;
					uint64_t b = param_bits(m, PF_PARAM_IX(c));
					if ((mc->plain[m->name] & b) != b && held_plain(mc, m, k))
						taint(mc, mc->plain, m->name, b);
				}
			}
		}
	} while (mc->changed);
}

static uint64_t taint_of(const uint64_t *set, const struct pf_macro *m, uint32_t q)
{
	return set[m->name] & param_bits(m, q);
}

/* Can an expansion of m put an expression of an ID type in region g (or its head)? */
static int region_clean(const struct mac *mc, const struct pf_macro *m, const struct pf_mregion *g)
{
	for (uint32_t k = g->h0; k <= g->b1; k++) {
		uint32_t c = m->toks[k];
		if (PF_IS_PARAM(c)) {
			/* Glued by ##, what it spells is the chain's (m is in S when that can be a
			 * name of S); passed to a macro that only glues it, nothing; else what
			 * its arguments carry. */
			uint32_t q = PF_PARAM_IX(c);
			if (!glued_at(m, k) && (taint_of(mc->name, m, q) || ((c & PF_PARAM_MEMBER) && taint_of(mc->member, m, q))) &&
			    held_plain(mc, m, k))
				return 0;
			continue;
		}
		int w = carries(mc, c);
		/* A name right after a parameter can follow an argument's ->. */
		if ((w & 1) || (w && k > 0 && PF_IS_PARAM(m->toks[k - 1])))
			return 0;
	}
	return 1;
}

/* While a .c file's macros and text are read, what it adds to S itself (pf_local.c);
 * only for a file a parsed unit reads (the others' macros expand nowhere parsed). */
static void local_on(struct mac *mc, const struct pf_file *f, int audited)
{
	mc->lf = NULL;
	if (f->included || !audited)
		return;
	pf_local_S(mc->db, f, mc->db->plain, mc->db->lflags, &mc->db->lset);
	mc->lf = mc->db->lflags;
}

static void local_off(struct mac *mc)
{
	if (mc->lf)
		pf_local_clear(mc->db->lflags, &mc->db->lset);
	mc->lf = NULL;
}

static int contrib_cmp(const void *a, const void *b)
{
	const struct contrib *x = a, *y = b;
	if (x->x != y->x)
		return x->x < y->x ? -1 : 1;
	return (x->member > y->member) - (x->member < y->member);
}

/* Sorted by (x, member), bits of equal keys or'ed together. */
static size_t contrib_merge(struct contrib *c, size_t n)
{
	if (!n)
		return 0;
	qsort(c, n, sizeof(*c), contrib_cmp);
	size_t w = 1;
	for (size_t i = 1; i < n; i++) {
		if (c[i].x == c[w - 1].x && c[i].member == c[w - 1].member)
			c[w - 1].bits |= c[i].bits;
		else
			c[w++] = c[i];
	}
	return w;
}

/* Within a group: taint, cleared before the next group (touched), and the names
 * whose taint grew queued for their edges. */
static void taint_g(struct mac *mc, int member, uint32_t x, uint64_t bits)
{
	uint64_t *set = member ? mc->member : mc->name;
	if ((set[x] | bits) == set[x])
		return;
	if (!mc->name[x] && !mc->member[x]) {
		ALLOC_GROW(mc->touched.v, mc->touched.n + 1, mc->touched.cap);
		mc->touched.v[mc->touched.n++] = x;
	}
	set[x] |= bits;
	ALLOC_GROW(mc->work.v, mc->work.n + 1, mc->work.cap);
	mc->work.v[mc->work.n++] = x;
}

struct pf_mac *pf_mac_new(struct db *db, const unsigned char *audited)
{
	struct mac *mc = xmalloc(sizeof(*mc));
	memset(mc, 0, sizeof(*mc));
	mc->db = db;
	size_t n = (size_t)db->st.n + 1;
	mc->name = xmalloc(n * sizeof(*mc->name));
	mc->member = xmalloc(n * sizeof(*mc->member));
	mc->plain = xmalloc(n * sizeof(*mc->plain));
	memset(mc->plain, 0, n * sizeof(*mc->plain));
	memset(mc->name, 0, n * sizeof(*mc->name));
	memset(mc->member, 0, n * sizeof(*mc->member));
	mc->fc = xmalloc((db->paths.n + 1) * sizeof(*mc->fc));
	mc->nfc = xmalloc((db->paths.n + 1) * sizeof(*mc->nfc));
	memset(mc->fc, 0, (db->paths.n + 1) * sizeof(*mc->fc));
	memset(mc->nfc, 0, (db->paths.n + 1) * sizeof(*mc->nfc));
	for (uint32_t id = 0; id < db->paths.n; id++) {
		struct pf_file *f = db->files[id];
		int any = 0;
		for (size_t i = 0; f && f->state == PF_OK && i < f->nmacros; i++)
			if (f->macros[i].nregions) {
				ALLOC_GROW(mc->names.v, mc->names.n + 1, mc->names.cap);
				mc->names.v[mc->names.n++] = f->macros[i].name;
				any = 1;
			}
		if (any) {
			ALLOC_GROW(mc->rfiles.v, mc->rfiles.n + 1, mc->rfiles.cap);
			mc->rfiles.v[mc->rfiles.n++] = id;
		}
	}
	for (uint32_t id = 0; id < db->paths.n; id++) {
		struct pf_file *f = db->files[id];
		if (!f || f->state != PF_OK)
			continue;
		/* A file's macros expand only in the units that read it: what their bodies
		 * and (audited) its text pass is that file's contribution. */
		local_on(mc, f, audited[id]);
		mc->recording = 1;
		mc->nrec = 0;
		for (size_t i = 0; i < f->nmacros; i++)
			walk(mc, &f->macros[i], f->macros[i].toks, f->macros[i].ntoks);
		if (audited[id])
			walk_file(mc, f->path);
		mc->recording = 0;
		mc->nfc[id] = contrib_merge(mc->rec, mc->nrec);
		if (mc->nfc[id]) {
			mc->fc[id] = xmalloc(mc->nfc[id] * sizeof(**mc->fc));
			memcpy(mc->fc[id], mc->rec, mc->nfc[id] * sizeof(**mc->fc));
		}
		local_off(mc);
	}
	plain_uses(mc);
	/* Edges by their macro's name. */
	mc->estart = xmalloc((n + 1) * sizeof(*mc->estart));
	memset(mc->estart, 0, (n + 1) * sizeof(*mc->estart));
	for (size_t e = 0; e < mc->nedges; e++)
		mc->estart[mc->edges[e].in->name + 1]++;
	for (size_t i = 0; i < n; i++)
		mc->estart[i + 1] += mc->estart[i];
	uint32_t *fill = xmalloc((n + 1) * sizeof(*fill));
	memcpy(fill, mc->estart, (n + 1) * sizeof(*fill));
	mc->eidx = xmalloc((mc->nedges + 1) * sizeof(*mc->eidx));
	for (size_t e = 0; e < mc->nedges; e++)
		mc->eidx[fill[mc->edges[e].in->name]++] = (uint32_t)e;
	free(fill);
	return (struct pf_mac *)mc;
}

size_t pf_mac_group(struct pf_mac *m, const uint32_t *files, size_t nfiles)
{
	struct mac *mc = (struct mac *)m;
	mc->nrec = 0;
	for (size_t i = 0; i < nfiles; i++)
		for (size_t k = 0; k < mc->nfc[files[i]]; k++) {
			ALLOC_GROW(mc->rec, mc->nrec + 1, mc->caprec);
			mc->rec[mc->nrec++] = mc->fc[files[i]][k];
		}
	size_t n = contrib_merge(mc->rec, mc->nrec);
	for (size_t g = 0; g < mc->ngroups; g++)
		if (mc->groups[g].n == n && (!n || !memcmp(mc->groups[g].c, mc->rec, n * sizeof(*mc->rec))))
			return g;
	ALLOC_GROW(mc->groups, mc->ngroups + 1, mc->capgroups);
	struct group *gr = &mc->groups[mc->ngroups];
	gr->n = n;
	gr->c = xmalloc((n + 1) * sizeof(*gr->c));
	memcpy(gr->c, mc->rec, n * sizeof(*gr->c));
	return mc->ngroups++;
}

size_t pf_mac_ngroups(const struct pf_mac *m)
{
	return ((const struct mac *)m)->ngroups;
}

size_t pf_mac_apply(struct pf_mac *m, size_t g)
{
	struct mac *mc = (struct mac *)m;
	struct db *db = mc->db;
	for (size_t i = 0; i < mc->touched.n; i++) {
		uint32_t x = mc->touched.v[i];
		mc->name[x] = 0;
		mc->member[x] = 0;
	}
	mc->touched.n = 0;
	mc->work.n = 0;
	for (size_t i = 0; i < mc->groups[g].n; i++) {
		const struct contrib *c = &mc->groups[g].c[i];
		taint_g(mc, (int)c->member, c->x, c->bits);
	}
	while (mc->work.n) {
		uint32_t x = mc->work.v[--mc->work.n];
		for (uint32_t p = mc->estart[x]; p < mc->estart[x + 1]; p++) {
			const struct edge *ed = &mc->edges[mc->eidx[p]];
			if (taint_of(mc->name, ed->in, ed->q) || (ed->member && taint_of(mc->member, ed->in, ed->q)))
				taint_g(mc, 0, ed->x, bit(ed->k));
			if (taint_of(mc->member, ed->in, ed->q))
				taint_g(mc, 1, ed->x, bit(ed->k));
		}
	}
	size_t nblank = 0;
	for (size_t r = 0; r < mc->rfiles.n; r++) {
		uint32_t id = mc->rfiles.v[r];
		struct pf_file *f = db->files[id];
		local_on(mc, f, !f->included);
		for (size_t i = 0; i < f->nmacros; i++) {
			struct pf_macro *m = &f->macros[i];
			int in_S = (db->st.flags[m->name] & (PF_IN_S | PF_IN_SF)) || (mc->lf && mc->lf[m->name]);
			for (uint32_t k = 0; k < m->nregions; k++) {
				m->regions[k].blank = !in_S && region_clean(mc, m, &m->regions[k]);
				nblank += m->regions[k].blank;
			}
		}
		local_off(mc);
	}
	return nblank;
}

void pf_mac_free(struct pf_mac *m)
{
	struct mac *mc = (struct mac *)m;
	if (!mc)
		return;
	for (uint32_t id = 0; id < mc->db->paths.n; id++)
		free(mc->fc[id]);
	for (size_t g = 0; g < mc->ngroups; g++)
		free(mc->groups[g].c);
	free(mc->groups);
	free(mc->fc);
	free(mc->nfc);
	free(mc->rec);
	free(mc->name);
	free(mc->member);
	free(mc->plain);
	free(mc->edges);
	free(mc->estart);
	free(mc->eidx);
	free(mc->names.v);
	free(mc->rfiles.v);
	free(mc->touched.v);
	free(mc->work.v);
	free(mc);
}
