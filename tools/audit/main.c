/* main.c — kidpush-audit: command line, flag setup, file list, parallel audit, reports.
 * Exit 0: no findings, 1: findings, 2: usage or setup error. */
#include "flags.h"
#include "pool.h"
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
	"                     [--summary] [-q] [--infer] [--print-args] [--help] [PATH...]\n"
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
	"  -q            no progress on stderr\n"
	"  --print-args  print the flags each file would be parsed with, and stop\n"
	"Flags: TREE/compile_commands.json when present, else derived from the build's kbuild\n"
	"command + each directory's Makefile, else simple (-nostdinc -I TREE/include -D__KERNEL__).\n"
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

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "tree", required_argument, NULL, 't' }, { "build", required_argument, NULL, 'b' },
		{ "json", required_argument, NULL, 'J' }, { "sarif", required_argument, NULL, 'S' },
		{ "summary", no_argument, NULL, 's' },    { "help", no_argument, NULL, 'h' },
		{ "quiet", no_argument, NULL, 'q' },      { "print-args", no_argument, NULL, 'P' },
		{ "infer", no_argument, NULL, 'I' },
		{ NULL, 0, NULL, 0 },
	};
	const char *tree_arg = NULL, *build_arg = NULL, *json = NULL, *sarif = NULL;
	int summary = 0, quiet = 0, print_args = 0, infer = 0;
	long jobs = sysconf(_SC_NPROCESSORS_ONLN);
	int c;
	while ((c = getopt_long(argc, argv, "j:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 't': tree_arg = optarg; break;
		case 'b': build_arg = optarg; break;
		case 'J': json = optarg; break;
		case 'S': sarif = optarg; break;
		case 's': summary = 1; break;
		case 'q': quiet = 1; break;
		case 'P': print_args = 1; break;
		case 'I': infer = 1; break;
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
	for (size_t i = 0; i < nroots; i++)
		walk_path(&files, roots[i]);
	filelist_sort_unique(&files);
	if (files.n == 0) {
		fprintf(stderr, "kidpush-audit: no .c files to audit\n");
		return 2;
	}

	struct flags fl;
	if (flags_setup(&fl, tree, build, stderr) != 0)
		return 2;

	struct run r = { .tree = tree, .roots = roots, .nroots = nroots, .quiet = quiet };
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
	if (!quiet)
		fprintf(stderr, "kidpush-audit: %zu file(s), %ld worker(s)\n", r.njobs, jobs);
	pool_run(&r, (unsigned)jobs);
	if (infer)
		audit_infer(&r, (unsigned)jobs); /* kind_infer.c */

	size_t parsed = 0;
	for (size_t i = 0; i < r.njobs; i++)
		parsed += r.jobs[i].res.parsed;
	int rc = r.all.n ? 1 : 0;
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
	struct meta m = { .tree = tree, .flags = flagdesc, .dropped = &fl.dropped };
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
	free(r.jobs);
	findings_free(&r.all);
	flags_free(&fl);
	filelist_free(&files);
	for (size_t i = 0; i < nroots; i++)
		free(roots[i]);
	free(roots);
	free(flagdesc);
	free(tree);
	free(build);
	free(cwd);
	clang_toggleCrashRecovery(0);
	return rc;
}
