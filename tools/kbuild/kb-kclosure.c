/* kb-kclosure.c — what a configuration request needs, on the index of the
 * Kconfig tree (kb_kconfig_index, read through kb-ktab.c; expressions
 * through kb-kexpr.c):
 *
 * kb_kconfig_closure: what must be enabled so that the wanted symbols can
 * be.  From the wanted symbols, every symbol named positively in one of
 * their conditions (D and E records: `depends on` and the enclosing
 * if/menu conditions) is added, recursively, and so are the targets of
 * `select` (a selected symbol whose own dependencies are unmet breaks the
 * configuration).  A condition `A || B` that one alternative already meets
 * (every symbol it names positively is wanted or already in the closure;
 * `!X` alone meets it) adds nothing: exofs's `ORE depends on EXOFS_FS ||
 * PNFS_OBJLAYOUT` with EXOFS_FS wanted does not pull NFS in; otherwise every
 * alternative's symbols are added (which one Kconfig can meet is not known).
 * A wanted symbol's prompt shown only `if EXPR` (V) counts as a condition
 * (without EXPR the user cannot set it and Kconfig keeps its default), except
 * where the default is an unconditional y (Y).  Choice members and undefined
 * names are never added.  One "SYM<TAB>why" per symbol, the wanted first
 * ("why" = the symbol that needed it, or "wanted").
 *
 * kb_kconfig_unselect: what to switch off so that the targets (blockers a
 * `select` forces on) can be off.  Every enabled symbol that selects a
 * target must go off, and so must what selects it in turn; a selector
 * without a prompt (def_bool, a bare bool with a default) cannot be
 * switched off, Kconfig computes it: the enabled symbols its conditions
 * name positively are followed instead.  The enabled symbols with a prompt
 * to switch off, never a target, in the order found. */
#include "kbuild.h"

#include "kp-alloc.h"

#include <stdlib.h>
#include <string.h>

struct closure {
	const struct kb_ktab *t;
	const char **why;      /* by table index; NULL: not in the closure */
	struct strlist queue;
};

static const char *why_of(const struct closure *c, const char *name)
{
	const struct kb_ksym *s = kb_ktab_find(c->t, name);
	return s ? c->why[s - c->t->v] : NULL;
}

/* one top-level alternative of EXPR is met by the closure so far */
static int met(const struct closure *c, const char *expr)
{
	struct strlist alt = { 0 };
	kb_disjuncts(expr, &alt);
	int ok = 0;
	for (size_t a = 0; alt.n > 1 && a < alt.n && !ok; a++) {
		struct strlist p = { 0 };
		kb_positives(alt.v[a], &p);
		ok = 1;
		for (size_t j = 0; j < p.n; j++)
			ok &= why_of(c, p.v[j]) != NULL;
		sl_free(&p);
	}
	sl_free(&alt);
	return ok;
}

/* NAME joins the closure because of WHY, when it is a defined symbol and no
 * choice member */
static void add(struct closure *c, const char *name, const char *why)
{
	struct kb_ksym *s = kb_ktab_find(c->t, name);
	if (!s || !s->file || s->choice || c->why[s - c->t->v])
		return;
	c->why[s - c->t->v] = why;
	sl_pushs(&c->queue, name);
}

static void need_cond(struct closure *c, const struct kb_ksym *s, const char *expr)
{
	if (met(c, expr))
		return;
	struct strlist p = { 0 };
	kb_positives(expr, &p);
	for (size_t j = 0; j < p.n; j++)
		add(c, p.v[j], s->name);
	sl_free(&p);
}

void kb_kconfig_closure(const struct strlist *ix, const struct strlist *want, struct strlist *out)
{
	struct kb_ktab t = { 0 };
	kb_ktab_load(&t, ix, want);
	struct closure c = { &t, xcalloc(t.n ? t.n : 1, sizeof *c.why), { 0 } };
	for (size_t i = 0; i < want->n; i++) {
		struct kb_ksym *s = kb_ktab_find(&t, want->v[i]);
		if (*want->v[i] && !c.why[s - t.v]) {
			c.why[s - t.v] = "wanted";
			sl_pushs(&c.queue, want->v[i]);
		}
	}
	for (size_t h = 0; h < c.queue.n; h++) {
		const struct kb_ksym *s = kb_ktab_find(&t, c.queue.v[h]);
		int wanted = !strcmp(c.why[s - t.v], "wanted");
		for (size_t d = 0; d < s->deps.n; d++)
			need_cond(&c, s, s->deps.v[d]);
		for (size_t d = 0; wanted && !s->defy && d < s->vis.n; d++)
			need_cond(&c, s, s->vis.v[d]);
		for (size_t d = 0; d < s->sels.n; d++)
			add(&c, s->sels.v[d], s->name);
	}
	for (size_t h = 0; h < c.queue.n; h++)
		sl_pushf(out, "%s\t%s", c.queue.v[h], why_of(&c, c.queue.v[h]));
	sl_free(&c.queue);
	free(c.why);
	kb_ktab_free(&t);
}

struct unselect {
	const struct kb_ktab *t;
	char *on, *seen, *target; /* by table index */
	struct strlist queue;
};

static int flag(const struct unselect *u, const char *f, const char *name)
{
	const struct kb_ksym *s = kb_ktab_find(u->t, name);
	return s && f[s - u->t->v];
}

static void enqueue(struct unselect *u, const char *name)
{
	struct kb_ksym *s = kb_ktab_find(u->t, name);
	if (u->seen[s - u->t->v])
		return;
	u->seen[s - u->t->v] = 1;
	sl_pushs(&u->queue, name);
}

void kb_kconfig_unselect(const struct strlist *ix, const struct strlist *on, const struct strlist *targets,
			 struct strlist *out)
{
	struct strlist extra = { 0 };
	for (size_t i = 0; i < on->n; i++)
		sl_pushs(&extra, on->v[i]);
	for (size_t i = 0; i < targets->n; i++)
		sl_pushs(&extra, targets->v[i]);
	struct kb_ktab t = { 0 };
	kb_ktab_load(&t, ix, &extra);
	sl_free(&extra);
	struct unselect u = { &t, xcalloc(t.n + 1, 1), xcalloc(t.n + 1, 1), xcalloc(t.n + 1, 1), { 0 } };
	for (size_t i = 0; i < on->n; i++)
		u.on[kb_ktab_find(&t, on->v[i]) - t.v] = 1;
	for (size_t i = 0; i < targets->n; i++) {
		u.target[kb_ktab_find(&t, targets->v[i]) - t.v] = 1;
		enqueue(&u, targets->v[i]);
	}
	for (size_t h = 0; h < u.queue.n; h++) {
		const struct kb_ksym *x = kb_ktab_find(&t, u.queue.v[h]);
		int target = u.target[x - t.v];
		if (!target && x->prompt)
			sl_pushs(out, x->name);
		for (size_t j = 0; j < x->selby.n; j++)
			if (flag(&u, u.on, x->selby.v[j]))
				enqueue(&u, x->selby.v[j]);
		for (size_t d = 0; !target && !x->prompt && d < x->deps.n; d++) {
			struct strlist p = { 0 };
			kb_positives(x->deps.v[d], &p);
			for (size_t j = 0; j < p.n; j++)
				if (flag(&u, u.on, p.v[j]))
					enqueue(&u, p.v[j]);
			sl_free(&p);
		}
	}
	sl_free(&u.queue);
	free(u.on);
	free(u.seen);
	free(u.target);
	kb_ktab_free(&t);
}
