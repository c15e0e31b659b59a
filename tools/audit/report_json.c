/* report_json.c — the --json report: flags used, per-filesystem counts, findings, skipped files. */
#include "report.h"

int report_json(FILE *f, const void *vctx)
{
	const struct report_ctx *c = vctx;
	const struct run *r = c->r;
	fputs("{\n  \"tool\": \"kidpush-audit\"", f);
	json_field(f, ",\n  ", "tree", c->m->tree);
	json_field(f, ",\n  ", "flags", c->m->flags);
	fputs(",\n  \"dropped_flags\": [", f);
	for (size_t i = 0; c->m->dropped && i < c->m->dropped->n; i++) {
		fputs(i ? ", " : "", f);
		json_str(f, c->m->dropped->v[i]);
	}
	fprintf(f, "],\n  \"files\": %zu,\n  \"groups\": [", r->njobs);
	struct groups g;
	groups_build(r, &g);
	for (size_t k = 0; k < g.n; k++) {
		json_field(f, k ? ",\n    {" : "\n    {", "name", g.v[k].name);
		fprintf(f, ", \"files\": %zu, \"skipped\": %zu", g.v[k].files, g.v[k].skipped);
		for (int i = 0; i < kinds_shown; i++)
			fprintf(f, ", \"%s\": %zu", kind_name((enum kind)i), g.v[k].count[i]);
		fputc('}', f);
	}
	groups_free(&g);
	fputs("\n  ],\n  \"findings\": [", f);
	for (size_t i = 0; i < r->all.n; i++) {
		const struct finding *fd = &r->all.v[i];
		json_field(f, i ? ",\n    {" : "\n    {", "kind", kind_name(fd->kind));
		json_field(f, ", ", "file", fd->file);
		fprintf(f, ", \"line\": %u, \"column\": %u", fd->line, fd->col);
		json_field(f, ", ", "function", fd->function);
		json_field(f, ", ", "message", fd->message);
		json_field(f, ", ", "source", fd->source);
		fputc('}', f);
	}
	fputs("\n  ],\n  \"skipped\": [", f);
	int first = 1;
	for (size_t i = 0; i < r->njobs; i++) {
		if (r->jobs[i].res.parsed)
			continue;
		json_field(f, first ? "\n    {" : ",\n    {", "file", r->jobs[i].res.rel);
		first = 0;
		json_field(f, ", ", "reason", r->jobs[i].res.reason);
		fputc('}', f);
	}
	fputs("\n  ]\n}\n", f);
	return ferror(f) ? -1 : 0;
}
