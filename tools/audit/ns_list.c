/* ns_list.c — the --ns-list (every ID mapping the namespace audit saw, with its
 * namespace, boundary and evidence: ns-mapping records, not findings) and the
 * release of the audited tree, which picks the rows of the boundary table. */
#include "ns.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ns_take_mappings(struct findings *all, struct findings *maps)
{
	size_t k = 0;
	for (size_t i = 0; i < all->n; i++) {
		if (all->v[i].kind == K_NS_MAPPING) {
			ALLOC_GROW(maps->v, maps->n + 1, maps->cap);
			maps->v[maps->n++] = all->v[i];
		} else {
			all->v[k++] = all->v[i];
		}
	}
	all->n = k;
}

int ns_list_write(FILE *f, const void *ctx)
{
	const struct findings *m = ctx;
	for (size_t i = 0; i < m->n; i++)
		fprintf(f, "%s:%u:%u: %s in %s()\n    %s\n", m->v[i].file, m->v[i].line, m->v[i].col, m->v[i].message,
			m->v[i].function, m->v[i].source);
	return ferror(f) ? -1 : 0;
}

