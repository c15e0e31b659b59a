/* gate-report.c: the report of a gate run (gate_report, called by the gate,
 * build/kidpush-gate, in-process).
 *
 * Reads sparse output (one log per checked file, strict and optionally
 * non-strict) and the make log (gcc diagnostics), classifies every
 * diagnostic as ID problem or noise, and writes the human summary (OUT),
 * JSON and SARIF reports.  Returns 0: no (new) ID problem, 1: ID problems,
 * 2: usage or input error, or a file could not be checked (missing include).
 */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

/* The strict diagnostics into D, the non-strict ones into N: 0, or 2 when
 * an input could not be read. */
static int read_logs(const struct report_args *a, const struct pathmap *pm, struct diags *d, struct diags *n)
{
	int rc = 0;
	for (size_t i = 0; i < a->st_dirs.n; i++)
		rc |= parse_dir(a->st_dirs.v[i], "sparse", pm, d);
	for (size_t i = 0; i < a->st_files.n; i++)
		rc |= parse_file(a->st_files.v[i], "sparse", pm, d);
	if (a->gcclog)
		rc |= parse_file(a->gcclog, "gcc", pm, d);
	for (size_t i = 0; i < a->ns_dirs.n; i++)
		rc |= parse_dir(a->ns_dirs.v[i], "sparse", pm, n);
	for (size_t i = 0; i < a->ns_files.n; i++)
		rc |= parse_file(a->ns_files.v[i], "sparse", pm, n);
	return rc ? 2 : 0;
}

/* The enclosing function of each diagnostic, from the source or from
 * sparse's "context imbalance in 'f'". */
static void name_functions(struct diags *d, const char *src)
{
	for (size_t i = 0; i < d->n; i++) {
		if (!d->v[i].f.function && d->v[i].f.file[0] != '/' && d->v[i].f.line > 0)
			d->v[i].f.function = func_at(src, d->v[i].f.file, (int)d->v[i].f.line);
		const char *ci = strstr(d->v[i].f.message, "context imbalance in '");
		if (!d->v[i].f.function && ci) {
			ci += strlen("context imbalance in '");
			const char *e = strchr(ci, '\'');
			if (e && e > ci)
				d->v[i].f.function = xstrndup(ci, (size_t)(e - ci));
		}
	}
}

int gate_report(const struct report_args *a, struct report_info *ri, FILE *out)
{
	struct pathmap pm = { a->cwd, { 0 }, 0 };
	for (size_t i = 0; i < a->roots.n && i < 4; i++)
		pm.roots[pm.nroots++] = a->roots.v[i];
	const char *src = a->src ? a->src : pm.nroots ? pm.roots[0] : NULL;
	ri->pathv = (const char **)a->paths.v;
	ri->npaths = (int)a->paths.n;

	struct baseline bl = { NULL, 0, 0 };
	struct diags d = { NULL, 0, 0 }, n = { NULL, 0, 0 };
	struct strlist fl_checked = { 0 }, fl_notbuilt = { 0 };
	int rc = 0;
	size_t failing = 0, unchecked = 0;
	if (a->base) {
		char err[512];
		if (baseline_load(a->base, &bl, err, sizeof(err)) != 0) {
			error("baseline: %s", err);
			rc = 2;
			goto out;
		}
		ri->have_baseline = 1;
	}
	rc = read_logs(a, &pm, &d, &n);
	if (a->checked && flist_load(a->checked, &fl_checked) != 0)
		rc = 2;
	if (a->notbuilt && flist_load(a->notbuilt, &fl_notbuilt) != 0)
		rc = 2;
	ri->checked = a->checked ? &fl_checked : NULL;
	ri->notbuilt = a->notbuilt ? &fl_notbuilt : NULL;
	if (rc != 0) {
		fputs("kidpush-gate-report: could not read all inputs\n", stderr);
		goto out;
	}
	diags_dedupe(&d);
	diags_dedupe(&n);
	diags_merge_gcc(&d);
	diags_classify(&d, a->ns_dirs.n || a->ns_files.n ? &n : NULL);
	if (a->unchecked && unchecked_load(a->unchecked, &d) != 0) {
		rc = 2;
		goto out;
	}
	checked_drop_setup(&fl_checked, &d);
	name_functions(&d, src);
	diags_sort(&d);
	if (a->base)
		baseline_apply(&bl, &d);
	for (size_t i = 0; i < d.n; i++) {
		if (d.v[i].cls == CLASS_ID && d.v[i].is_new)
			failing++;
		if (d.v[i].cls == CLASS_SETUP)
			unchecked++;
	}
	write_human(out, &d, ri, !a->no_noise_list);
	if (a->json && write_json(a->json, &d, ri) != 0)
		rc = 2;
	if (a->sarif && write_sarif(a->sarif, &d, ri) != 0)
		rc = 2;
	if (fflush(out) != 0)
		rc = 2;
out:
	ri->checked = ri->notbuilt = NULL;
	diags_free(&d);
	diags_free(&n);
	baseline_free(&bl);
	sl_free(&fl_checked);
	sl_free(&fl_notbuilt);
	func_cache_free();
	if (rc || unchecked)
		return 2;
	return failing ? 1 : 0;
}
