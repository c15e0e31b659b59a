/* gate-report.c: kidpush-gate-report, the classifier behind checks/gate.sh.
 *
 * Reads sparse output (one log per checked file, strict and optionally
 * non-strict) and the make log (gcc diagnostics), classifies every
 * diagnostic as ID problem or noise, and writes the human summary (stdout),
 * JSON and SARIF reports.  Exit 0: no (new) ID problem, 1: ID problems,
 * 2: usage or input error, or a file could not be checked (missing include).
 */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
	fputs("usage: kidpush-gate-report [options]\n"
	      "  --strict-dir DIR     sparse logs (*.log) of the strict pass\n"
	      "  --strict FILE        one more sparse log of the strict pass\n"
	      "  --nonstrict-dir DIR  sparse logs of the non-strict pass: count\n"
	      "                       what strict types add as ID problems\n"
	      "  --nonstrict FILE     one more sparse log of the non-strict pass\n"
	      "  --gcc-log FILE       make log with gcc diagnostics\n"
	      "  --cwd DIR            directory relative paths in logs start from\n"
	      "  --root DIR           prefix stripped from paths (repeatable, max 4)\n"
	      "  --src DIR            tree to read functions from (default: 1st root)\n"
	      "  --tree LABEL --paths LABEL --mode LABEL   report header\n"
	      "  --json FILE --sarif FILE   also write these reports (atomically)\n"
	      "  --baseline FILE      previous JSON report: fail on new problems only\n"
	      "  --no-noise-list      count noise but do not list it\n"
	      "  --path P             a requested PATH: per-PATH counts (repeatable)\n"
	      "  --checked FILE       files sparse checked (one per line)\n"
	      "  --unchecked FILE     FILE<TAB>REASON lines: requested, not checked\n"
	      "                       (listed; the exit status is 2)\n"
	      "  --not-built FILE     .c files under the PATHs this configuration\n"
	      "                       does not build (listed only)\n", f);
}

struct inputs {
	const char *dirs[8], *files[8];
	int ndirs, nfiles;
};

static int add(const char **v, int *n, const char *x)
{
	if (*n >= 8)
		return -1;
	v[(*n)++] = x;
	return 0;
}

int main(int argc, char **argv)
{
	struct inputs st = { {0}, {0}, 0, 0 }, ns = { {0}, {0}, 0, 0 };
	const char *gcclog = NULL, *json = NULL, *sarif = NULL, *base = NULL;
	const char *src = NULL;
	struct report_info ri = { "(unknown tree)", "sparse", "(paths)", 0, NULL, 0, NULL, NULL };
	const char *pathv[64];
	const char *checked = NULL, *uncheckedf = NULL, *notbuilt = NULL;
	struct flist fl_checked = { NULL, 0, 0 }, fl_notbuilt = { NULL, 0, 0 };
	ri.pathv = pathv;
	struct pathmap pm = { NULL, {0}, 0 };
	int nonstrict = 0, list_noise = 1;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		int bad = 0, takes = 1;
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(a, "--no-noise-list") == 0) {
			list_noise = 0;
			takes = 0;
		} else if (!v) {
			bad = 1;
		} else if (strcmp(a, "--strict-dir") == 0) {
			bad = add(st.dirs, &st.ndirs, v);
		} else if (strcmp(a, "--strict") == 0) {
			bad = add(st.files, &st.nfiles, v);
		} else if (strcmp(a, "--nonstrict-dir") == 0) {
			bad = add(ns.dirs, &ns.ndirs, v);
			nonstrict = 1;
		} else if (strcmp(a, "--nonstrict") == 0) {
			bad = add(ns.files, &ns.nfiles, v);
			nonstrict = 1;
		} else if (strcmp(a, "--gcc-log") == 0) {
			gcclog = v;
		} else if (strcmp(a, "--cwd") == 0) {
			pm.cwd = v;
		} else if (strcmp(a, "--root") == 0) {
			if (pm.nroots >= 4)
				bad = 1;
			else
				pm.roots[pm.nroots++] = v;
		} else if (strcmp(a, "--path") == 0) {
			if (ri.npaths >= 64)
				bad = 1;
			else
				pathv[ri.npaths++] = v;
		} else if (strcmp(a, "--checked") == 0) {
			checked = v;
		} else if (strcmp(a, "--unchecked") == 0) {
			uncheckedf = v;
		} else if (strcmp(a, "--not-built") == 0) {
			notbuilt = v;
		} else if (strcmp(a, "--src") == 0) {
			src = v;
		} else if (strcmp(a, "--tree") == 0) {
			ri.tree = v;
		} else if (strcmp(a, "--paths") == 0) {
			ri.paths = v;
		} else if (strcmp(a, "--mode") == 0) {
			ri.mode = v;
		} else if (strcmp(a, "--json") == 0) {
			json = v;
		} else if (strcmp(a, "--sarif") == 0) {
			sarif = v;
		} else if (strcmp(a, "--baseline") == 0) {
			base = v;
		} else {
			fprintf(stderr, "kidpush-gate-report: unknown option '%s'\n", a);
			usage(stderr);
			return 2;
		}
		if (bad) {
			fprintf(stderr, "kidpush-gate-report: bad use of %s\n", a);
			usage(stderr);
			return 2;
		}
		i += takes;
	}
	if (!st.ndirs && !st.nfiles && !gcclog && !uncheckedf) {
		fputs("kidpush-gate-report: no input (--strict-dir, --strict or --gcc-log)\n",
		      stderr);
		return 2;
	}
	if (!src && pm.nroots)
		src = pm.roots[0];

	struct baseline bl = { NULL, 0, 0, };
	if (base) {
		char err[512];
		if (baseline_load(base, &bl, err, sizeof(err)) != 0) {
			fprintf(stderr, "kidpush-gate-report: baseline: %s\n", err);
			baseline_free(&bl);
			return 2;
		}
		ri.have_baseline = 1;
	}

	struct diags d = { NULL, 0, 0 }, n = { NULL, 0, 0 };
	int rc = 0;
	for (int i = 0; i < st.ndirs; i++)
		rc |= parse_dir(st.dirs[i], "sparse", &pm, &d);
	for (int i = 0; i < st.nfiles; i++)
		rc |= parse_file(st.files[i], "sparse", &pm, &d);
	if (gcclog)
		rc |= parse_file(gcclog, "gcc", &pm, &d);
	for (int i = 0; i < ns.ndirs; i++)
		rc |= parse_dir(ns.dirs[i], "sparse", &pm, &n);
	for (int i = 0; i < ns.nfiles; i++)
		rc |= parse_file(ns.files[i], "sparse", &pm, &n);
	if (checked && flist_load(checked, &fl_checked) != 0)
		rc = 2;
	if (notbuilt && flist_load(notbuilt, &fl_notbuilt) != 0)
		rc = 2;
	ri.checked = checked ? &fl_checked : NULL;
	ri.notbuilt = notbuilt ? &fl_notbuilt : NULL;
	if (rc != 0) {
		fputs("kidpush-gate-report: could not read all inputs\n", stderr);
		flist_free(&fl_checked);
		flist_free(&fl_notbuilt);
		diags_free(&d);
		diags_free(&n);
		baseline_free(&bl);
		return 2;
	}
	diags_dedupe(&d);
	diags_dedupe(&n);
	diags_merge_gcc(&d);
	diags_classify(&d, nonstrict ? &n : NULL);
	if (uncheckedf && unchecked_load(uncheckedf, &d) != 0) {
		diags_free(&d);
		diags_free(&n);
		baseline_free(&bl);
		flist_free(&fl_checked);
		flist_free(&fl_notbuilt);
		return 2;
	}
	for (size_t i = 0; i < d.n; i++) {
		if (!d.v[i].func && d.v[i].file[0] != '/' && d.v[i].line > 0)
			d.v[i].func = func_at(src, d.v[i].file, d.v[i].line);
		/* sparse names the function in "context imbalance in 'f'" */
		const char *ci = strstr(d.v[i].msg, "context imbalance in '");
		if (!d.v[i].func && ci) {
			ci += strlen("context imbalance in '");
			const char *e = strchr(ci, '\'');
			if (e && e > ci)
				d.v[i].func = xstrndup(ci, (size_t)(e - ci));
		}
	}
	diags_sort(&d);
	if (base)
		baseline_apply(&bl, &d);

	size_t failing = 0, unchecked = 0;
	for (size_t i = 0; i < d.n; i++) {
		if (d.v[i].cls == CLASS_ID && d.v[i].is_new)
			failing++;
		if (d.v[i].cls == CLASS_SETUP)
			unchecked++;
	}
	write_human(stdout, &d, &ri, list_noise);
	if (json && write_json(json, &d, &ri) != 0)
		rc = 2;
	if (sarif && write_sarif(sarif, &d, &ri) != 0)
		rc = 2;
	diags_free(&d);
	diags_free(&n);
	baseline_free(&bl);
	flist_free(&fl_checked);
	flist_free(&fl_notbuilt);
	func_cache_free();
	if (fflush(stdout) != 0)
		rc = 2;
	if (rc || unchecked)
		return 2;
	return failing ? 1 : 0;
}
