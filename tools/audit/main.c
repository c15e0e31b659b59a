/* main.c — kidpush-audit: command line, flag setup, file list, parallel audit, reports.
 * Exit 0: no findings, 1: findings, 2: usage or setup error. */
#include "flags.h"
#include "pool.h"
#include "prefilter.h"
#include "prepare.h"
#include "report.h"
#include "visit.h"
#include "walk.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage[] =
	"usage: kidpush-audit [--tree DIR] [--build DIR] [-j N] [--json FILE] [--sarif FILE]\n"
	"                     [--summary] [-q | -v] [--progress] [--no-prefilter] [--whole-headers] [--infer] [--print-args]\n"
	"                     [--help] [PATH...]\n"
	"Parse each C file under PATH (default: the whole tree) with libclang and report,\n"
	"type-aware through typedefs and macros, what a user-namespace conversion must touch:\n"
	"  raw-compare        ==, !=, <, >, <=, >= between IDs where an operand has a raw ID type\n"
	"  raw-mix            a raw ID moved into kuid_t/kgid_t/kprojid_t/kqid or back without\n"
	"                     make_kuid()/from_kuid() (assignment, initialisation, argument, return)\n"
	"  converted-compare  from_kuid(ns, a) == from_kuid(ns, b), __kuid_val(a) == x: use uid_eq()\n"
	"  raw-use            a kernel ID printed, hashed or used as an index without conversion\n"
	"  raw-carrier, boundary-in, boundary-out: with --infer, the ID type inference (kidpush-infer):\n"
	"                     declarations to retype, where raw values enter and IDs leave\n"
	"  --tree DIR    kernel tree (default: the bundled sample tree tests/sample-tree)\n"
	"  --build DIR   prepared kernel build (make O=DIR defconfig prepare) to derive flags from\n"
	"                (default: DIR itself when it holds include/generated/autoconf.h)\n"
	"  -j N          parallel workers (default: number of cores)\n"
	"  --json FILE   write findings as JSON;  --sarif FILE   write SARIF 2.1.0\n"
	"  --summary     print one table (files, skipped, counts by kind per filesystem) instead\n"
	"                of the list of findings\n"
	"  -q            nothing on stderr but errors\n"
	"  -v            a line per file on stderr\n"
	"  --progress    the one-line progress display (files, findings, rate, ETA) even when\n"
	"                stderr is not a terminal (on a terminal it is the default)\n"
	"  --no-prefilter  parse every file; by default files whose translation unit names\n"
	"                nothing of an ID type under PATH are not parsed (same findings)\n"
	"  --whole-headers  with the prefilter, parse headers outside PATH whole; by default\n"
	"                their function bodies are blanked (no finding can be there)\n"
	"  --prefilter-dump FILE  write the prefilter's decision per file and its ID names\n"
	"  --prefilter-check  parse only the files the prefilter rules out: any finding or\n"
	"                skipped file there is a prefilter error (exit 1)\n"
	"  --print-args  print the flags each file would be parsed with, and stop\n"
	"Flags: TREE/compile_commands.json when present, else derived from the build's kbuild\n"
	"command + each directory's Makefile; a kernel tree without either is prepared by\n"
	"tools/kbuild/prepare.sh when the project has it; else simple (-nostdinc -I TREE/include\n"
	"-D__KERNEL__).\n"
	"Exit: 0 no findings, 1 findings, 2 usage or setup error.\n";

static char *default_tree(const char *argv0)
{
	const char *root = getenv("KIDPUSH_ROOT");
	if (root && *root)
		return xasprintf("%s/tests/sample-tree", root);
	/* build/kidpush-audit -> ../tests/sample-tree */
	const char *slash = strrchr(argv0, '/');
	if (slash)
		return xasprintf("%.*s/../tests/sample-tree", (int)(slash - argv0), argv0);
	return xstrdup("tests/sample-tree");
}

static int is_dir(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int has(const char *dir, const char *name)
{
	struct stat st;
	char *p = xasprintf("%s/%s", dir, name);
	int r = stat(p, &st) == 0;
	free(p);
	return r;
}

/* A kernel tree (top Makefile, Kconfig, arch/) that has neither a build of its own
 * nor a compile_commands.json. */
static int needs_build(const char *tree)
{
	return has(tree, "Makefile") && has(tree, "Kconfig") && has(tree, "arch") &&
	       !has(tree, "include/generated/autoconf.h") && !has(tree, "compile_commands.json");
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "tree", required_argument, NULL, 't' }, { "build", required_argument, NULL, 'b' },
		{ "json", required_argument, NULL, 'J' }, { "sarif", required_argument, NULL, 'S' },
		{ "summary", no_argument, NULL, 's' },    { "help", no_argument, NULL, 'h' },
		{ "quiet", no_argument, NULL, 'q' },      { "print-args", no_argument, NULL, 'P' },
		{ "verbose", no_argument, NULL, 'v' },    { "progress", no_argument, NULL, 'G' },
		{ "no-prefilter", no_argument, NULL, 'N' }, { "prefilter-dump", required_argument, NULL, 'D' },
		{ "prefilter-check", no_argument, NULL, 'C' }, { "infer", no_argument, NULL, 'I' },
		{ "whole-headers", no_argument, NULL, 'B' },
		{ NULL, 0, NULL, 0 },
	};
	const char *tree_arg = NULL, *build_arg = NULL, *json = NULL, *sarif = NULL, *pfdump = NULL;
	int summary = 0, quiet = 0, print_args = 0, verbose = 0, progress = -1, prefilter = 1, pfcheck = 0, infer = 0, blank = 1;
	long jobs = sysconf(_SC_NPROCESSORS_ONLN);
	int c;
	while ((c = getopt_long(argc, argv, "j:qvh", longopts, NULL)) != -1) {
		switch (c) {
		case 't': tree_arg = optarg; break;
		case 'b': build_arg = optarg; break;
		case 'J': json = optarg; break;
		case 'S': sarif = optarg; break;
		case 's': summary = 1; break;
		case 'q': quiet = 1; break;
		case 'P': print_args = 1; break;
		case 'v': verbose = 1; break;
		case 'G': progress = 1; break;
		case 'N': prefilter = 0; break;
		case 'D': pfdump = optarg; break;
		case 'C': pfcheck = 1; break;
		case 'I': infer = 1; break;
		case 'B': blank = 0; break;
		case 'j': {
			char *end;
			jobs = strtol(optarg, &end, 10);
			if (*end || jobs < 1 || jobs > 256) {
				fprintf(stderr, "kidpush-audit: -j wants a number from 1 to 256, not '%s'\n", optarg);
				return 2;
			}
			break;
		}
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (jobs < 1)
		jobs = 1;
	/* Report files: found unwritable now, not after the whole run. */
	if ((json && output_writable(json, "--json") != 0) || (sarif && output_writable(sarif, "--sarif") != 0) ||
	    (pfdump && output_writable(pfdump, "--prefilter-dump") != 0))
		return 2;
	if (progress < 0)
		progress = isatty(2);
	char *cwd = getcwd(NULL, 0);
	if (!cwd) {
		perror("kidpush-audit: getcwd");
		return 2;
	}
	char *tree_in = tree_arg ? xstrdup(tree_arg) : default_tree(argv[0]);
	char *tree = path_normalise(tree_in, cwd);
	free(tree_in);
	if (!is_dir(tree)) {
		fprintf(stderr, "kidpush-audit: tree %s is not a directory\n", tree);
		return 2;
	}
	char *build = NULL;
	if (build_arg) {
		build = path_normalise(build_arg, cwd);
		if (!is_dir(build)) {
			fprintf(stderr, "kidpush-audit: build directory %s is not a directory\n", build);
			return 2;
		}
	}

	/* Audited paths: relative ones are taken relative to the tree, or to the current
	 * directory when they do not exist in the tree. */
	size_t nroots = 0;
	char **roots = xmalloc(((size_t)(argc - optind) + 1) * sizeof(*roots));
	struct filelist files = { 0 };
	if (optind == argc)
		roots[nroots++] = xstrdup(tree);
	for (int i = optind; i < argc; i++) {
		char *p = path_normalise(argv[i], tree);
		struct stat st;
		if (argv[i][0] != '/' && stat(p, &st) != 0) {
			free(p);
			p = path_normalise(argv[i], cwd);
		}
		if (stat(p, &st) != 0) {
			fprintf(stderr, "kidpush-audit: %s: no such file or directory (in %s or here)\n", argv[i], tree);
			return 2;
		}
		roots[nroots++] = p;
	}
	/* A kernel tree with no build of its own: the shared preparer makes (and caches)
	 * one, perhaps on a shimmed copy of the tree (src), which is then what is parsed. */
	char *shown_tree = xstrdup(tree);
	if (!build && !print_args && needs_build(tree)) {
		char *script = prepare_script(argv[0]);
		if (script) {
			char **rel = xmalloc((nroots + 1) * sizeof(*rel));
			size_t tl0 = strlen(tree), nrel = 0;
			for (size_t i = 0; i < nroots; i++)
				if (path_under(roots[i], tree) && roots[i][tl0] == '/')
					rel[nrel++] = roots[i] + tl0 + 1;
			char *src = NULL;
			int prc = prepare_build(script, tree, rel, nrel, jobs, &src, &build);
			free(rel);
			free(script);
			if (prc != 0)
				return 2;
			char *s = path_normalise(src, cwd);
			free(src);
			if (strcmp(s, tree)) {
				for (size_t i = 0; i < nroots; i++)
					if (path_under(roots[i], tree)) {
						char *n = xasprintf("%s%s", s, roots[i] + tl0);
						free(roots[i]);
						roots[i] = n;
					}
				free(tree);
				tree = s;
			} else {
				free(s);
			}
			if (!quiet)
				fprintf(stderr, "kidpush-audit: prepared build %s (source %s)\n", build, tree);
		}
	}
	for (size_t i = 0; i < nroots; i++)
		walk_path(&files, roots[i]);
	walk_done(&files);
	filelist_sort_unique(&files);
	if (files.n == 0) {
		fprintf(stderr, "kidpush-audit: no .c files to audit\n");
		return 2;
	}

	struct flags fl;
	if (flags_setup(&fl, tree, build, stderr) != 0)
		return 2;

	struct run r = { .tree = tree, .roots = roots, .nroots = nroots, .quiet = quiet,
			 .verbose = verbose, .progress = progress, .blank_bodies = blank && !pfcheck };
	r.njobs = files.n;
	r.jobs = xmalloc(files.n * sizeof(*r.jobs));
	size_t tl = strlen(tree);
	for (size_t i = 0; i < files.n; i++) {
		struct job *j = &r.jobs[i];
		memset(j, 0, sizeof(*j));
		j->res.path = xstrdup(files.v[i]);
		j->res.rel = xstrdup(path_under(files.v[i], tree) && files.v[i][tl] == '/' ? files.v[i] + tl + 1
											  : files.v[i]);
		flags_for_file(&fl, j->res.path, j->res.rel, &j->args, stderr);
	}
	if (print_args) {
		/* Only show what each file would be parsed with. */
		for (size_t i = 0; i < r.njobs; i++) {
			printf("%s:", r.jobs[i].res.rel);
			for (size_t k = 0; k < r.jobs[i].args.n; k++)
				printf(" %s", r.jobs[i].args.v[k]);
			putchar('\n');
		}
		return fflush(stdout) == 0 ? 0 : 2;
	}
	if (prefilter) {
		FILE *df = NULL;
		if (pfdump && !(df = fopen(pfdump, "w"))) {
			fprintf(stderr, "kidpush-audit: cannot write --prefilter-dump %s\n", pfdump);
			return 2;
		}
		struct pf_stats ps;
		prefilter_run(&r, &ps, df);
		if (df && fclose(df) != 0) {
			fprintf(stderr, "kidpush-audit: cannot write --prefilter-dump %s\n", pfdump);
			return 2;
		}
		if (!quiet)
			fprintf(stderr, "kidpush-audit: prefilter: %zu of %zu file(s) can have a finding "
					"(%zu of them undecided), %zu ID name(s) in %zu file(s) read\n",
				ps.parse, ps.files, ps.unsure, ps.s_names, ps.headers);
		if (pfcheck)
			for (size_t i = 0; i < r.njobs; i++)
				r.jobs[i].prefiltered = !r.jobs[i].prefiltered;
	}
	if (!quiet)
		fprintf(stderr, "kidpush-audit: %zu file(s), %ld worker(s)\n", r.njobs, jobs);
	pool_run(&r, (unsigned)jobs);
	if (infer)
		audit_infer(&r, (unsigned)jobs); /* kind_infer.c */

	size_t parsed = 0;
	for (size_t i = 0; i < r.njobs; i++)
		parsed += r.jobs[i].res.parsed;
	int rc = r.all.n ? 1 : 0;
	if (prefilter && pfcheck) {
		size_t n = 0, skipped = 0;
		for (size_t i = 0; i < r.njobs; i++)
			if (!r.jobs[i].prefiltered) {
				n++;
				skipped += !r.jobs[i].res.parsed;
			}
		fprintf(stderr, "kidpush-audit: prefilter check: the %zu file(s) it rules out have %zu finding(s), "
				"%zu cannot be parsed: %s\n", n, r.all.n, skipped,
			r.all.n || skipped ? "PREFILTER ERROR" : "exact");
		rc = r.all.n || skipped ? 1 : 0;
	}
	if (parsed == 0) {
		fprintf(stderr, "kidpush-audit: no file could be parsed; check the flags above\n");
		rc = 2;
	}
	char *flagdesc = fl.cmdfile ? xasprintf("derived from %s", fl.cmdfile)
			 : fl.db    ? xstrdup("compile_commands.json")
				    : xstrdup("simple");
	if (fl.db && fl.cmdfile) {
		free(flagdesc);
		flagdesc = xasprintf("compile_commands.json, else derived from %s", fl.cmdfile);
	}
	struct meta m = { .tree = shown_tree, .flags = flagdesc, .dropped = &fl.dropped };
	struct report_ctx rc_ctx = { &r, &m };
	if (summary)
		report_summary(stdout, &r);
	else
		report_text(stdout, &r);
	if (json && write_atomic(json, report_json, &rc_ctx) != 0)
		rc = 2;
	if (sarif && write_atomic(sarif, report_sarif, &rc_ctx) != 0)
		rc = 2;
	if (fflush(stdout) != 0)
		rc = 2;

	for (size_t i = 0; i < r.njobs; i++) {
		free(r.jobs[i].res.path);
		free(r.jobs[i].res.rel);
		free(r.jobs[i].res.reason);
		argv_free(&r.jobs[i].args);
	}
	blanked_free(&r);
	free(r.jobs);
	findings_free(&r.all);
	flags_free(&fl);
	filelist_free(&files);
	for (size_t i = 0; i < nroots; i++)
		free(roots[i]);
	free(roots);
	free(flagdesc);
	free(tree);
	free(shown_tree);
	free(build);
	free(cwd);
	clang_toggleCrashRecovery(0);
	return rc;
}
