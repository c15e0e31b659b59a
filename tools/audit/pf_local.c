/* pf_local.c — the names a .c file adds to S for itself.
 *
 * The fixpoint (pf_fix.c) leaves out the rules of a translation unit's own .c file:
 * to decide a whole file it is enough that the file names S at all.  Blanking a
 * body of that file (prefilter.c) or a body its macros define (pf_mac.c) needs more:
 * a static function of the file taking a kuid_t, a struct of the file with a kgid_t
 * member.  So, per .c file, the same two rules run over its own declarations and
 * macros on top of S, counting every name both as a name and as a member, and
 * every macro with a ## chain: a superset.  (A function's parameters are not added:
 * the body that can read them is blanked only when its head names nothing of S.) */
#include "pf_local.h"

#include <string.h>

static int hit(const struct strtab *st, const unsigned char *lf, uint32_t t)
{
	if (PF_IS_P(t))
		return 0;
	uint32_t id = PF_ID(t);
	return (st->flags[id] & (PF_IN_S | PF_IN_SF)) || lf[id];
}

struct add {
	unsigned char *lf;
	struct u32v *set;
	int changed;
};

static void add(void *ctx, uint32_t id, int top)
{
	(void)top;
	struct add *a = ctx;
	id &= 0x3fffffffu;
	if (!a->lf[id]) {
		a->lf[id] = 1;
		ALLOC_GROW(a->set->v, a->set->n + 1, a->set->cap);
		a->set->v[a->set->n++] = id;
		a->changed = 1;
	}
}

void pf_local_S(const struct db *db, const struct pf_file *f, const uint32_t *plain, unsigned char *lf,
		struct u32v *set)
{
	const struct strtab *st = &db->st;
	struct add a = { lf, set, 1 };
	while (a.changed) {
		a.changed = 0;
		for (size_t i = 0; i < f->nmacros; i++) {
			const struct pf_macro *m = &f->macros[i];
			if (lf[m->name] || (st->flags[m->name] & PF_IN_S))
				continue;
			int fire = m->nfrags != 0;
			for (uint32_t k = 0; !fire && k < m->nbody; k++)
				fire = hit(st, lf, m->body[k]);
			if (fire)
				add(&a, m->name, 1);
		}
		for (size_t c = 0; c < f->nchunks; c++) {
			const struct pf_chunk *ch = &f->chunks[c];
			int fire = 0;
			for (uint32_t k = 0; !fire && k < ch->n; k++)
				fire = hit(st, lf, ch->tok[k]);
			if (!fire)
				continue;
			/* A function's head declares the function; its parameters are its own. */
			uint32_t p = 0;
			while (ch->fnhead && p < ch->n && ch->tok[p] != PF_P('('))
				p++;
			if (ch->fnhead && p > 0 && p < ch->n && !PF_IS_P(ch->tok[p - 1]) && !PF_IS_MEMBER(ch->tok[p - 1]))
				add(&a, ch->tok[p - 1], 1);
			else
				pf_declared(st, ch, plain, add, &a);
		}
	}
}

void pf_local_clear(unsigned char *lf, struct u32v *set)
{
	for (size_t i = 0; i < set->n; i++)
		lf[set->v[i]] = 0;
	set->n = 0;
}
