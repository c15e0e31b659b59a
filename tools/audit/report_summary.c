/* report_summary.c — one table for many paths: a row per filesystem. */
#include "report.h"

void report_summary(FILE *f, const struct run *r)
{
	struct groups g;
	groups_build(r, &g);
	size_t tot[K_NKINDS] = { 0 }, files = 0, skipped = 0, all = 0;
	fprintf(f, "%-20s %6s %7s", "filesystem", "files", "skipped");
	for (int i = 0; i < kinds_shown; i++)
		fprintf(f, " %17s", kind_name((enum kind)i));
	fprintf(f, " %7s\n", "total");
	for (size_t k = 0; k < g.n; k++) {
		struct group *x = &g.v[k];
		size_t total = 0;
		fprintf(f, "%-20s %6zu %7zu", x->name, x->files, x->skipped);
		for (int i = 0; i < kinds_shown; i++) {
			fprintf(f, " %17zu", x->count[i]);
			total += x->count[i];
			tot[i] += x->count[i];
		}
		fprintf(f, " %7zu\n", total);
		files += x->files;
		skipped += x->skipped;
		all += total;
	}
	fprintf(f, "%-20s %6zu %7zu", "TOTAL", files, skipped);
	for (int i = 0; i < kinds_shown; i++)
		fprintf(f, " %17zu", tot[i]);
	fprintf(f, " %7zu\n", all);
	groups_free(&g);
}
