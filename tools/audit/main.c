/* main.c — kidpush-audit: command line, flag setup, file list, parallel audit, reports.
 * Exit 0: no findings, 1: findings, 2: usage or setup error. */
#include "cli.h"
#include "flags.h"
#include "pool.h"
#include "prefilter.h"
#include "prepare.h"
#include "report.h"
#include "visit.h"
#include "walk.h"
#include "ns.h"
#include "cpool.h"
#include "kbuild.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const struct usage usage = {
	"usage: kidpush-audit [--tree DIR] [--build DIR] [-j N] [--json FILE] [--sarif FILE]\n"
	"                     [--summary] [-q | -v] [--progress] [--no-prefilter] [--whole-headers] [--whole-bodies]\n"
	"                     [--infer] [--namespaces] [--ns-list FILE] [--baseline FILE] [--print-args]\n"
	"                     [--help] [PATH...]\n",
	"Parse each C file under PATH (default: the whole tree) with libclang and report,\n"
	"type-aware through typedefs and macros, what a user-namespace conversion must touch:\n"
	"  raw-compare        ==, !=, <, >, <=, >= between IDs where an operand has a raw ID type\n"
	"  raw-mix            a raw ID moved into kuid_t/kgid_t/kprojid_t/kqid or back without\n"
	"                     make_kuid()/from_kuid() (assignment, initialisation, argument, return)\n"
	"  converted-compare  from_kuid(ns, a) == from_kuid(ns, b), __kuid_val(a) == x: use uid_eq()\n"
	"  raw-use            a kernel ID printed, hashed or used as an index without conversion\n"
	"  raw-carrier, boundary-in, boundary-out: with --infer, the ID type inference (kidpush-infer):\n"
	"                     declarations to retype, where raw values enter and IDs leave\n"
	"  ns-mismatch, ns-ignored, ns-unmunged, ns-unchecked, ns-unclassified: with --namespaces,\n"
	"                     ID mappings through another user namespace than their boundary calls\n"
	"                     for (doc/namespaces.md)\n",
	"Flags: TREE/compile_commands.json when present, else derived from the build's kbuild\n"
	"command + each directory's Makefile; a kernel tree without either is prepared by\n"
	"tools/kbuild/prepare.sh when the project has it; else simple (-nostdinc -I TREE/include\n"
	"-D__KERNEL__).\n"
	"Exit: 0 no findings, 1 findings or files that could not be parsed, 2 usage or setup error.\n",
};

/* The command line's options (the front end's in cl). */
struct opts {
	struct cli cl;
	const char *json, *sarif, *pfdump, *nslist, *baseline;
	int summary, quiet, print_args, verbose, progress, no_prefilter, pfcheck, infer, whole_headers, whole_bodies,
	    namespaces;
	long timeout;
};

/* Parses the options into O: the number of PATH arguments left in argv. */
static int parse_cli(struct opts *o, int argc, char **argv)
{
	memset(o, 0, sizeof(*o));
	o->progress = -1;
	o->timeout = 600;
	cli_init(&o->cl);
	const struct option opts[] = {
		CLI_OPTIONS(&o->cl),
		OPT_STRING(0, "json", &o->json, "FILE", "write findings as JSON"),
		OPT_STRING(0, "sarif", &o->sarif, "FILE", "write SARIF 2.1.0"),
		OPT_BOOL(0, "summary", &o->summary, "print one table (files, skipped, counts by kind per\n"
			 "filesystem) instead of the list of findings"),
		OPT_INT(0, "timeout", &o->timeout, "SEC", 0, 1000000, "a file whose parse takes longer is skipped, named\n"
			"\"timed out after SEC s\" (default 600, 0: no limit)"),
		OPT_BOOL('q', "quiet", &o->quiet, "nothing on stderr but errors"),
		OPT_BOOL('v', "verbose", &o->verbose, "a line per file on stderr"),
		OPT_SET_INT(0, "progress", &o->progress, 1, "the one-line progress display (files, findings,\n"
			    "rate, ETA) even when stderr is not a terminal\n(on a terminal it is the default)"),
		OPT_BOOL(0, "no-prefilter", &o->no_prefilter, "parse every file; by default files whose\n"
			 "translation unit names nothing of an ID type under\nPATH are not parsed (same findings)"),
		OPT_BOOL(0, "whole-headers", &o->whole_headers, "with the prefilter, parse headers outside PATH whole;\n"
			 "by default their function bodies are blanked (no finding\ncan be there)"),
		OPT_BOOL(0, "whole-bodies", &o->whole_bodies, "with the prefilter, parse the function bodies under PATH\n"
			 "whole; by default a body that, with its head, names\nnothing of an ID type is blanked"),
		OPT_STRING(0, "prefilter-dump", &o->pfdump, "FILE", "write the prefilter's decision per file and its ID names"),
		OPT_BOOL(0, "prefilter-check", &o->pfcheck, "parse only the files the prefilter rules out: any\n"
			 "finding or skipped file there is a prefilter error (exit 1)"),
		OPT_BOOL(0, "infer", &o->infer, "also the ID type inference's kinds (raw-carrier, boundary-in,\n"
			 "boundary-out)"),
		OPT_BOOL(0, "namespaces", &o->namespaces, "also the namespace audit's kinds (ns-mismatch, ns-ignored,\n"
			 "ns-unmunged, ns-unchecked, ns-unclassified)"),
		OPT_STRING(0, "ns-list", &o->nslist, "FILE", "with --namespaces: write every ID mapping found, its\n"
			   "namespace, boundary and evidence"),
		OPT_STRING(0, "baseline", &o->baseline, "FILE", "the --json report of an earlier run: only findings it\n"
			   "does not have count (same file, function, kind, message)"),
		OPT_BOOL(0, "print-args", &o->print_args, "print the flags each file would be parsed with, and stop"),
		OPT_END(),
	};
	return parse_options(argc, argv, opts, &usage, PARSE_ARGS);
}

/* Report files found unwritable now, not after the whole run; --ns-list needs
 * --namespaces: 0, or 2 said on stderr. */
static int check_outputs(const struct opts *o)
{
	if ((o->json && output_writable(o->json, "--json") != 0) ||
	    (o->sarif && output_writable(o->sarif, "--sarif") != 0) ||
	    (o->pfdump && output_writable(o->pfdump, "--prefilter-dump") != 0) ||
	    (o->nslist && output_writable(o->nslist, "--ns-list") != 0))
		return 2;
	if (o->nslist && !o->namespaces) {
		error("--ns-list needs --namespaces");
		return 2;
	}
	return 0;
}

/* The audited paths (relative ones taken relative to the tree, or to the current
 * directory when they do not exist in the tree), into ROOTS: their number, or -1
 * said on stderr. */
static long audit_roots(struct cli *cl, int argc, char **argv, const char *tree, char **roots)
{
	size_t n = 0;
	if (argc == 0)
		roots[n++] = xstrdup(tree);
	for (int i = 0; i < argc; i++) {
		char *p = cli_path(cl, argv[i]);
		if (!p) {
			error("%s: no such file or directory (in %s or here)", argv[i], tree);
			return -1;
		}
		roots[n++] = p;
	}
	for (size_t i = 0; i < n; i++) /* where a PATH really is, also when a farm is walked */
		walk_bound(roots[i]);
	return (long)n;
}

/* A kernel tree with no build of its own: the shared preparer makes (and caches)
 * one, perhaps on a shimmed copy of the tree (src), which is then what is parsed
 * (*TREE and the ROOTS under it move there).  0, or 2 when the preparer failed. */
static int prepare_tree(const struct opts *o, const char *argv0, char **tree, char **build, char **roots,
			size_t nroots)
{
	char *script = prepare_script(argv0);
	if (!script)
		return 0;
	char **rel = xmalloc((nroots + 1) * sizeof(*rel));
	size_t tl0 = strlen(*tree), nrel = 0;
	for (size_t i = 0; i < nroots; i++)
		if (path_under(roots[i], *tree) && roots[i][tl0] == '/')
			rel[nrel++] = roots[i] + tl0 + 1;
	char *src = NULL;
	int prc = prepare_build(script, *tree, rel, nrel, o->cl.jobs, &src, build);
	free(rel);
	free(script);
	if (prc != 0)
		return 2;
	char *s = path_normalise(src, o->cl.cwd);
	free(src);
	if (strcmp(s, *tree)) {
		for (size_t i = 0; i < nroots; i++)
			if (path_under(roots[i], *tree)) {
				char *n = xasprintf("%s%s", s, roots[i] + tl0);
				free(roots[i]);
				roots[i] = n;
			}
		free(*tree);
		*tree = s;
	} else {
		free(s);
	}
	if (!o->quiet)
		note("prepared build %s (source %s)", *build, *tree);
	return 0;
}

/* One job per file, with its flags. */
static void make_jobs(struct run *r, const struct strlist *files, struct flags *fl, const char *tree)
{
	r->njobs = files->n;
	r->jobs = xmalloc(files->n * sizeof(*r->jobs));
	for (size_t i = 0; i < files->n; i++) {
		struct job *j = &r->jobs[i];
		memset(j, 0, sizeof(*j));
		j->res.path = xstrdup(files->v[i]);
		j->res.rel = tree_rel(tree, files->v[i]);
		flags_for_file(fl, j->res.path, j->res.rel, &j->args, stderr);
	}
}

/* --print-args: the flags each file would be parsed with. */
static int print_args(const struct run *r)
{
	for (size_t i = 0; i < r->njobs; i++) {
		printf("%s:", r->jobs[i].res.rel);
		for (size_t k = 0; k < r->jobs[i].args.n; k++)
			printf(" %s", r->jobs[i].args.v[k]);
		putchar('\n');
	}
	return fflush(stdout) == 0 ? 0 : 2;
}

/* The prefilter's decision per job (--prefilter-dump, --prefilter-check): 0 or 2. */
static int run_prefilter(const struct opts *o, struct run *r)
{
	FILE *df = NULL;
	if (o->pfdump && !(df = fopen(o->pfdump, "w"))) {
		error("cannot write --prefilter-dump %s", o->pfdump);
		return 2;
	}
	struct pf_stats ps;
	prefilter_run(r, &ps, df);
	if (df && fclose(df) != 0) {
		error("cannot write --prefilter-dump %s", o->pfdump);
		return 2;
	}
	if (!o->quiet)
		note("prefilter: %zu of %zu file(s) can have a finding "
				"(%zu of them undecided), %zu ID name(s) in %zu file(s) read",
			ps.parse, ps.files, ps.unsure, ps.s_names, ps.headers);
	if (o->pfcheck)
		for (size_t i = 0; i < r->njobs; i++)
			r->jobs[i].prefiltered = !r->jobs[i].prefiltered;
	return 0;
}

/* The namespace audit's round trips and --ns-list, --baseline: how many findings
 * are new (all without a baseline), or -1 when the list could not be written. */
static long after_run(const struct opts *o, struct run *r, struct findings *base)
{
	if (o->namespaces)
		ns_round_trips(&r->all); /* ns_trip.c: from the mapping records of all files */
	struct findings maps = { 0 };
	ns_take_mappings(&r->all, &maps); /* ns_list.c: the --ns-list, not findings */
	int bad = o->nslist && write_atomic(o->nslist, ns_list_write, &maps) != 0;
	findings_free(&maps);
	if (bad)
		return -1;
	size_t fresh = r->all.n;
	if (o->baseline) {
		fresh = audit_baseline_apply(base, &r->all);
		if (!o->quiet)
			note("%zu new finding(s), %zu in the baseline %s", fresh,
				r->all.n - fresh, o->baseline);
		findings_free(base);
	}
	return (long)fresh;
}

/* The exit status before the reports are written: 1 for new findings, files not
 * parsed or paths not looked at (--prefilter-check: findings or skipped files in
 * what it rules out), 2 when no file could be parsed. */
static int exit_status(const struct opts *o, const struct run *r, size_t fresh)
{
	size_t parsed = 0;
	for (size_t i = 0; i < r->njobs; i++)
		parsed += r->jobs[i].res.parsed;
	/* A file that could not be parsed was not looked at: said, and not a clean exit. */
	int rc = fresh || parsed < r->njobs ? 1 : 0;
	if (!o->no_prefilter && o->pfcheck) {
		size_t n = 0, skipped = 0;
		for (size_t i = 0; i < r->njobs; i++)
			if (!r->jobs[i].prefiltered) {
				n++;
				skipped += !r->jobs[i].res.parsed;
			}
		note("prefilter check: the %zu file(s) it rules out have %zu finding(s), "
				"%zu cannot be parsed: %s", n, r->all.n, skipped,
			r->all.n || skipped ? "PREFILTER ERROR" : "exact");
		rc = r->all.n || skipped ? 1 : 0;
	}
	if (walk_unentered()->n) { /* named above: not looked at, not a clean exit */
		note("%zu path(s) not looked at (see the warnings above)",
			walk_unentered()->n);
		if (rc == 0)
			rc = 1;
	}
	if (parsed == 0) {
		error("no file could be parsed; check the flags above");
		rc = 2;
	}
	return rc;
}

/* The text or summary on stdout, --json and --sarif: RC, or 2 when one could not
 * be written. */
static int write_reports(const struct opts *o, struct run *r, const struct flags *fl, const char *shown_tree, int rc)
{
	char *flagdesc = fl->cmdfile ? xasprintf("derived from %s", fl->cmdfile)
			 : fl->db    ? xstrdup("compile_commands.json")
				     : xstrdup("simple");
	if (fl->db && fl->cmdfile) {
		free(flagdesc);
		flagdesc = xasprintf("compile_commands.json, else derived from %s", fl->cmdfile);
	}
	struct meta m = { .tree = shown_tree, .flags = flagdesc, .dropped = &fl->dropped };
	struct report_ctx rc_ctx = { r, &m };
	if (o->summary)
		report_summary(stdout, r);
	else
		report_text(stdout, r);
	if (o->json && write_atomic(o->json, report_json, &rc_ctx) != 0)
		rc = 2;
	if (o->sarif && write_atomic(o->sarif, report_sarif, &rc_ctx) != 0)
		rc = 2;
	if (fflush(stdout) != 0)
		rc = 2;
	free(flagdesc);
	return rc;
}

static void run_free(struct run *r)
{
	for (size_t i = 0; i < r->njobs; i++) {
		free(r->jobs[i].res.path);
		free(r->jobs[i].res.rel);
		free(r->jobs[i].res.reason);
		sl_free(&r->jobs[i].args);
	}
	blanked_free(r);
	free(r->jobs);
	findings_free(&r->all);
}

/* Everything after the files are known: flags, jobs, the prefilter, the parallel
 * audit, the reports.  The exit status. */
static int audit(struct opts *o, char *tree, char **roots, size_t nroots, const struct strlist *files,
		 const char *build, const char *shown_tree, struct findings *base)
{
	struct flags fl;
	if (flags_setup(&fl, tree, build, stderr) != 0)
		return 2;
	struct run r = { .tree = tree, .roots = roots, .nroots = nroots, .quiet = o->quiet,
			 .timeout = (double)o->timeout, .verbose = o->verbose, .progress = o->progress,
			 .blank_bodies = !o->whole_headers && !o->pfcheck, .blank_audited = !o->whole_bodies && !o->pfcheck };
	make_jobs(&r, files, &fl, tree);
	if (o->print_args)
		return print_args(&r);
	if (!o->no_prefilter && run_prefilter(o, &r) != 0)
		return 2;
	long jobs = o->cl.jobs;
	if (!o->quiet)
		note("%zu file(s), %ld worker(s)", r.njobs, jobs);
	if (o->namespaces) {
		ns_enabled = 1;
		ns_release = kb_tree_release(tree);
		kinds_shown = K_NS_MAPPING;
	}
	pool_run(&r, (unsigned)jobs);
	if (o->infer)
		audit_infer(&r, (unsigned)jobs); /* kind_infer.c */
	long fresh = after_run(o, &r, base);
	if (fresh < 0)
		return 2;
	int rc = exit_status(o, &r, (size_t)fresh);
	rc = write_reports(o, &r, &fl, shown_tree, rc);
	run_free(&r);
	flags_free(&fl);
	return rc;
}

int main(int argc, char **argv)
{
	struct opts o;
	kp_progname = "kidpush-audit";
	const char *argv0 = argv[0];
	argc = parse_cli(&o, argc, argv);
	if (check_outputs(&o) != 0)
		return 2;
	struct findings base = { 0 };
	if (o.baseline && audit_baseline_load(o.baseline, &base) != 0)
		return 2;
	if (o.progress < 0)
		o.progress = isatty(2);
	if (cli_dirs(&o.cl, argv0) != 0)
		return 2;
	char *tree = xstrdup(o.cl.tree), *build = o.cl.build ? xstrdup(o.cl.build) : NULL;
	char **roots = xmalloc(((size_t)argc + 1) * sizeof(*roots));
	long nr = audit_roots(&o.cl, argc, argv, tree, roots);
	if (nr < 0)
		return 2;
	size_t nroots = (size_t)nr;
	char *shown_tree = xstrdup(tree);
	if (!build && !o.print_args && prepare_needed(tree) && prepare_tree(&o, argv0, &tree, &build, roots, nroots))
		return 2;
	struct strlist files = { 0 };
	for (size_t i = 0; i < nroots; i++)
		walk_path(&files, roots[i]);
	walk_done(&files);
	sl_sort(&files);
	sl_uniq(&files);
	if (files.n == 0) {
		error("no .c files to audit");
		return 2;
	}
	int rc = audit(&o, tree, roots, nroots, &files, build, shown_tree, &base);
	sl_free(&files);
	for (size_t i = 0; i < nroots; i++)
		free(roots[i]);
	free(roots);
	free(tree);
	free(shown_tree);
	free(build);
	cli_free(&o.cl);
	clang_toggleCrashRecovery(0);
	if (clang_pool_stuck()) { /* a parse left running: no libclang destructors under it */
		fflush(NULL);
		_exit(rc);
	}
	return rc;
}
