/* main.c — kidpush-infer: command line; files and flags as the audit takes them
 * (tools/audit/flags.c, walk.c), inference (collect.c, graph.c), plan (plan.c).
 * Exit 0: plan written, every file parsed; 1: plan written, some file skipped;
 * 2: usage or setup error. */
#include "flags.h"
#include "infer.h"
#include "visit.h"
#include "walk.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage[] =
	"usage: kidpush-infer [--tree DIR] [--build DIR] [-j N] [-q] --plan FILE PATH...\n"
	"Infer which raw uid_t/gid_t/u32... declarations carry kernel IDs (kuid_t, kgid_t,\n"
	"kprojid_t, struct kqid) through plain copies across the C files of the PATHs, and\n"
	"where raw values enter (option parsing, wire/disk decoding, user copies) or IDs\n"
	"leave (encoding, printing, hashing); write the plan (doc/plan-format.md) to FILE\n"
	"('-': standard output).\n"
	"  --tree DIR    kernel tree (default: the bundled sample tree tests/sample-tree)\n"
	"  --build DIR   prepared kernel build to derive flags from (as kidpush-audit)\n"
	"  -j N          parallel parsers (default: number of cores)\n"
	"  -q            no progress on stderr\n"
	"Exit: 0 plan written, 1 plan written but some file could not be parsed (listed under\n"
	"\"skipped\" in the plan), 2 usage or setup error.\n";

static char *default_tree(const char *argv0)
{
	const char *root = getenv("KIDPUSH_ROOT");
	if (root && *root)
		return xasprintf("%s/tests/sample-tree", root);
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
		{ "plan", required_argument, NULL, 'p' }, { "help", no_argument, NULL, 'h' },
		{ "quiet", no_argument, NULL, 'q' },      { NULL, 0, NULL, 0 },
	};
	const char *tree_arg = NULL, *build_arg = NULL, *plan = NULL;
	int quiet = 0;
	long jobs = sysconf(_SC_NPROCESSORS_ONLN);
	int c;
	while ((c = getopt_long(argc, argv, "j:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 't': tree_arg = optarg; break;
		case 'b': build_arg = optarg; break;
		case 'p': plan = optarg; break;
		case 'q': quiet = 1; break;
		case 'j': {
			char *end;
			jobs = strtol(optarg, &end, 10);
			if (*end || jobs < 1 || jobs > 256) {
				fprintf(stderr, "kidpush-infer: -j wants a number from 1 to 256, not '%s'\n", optarg);
				return 2;
			}
			break;
		}
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (!plan || optind == argc) {
		fputs(usage, stderr);
		return 2;
	}
	if (jobs < 1)
		jobs = 1;
	char *cwd = getcwd(NULL, 0);
	if (!cwd) {
		perror("kidpush-infer: getcwd");
		return 2;
	}
	char *tree_in = tree_arg ? xstrdup(tree_arg) : default_tree(argv[0]);
	char *tree = path_normalise(tree_in, cwd);
	free(tree_in);
	if (!is_dir(tree)) {
		fprintf(stderr, "kidpush-infer: tree %s is not a directory\n", tree);
		return 2;
	}
	char *build = NULL;
	if (build_arg) {
		build = path_normalise(build_arg, cwd);
		if (!is_dir(build)) {
			fprintf(stderr, "kidpush-infer: build directory %s is not a directory\n", build);
			return 2;
		}
	}
	/* PATHs are relative to the tree (or to here when not in the tree), and in it. */
	size_t nroots = 0;
	char **roots = xmalloc((size_t)(argc - optind) * sizeof(*roots));
	struct filelist files = { 0 };
	for (int i = optind; i < argc; i++) {
		char *p = path_normalise(argv[i], tree);
		struct stat st;
		if (argv[i][0] != '/' && stat(p, &st) != 0) {
			free(p);
			p = path_normalise(argv[i], cwd);
		}
		if (stat(p, &st) != 0 || !path_under(p, tree)) {
			fprintf(stderr, "kidpush-infer: %s: no such file or directory in %s\n", argv[i], tree);
			return 2;
		}
		roots[nroots++] = p;
		walk_path(&files, p);
	}
	filelist_sort_unique(&files);
	if (files.n == 0) {
		fprintf(stderr, "kidpush-infer: no .c files under the PATHs\n");
		return 2;
	}
	FILE *log = quiet ? fopen("/dev/null", "w") : stderr;
	if (!log)
		log = stderr;
	struct flags fl;
	if (flags_setup(&fl, tree, build, log) != 0)
		return 2;
	struct infer_in in = { .tree = tree, .roots = roots, .nroots = nroots, .jobs = (unsigned)jobs,
			       .quiet = quiet };
	in.nfiles = files.n;
	in.files = xmalloc(files.n * sizeof(*in.files));
	size_t tl = strlen(tree);
	for (size_t i = 0; i < files.n; i++) {
		struct infile *f = &in.files[i];
		memset(f, 0, sizeof(*f));
		f->path = xstrdup(files.v[i]);
		f->rel = xstrdup(path_under(files.v[i], tree) && files.v[i][tl] == '/' ? files.v[i] + tl + 1
										     : files.v[i]);
		flags_for_file(&fl, f->path, f->rel, &f->args, log);
	}
	if (!quiet)
		fprintf(stderr, "kidpush-infer: %zu file(s), %ld worker(s)\n", in.nfiles, jobs);
	struct facts fs = { 0 };
	infer_collect(&in, &fs);
	struct plan p = { 0 };
	infer_graph(&fs, &p);
	size_t parsed = 0;
	for (size_t i = 0; i < in.nfiles; i++)
		parsed += in.files[i].parsed != 0;
	int rc = parsed == in.nfiles ? 0 : 1;
	if (parsed == 0) {
		fprintf(stderr, "kidpush-infer: no file could be parsed; check the flags\n");
		rc = 2;
	} else if (plan_write(plan, &p, &in) != 0) {
		rc = 2;
	}
	if (!quiet || rc)
		fprintf(stderr, "kidpush-infer: %zu retype, %zu site(s), %zu listed; %zu of %zu file(s) parsed\n",
			p.nretype, p.nsites, p.nlisted, parsed, in.nfiles);
	plan_free(&p);
	facts_free(&fs);
	for (size_t i = 0; i < in.nfiles; i++) {
		free(in.files[i].path);
		free(in.files[i].rel);
		free(in.files[i].reason);
		argv_free(&in.files[i].args);
	}
	free(in.files);
	flags_free(&fl);
	filelist_free(&files);
	for (size_t i = 0; i < nroots; i++)
		free(roots[i]);
	free(roots);
	free(tree);
	free(build);
	free(cwd);
	if (log != stderr)
		fclose(log);
	clang_toggleCrashRecovery(0);
	return rc;
}
