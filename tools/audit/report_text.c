/* report_text.c — the human report: per filesystem counts by kind, then each finding
 * as file:line:col, kind, function and the source line; then the skipped files. */
#include "report.h"

#include <stdlib.h>
#include <string.h>

void report_text(FILE *f, const struct run *r)
{
	struct groups g;
	groups_build(r, &g);
	for (size_t k = 0; k < g.n; k++) {
		struct group *x = &g.v[k];
		size_t total = 0;
		for (int i = 0; i < kinds_shown; i++)
			total += x->count[i];
		if (!total)
			continue;
		fprintf(f, "== %s: %zu finding(s):", x->name, total);
		for (int i = 0; i < kinds_shown; i++)
			fprintf(f, " %s %zu%s", kind_name((enum kind)i), x->count[i], i + 1 < kinds_shown ? "," : "\n");
		for (size_t i = 0; i < r->all.n; i++) {
			const struct finding *fd = &r->all.v[i];
			char *name = group_of(fd->file);
			if (!strcmp(name, x->name)) {
				fprintf(f, "%s:%u:%u: %s: %s", fd->file, fd->line, fd->col, kind_name(fd->kind),
					fd->message);
				if (fd->function[0])
					fprintf(f, " in %s()", fd->function);
				fprintf(f, "\n    %s\n", fd->source);
			}
			free(name);
		}
	}
	size_t skipped = 0, files = 0;
	for (size_t i = 0; i < r->njobs; i++) {
		files++;
		if (!r->jobs[i].res.parsed) {
			skipped++;
			fprintf(f, "skipped (cannot be parsed): %s: %s\n", r->jobs[i].res.rel,
				r->jobs[i].res.reason ? r->jobs[i].res.reason : "?");
		}
	}
	fprintf(f, "%zu finding(s) in %zu file(s) audited, %zu skipped\n", r->all.n, files - skipped, skipped);
	groups_free(&g);
}
