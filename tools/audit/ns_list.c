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

static int make_var(const char *text, const char *name)
{
	size_t l = strlen(name);
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		if (strncmp(p, name, l))
			continue;
		const char *q = p + l;
		q += strspn(q, " \t");
		if (*q == '=')
			return atoi(q + 1);
	}
	return -1;
}

int tree_release(const char *tree)
{
	char *p = xasprintf("%s/Makefile", tree);
	size_t len = 0;
	char *text = read_text(p, &len);
	free(p);
	if (!text)
		return 0;
	int v = make_var(text, "VERSION"), pl = make_var(text, "PATCHLEVEL");
	free(text);
	return v > 0 && pl >= 0 ? 100 * v + pl : 0;
}
