/* kb-ktab.c — the index of the Kconfig tree (kb_kconfig_index) as a table
 * of symbols, sorted by name: what the closure, the unselect and the shared
 * directories ask of a symbol.  A record's third field ends at the next tab,
 * as the awk scripts this replaces read it ($3): a `depends on` continued
 * on a tab-indented line is read up to that tab (a known defect kept here
 * so that the move changes no configuration; doc/house.md). */
#include "kbuild.h"

#include "kp-alloc.h"

#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct kb_ksym *)a)->name, ((const struct kb_ksym *)b)->name);
}

struct kb_ksym *kb_ktab_find(const struct kb_ktab *t, const char *name)
{
	struct kb_ksym key = { 0 };
	key.name = (char *)name;
	return t->n ? bsearch(&key, t->v, t->n, sizeof *t->v, by_name) : NULL;
}

int kb_krecord(const char *r, char **sym, char **val)
{
	if (!r[0] || r[1] != '\t')
		return 0;
	size_t n = strcspn(r + 2, "\t");
	const char *rest = r[2 + n] ? r + 3 + n : "";
	*sym = xstrndup(r + 2, n);
	*val = xstrndup(rest, strcspn(rest, "\t")); /* see the head comment */
	return 1;
}

/* every name a record defines or selects, and EXTRA's, once and sorted */
static void names(const struct strlist *ix, const struct strlist *extra, struct strlist *out)
{
	for (size_t i = 0; i < ix->n; i++) {
		char *sym, *val;
		if (!kb_krecord(ix->v[i], &sym, &val))
			continue;
		sl_push(out, sym);
		if (ix->v[i][0] == 'S' && *val)
			sl_push(out, val);
		else
			free(val);
	}
	for (size_t i = 0; extra && i < extra->n; i++)
		sl_pushs(out, extra->v[i]);
	sl_sort(out);
	sl_uniq(out);
}

static void record(struct kb_ktab *t, char kind, struct kb_ksym *s, const char *rest)
{
	switch (kind) {
	case 'F':
		if (!s->file)
			s->file = xstrdup(rest);
		break;
	case 'C': s->choice = 1; break;
	case 'P': s->prompt = 1; break;
	case 'Y': s->defy = 1; break;
	case 'V': sl_pushs(&s->vis, rest); break;
	case 'D':
	case 'E':
		sl_pushs(&s->deps, rest);
		break;
	case 'S':
		if (*rest) {
			struct kb_ksym *x = kb_ktab_find(t, rest);
			sl_pushs(&s->sels, rest);
			sl_pushs(&x->selby, s->name);
		}
		break;
	}
}

void kb_ktab_load(struct kb_ktab *t, const struct strlist *ix, const struct strlist *extra)
{
	struct strlist all = { 0 };
	names(ix, extra, &all);
	t->n = all.n;
	t->v = xcalloc(all.n ? all.n : 1, sizeof *t->v);
	for (size_t i = 0; i < all.n; i++)
		t->v[i].name = all.v[i]; /* sorted already */
	free(all.v);
	for (size_t i = 0; i < ix->n; i++) {
		char *sym, *val;
		if (!kb_krecord(ix->v[i], &sym, &val))
			continue;
		record(t, ix->v[i][0], kb_ktab_find(t, sym), val);
		free(val);
		free(sym);
	}
}

void kb_ktab_free(struct kb_ktab *t)
{
	for (size_t i = 0; i < t->n; i++) {
		struct kb_ksym *s = &t->v[i];
		free(s->name);
		free(s->file);
		sl_free(&s->deps);
		sl_free(&s->vis);
		sl_free(&s->sels);
		sl_free(&s->selby);
	}
	free(t->v);
	t->v = NULL;
	t->n = 0;
}
