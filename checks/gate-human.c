/* gate-human.c: the human summary, grouped by file and function. */
#include "gate-diag.h"
#include <string.h>

static void one(FILE *f, const struct diag *x, int have_baseline)
{
	fprintf(f, "      %u:%u  %s: %s", x->f.line, x->f.col, x->f.tool, x->f.message);
	if (have_baseline && x->cls == CLASS_ID)
		fputs(x->is_new ? "  [new]" : "  [in baseline]", f);
	fputc('\n', f);
	const char *p = x->f.detail;
	while (*p) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		fprintf(f, "          %.*s\n", (int)n, p);
		p += n + (e ? 1 : 0);
	}
	if (x->also)
		fprintf(f, "          gcc: %s\n", x->also);
	if (x->f.reason)
		fprintf(f, "          (%s)\n", x->f.reason);
}

static void section(FILE *f, const struct diags *d, int cls, int have_baseline)
{
	const char *file = NULL, *func = NULL;
	int func_set = 0;
	for (size_t i = 0; i < d->n; i++) {
		const struct diag *x = &d->v[i];
		if (x->cls != cls)
			continue;
		if (!file || strcmp(file, x->f.file) != 0) {
			file = x->f.file;
			fprintf(f, "  %s\n", file);
			func_set = 0;
		}
		if (!func_set || (func == NULL) != (x->f.function == NULL) ||
		    (func && strcmp(func, x->f.function) != 0)) {
			func = x->f.function;
			func_set = 1;
			fprintf(f, "    %s\n", func ? func : "(file scope)");
		}
		one(f, x, have_baseline);
	}
}

void write_human(FILE *f, const struct diags *d, const struct report_info *ri,
		 int verbose_noise)
{
	size_t id = 0, noise = 0, fresh = 0, files = 0, setup = 0;
	const char *last = NULL;
	for (size_t i = 0; i < d->n; i++) {
		if (d->v[i].cls == CLASS_ID) {
			id++;
			fresh += d->v[i].is_new ? 1 : 0;
			if (!last || strcmp(last, d->v[i].f.file) != 0)
				files++;
			last = d->v[i].f.file;
		} else if (d->v[i].cls == CLASS_SETUP) {
			setup++;
		} else {
			noise++;
		}
	}
	fprintf(f, "kidpush gate: %s on %s (%s)\n", ri->paths, ri->tree, ri->mode);
	if (id) {
		fprintf(f, "ID problems: %zu in %zu file%s", id, files,
			files == 1 ? "" : "s");
		if (ri->have_baseline)
			fprintf(f, " (%zu new, %zu in baseline)", fresh, id - fresh);
		fputs("\n", f);
		section(f, d, CLASS_ID, ri->have_baseline);
	} else {
		fputs("ID problems: 0\n", f);
	}
	size_t gccerr = 0;
	for (size_t i = 0; i < d->n; i++)
		gccerr += d->v[i].cls == CLASS_NOISE &&
			  strcmp(d->v[i].f.tool, "gcc") == 0 &&
			  strcmp(d->v[i].f.severity, "error") == 0;
	fprintf(f, "noise (never fails the gate): %zu diagnostic%s", noise,
		noise == 1 ? "" : "s");
	if (gccerr)
		fprintf(f, "; %zu of them gcc errors: the code does not compile", gccerr);
	fputc('\n', f);
	if (verbose_noise)
		section(f, d, CLASS_NOISE, 0);
	if (setup) {
		fprintf(f, "NOT CHECKED (gate exits 2): %zu file%s or PATH%s\n",
			setup, setup == 1 ? "" : "s", setup == 1 ? "" : "s");
		section(f, d, CLASS_SETUP, 0);
	}
	if (ri->npaths > 1 || (ri->npaths == 1 && ri->checked)) {
		fprintf(f, "per PATH:  %-22s %8s %8s %8s %8s %8s\n", "PATH", "checked",
			"ID", "noise", "unchecked", "not-built");
		for (int i = 0; i < ri->npaths; i++) {
			size_t c[5];
			per_path_counts(ri, d, i, c);
			fprintf(f, "           %-22s %8zu %8zu %8zu %8zu %8zu\n",
				ri->pathv[i], c[0], c[1], c[2], c[3], c[4]);
		}
	}
}
