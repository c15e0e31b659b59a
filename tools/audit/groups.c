/* groups.c — per-filesystem counts: files, skipped files and findings by kind. */
#include "report.h"

#include <stdlib.h>
#include <string.h>

static struct group *get(struct groups *g, const char *name)
{
	for (size_t i = 0; i < g->n; i++)
		if (!strcmp(g->v[i].name, name))
			return &g->v[i];
	g->v = xrealloc(g->v, (g->n + 1) * sizeof(*g->v));
	struct group *n = &g->v[g->n++];
	memset(n, 0, sizeof(*n));
	n->name = xstrdup(name);
	return n;
}

static int cmp(const void *a, const void *b)
{
	return strcmp(((const struct group *)a)->name, ((const struct group *)b)->name);
}

void groups_build(const struct run *r, struct groups *g)
{
	g->v = NULL;
	g->n = 0;
	for (size_t i = 0; i < r->njobs; i++) {
		char *name = group_of(r->jobs[i].res.rel);
		struct group *x = get(g, name);
		x->files++;
		if (!r->jobs[i].res.parsed)
			x->skipped++;
		free(name);
	}
	for (size_t i = 0; i < r->all.n; i++) {
		char *name = group_of(r->all.v[i].file);
		get(g, name)->count[r->all.v[i].kind]++;
		free(name);
	}
	if (g->n)
		qsort(g->v, g->n, sizeof(*g->v), cmp);
}

void groups_free(struct groups *g)
{
	for (size_t i = 0; i < g->n; i++)
		free(g->v[i].name);
	free(g->v);
}
