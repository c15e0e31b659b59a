/* gate-json.c: the JSON report (also the --baseline input format). */
#include "gate-diag.h"

static void json_diag(FILE *f, const struct diag *x, int have_baseline)
{
	json_field(f, "    {", "file", x->f.file);
	fprintf(f, ", \"line\": %u, \"column\": %u", x->f.line, x->f.col);
	json_field(f, ", ", "function", x->f.function);
	json_field(f, ", ", "tool", x->f.tool);
	json_field(f, ", ", "severity", x->f.severity);
	json_field(f, ", ", "message", x->f.message);
	json_field(f, ", ", "detail", x->f.detail);
	if (x->also)
		json_field(f, ", ", "gcc", x->also);
	json_field(f, ", ", "class", x->cls == CLASS_ID ? "id" : x->cls == CLASS_SETUP ? "setup" : "noise");
	if (x->f.reason)
		json_field(f, ", ", "reason", x->f.reason);
	if (have_baseline && x->cls == CLASS_ID)
		fprintf(f, ", \"new\": %s", x->is_new ? "true" : "false");
	fputc('}', f);
}

static void json_list(FILE *f, const char *key, const struct diags *d, int cls,
		      int have_baseline)
{
	fprintf(f, "  \"%s\": [", key);
	int first = 1;
	for (size_t i = 0; i < d->n; i++) {
		if (d->v[i].cls != cls)
			continue;
		fputs(first ? "\n" : ",\n", f);
		json_diag(f, &d->v[i], have_baseline);
		first = 0;
	}
	fputs(first ? "]" : "\n  ]", f);
}

static void json_names(FILE *f, const char *key, const struct strlist *l)
{
	fprintf(f, ",\n  \"%s\": [", key);
	for (size_t i = 0; l && i < l->n; i++) {
		fputs(i ? ", " : "", f);
		json_str(f, l->v[i]);
	}
	fputc(']', f);
}

int write_json(const char *path, const struct diags *d,
	       const struct report_info *ri)
{
	struct lock lk;
	FILE *f = out_open(&lk, path);
	if (!f)
		return -1;
	size_t id = 0, noise = 0, fresh = 0, setup = 0;
	for (size_t i = 0; i < d->n; i++) {
		if (d->v[i].cls == CLASS_ID) {
			id++;
			fresh += d->v[i].is_new ? 1 : 0;
		} else if (d->v[i].cls == CLASS_SETUP) {
			setup++;
		} else {
			noise++;
		}
	}
	fputs("{\n  \"tool\": \"kidpush-gate\",\n  \"format\": 1", f);
	json_field(f, ",\n  ", "tree", ri->tree);
	json_field(f, ",\n  ", "paths", ri->paths);
	json_field(f, ",\n  ", "mode", ri->mode);
	fprintf(f, ",\n  \"summary\": {\"id_problems\": %zu, \"noise\": %zu, "
		"\"not_checked\": %zu", id, noise, setup);
	if (ri->have_baseline)
		fprintf(f, ", \"new_id_problems\": %zu", fresh);
	if (ri->checked)
		fprintf(f, ", \"files_checked\": %zu", ri->checked->n);
	fputs("},\n", f);
	json_list(f, "problems", d, CLASS_ID, ri->have_baseline);
	fputs(",\n", f);
	json_list(f, "noise", d, CLASS_NOISE, 0);
	fputs(",\n", f);
	json_list(f, "not_checked", d, CLASS_SETUP, 0);
	/* per requested PATH (a file counts for the first PATH holding it) */
	fputs(",\n  \"per_path\": [", f);
	for (int i = 0; i < ri->npaths; i++) {
		size_t c[5];
		per_path_counts(ri, d, i, c);
		json_field(f, i ? ",\n    {" : "\n    {", "path", ri->pathv[i]);
		fprintf(f, ", \"files_checked\": %zu, \"id_problems\": %zu, "
			"\"noise\": %zu, \"not_checked\": %zu, \"not_built\": %zu}",
			c[0], c[1], c[2], c[3], c[4]);
	}
	fputs(ri->npaths ? "\n  ]" : "]", f);
	json_names(f, "checked_files", ri->checked);
	json_names(f, "not_built", ri->notbuilt);
	fputs("\n}\n", f);
	return out_close(&lk);
}
