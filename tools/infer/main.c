/* main.c — kidpush-infer: command line; files and flags as the audit takes them
 * (tools/audit/cli.c, flags.c, walk.c), inference (collect.c, graph.c), plan (plan.c).
 * Exit 0: plan written, every file parsed; 1: plan written, some file skipped;
 * 2: usage or setup error. */
#include "cli.h"
#include "cpool.h"
#include "flags.h"
#include "infer.h"
#include <clang-c/Index.h>

#include "normalise.h"
#include "walk.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const struct usage usage = {
	"usage: kidpush-infer [--tree DIR] [--build DIR] [-j N] [-q] --plan FILE PATH...\n",
	"Infer which raw uid_t/gid_t/u32... declarations carry kernel IDs (kuid_t, kgid_t,\n"
	"kprojid_t, struct kqid) through plain copies across the C files of the PATHs, and\n"
	"where raw values enter (option parsing, wire/disk decoding, user copies) or IDs\n"
	"leave (encoding, printing, hashing); write the plan (doc/plan-format.md) to FILE\n"
	"('-': standard output).\n",
	"Exit: 0 plan written, 1 plan written but some file could not be parsed (listed under\n"
	"\"skipped\" in the plan), 2 usage or setup error.\n",
};

/* The PATHs (relative to the tree, or to here when not in the tree, and in it)
 * into ROOTS and their .c files, sorted and unique, into FILES: 0, else 2 (said). */
static int take_paths(const struct cli *cl, int argc, char **argv, char ***roots, size_t *nroots,
		      struct strlist *files)
{
	*nroots = 0;
	*roots = xmalloc((size_t)argc * sizeof(**roots));
	for (int i = 0; i < argc; i++) {
		char *p = cli_path(cl, argv[i]);
		if (!p || !path_under(p, cl->tree)) {
			error("%s: no such file or directory in %s", argv[i], cl->tree);
			return 2;
		}
		(*roots)[(*nroots)++] = p;
		walk_path(files, p);
	}
	walk_done(files); /* the links inside the PATHs; those out of them named */
	sl_sort(files);
	sl_uniq(files);
	if (files->n == 0) {
		error("no .c files under the PATHs");
		return 2;
	}
	return 0;
}

/* IN's files, each with the flags the audit would use. */
static void take_files(struct infer_in *in, const struct strlist *files, struct flags *fl, FILE *log)
{
	in->nfiles = files->n;
	in->files = xmalloc(files->n * sizeof(*in->files));
	for (size_t i = 0; i < files->n; i++) {
		struct infile *f = &in->files[i];
		memset(f, 0, sizeof(*f));
		f->path = xstrdup(files->v[i]);
		f->rel = tree_rel(in->tree, files->v[i]);
		flags_for_file(fl, f->path, f->rel, &f->args, log);
	}
}

/* The facts of IN's files: taken from STORE when it holds them, else collected
 * (and kept in STORE, unless a parse timed out: facts of a slow machine). */
static void get_facts(const char *store, struct infer_in *in, struct facts *fs, int quiet)
{
	if (store && facts_load(store, in, fs) == 0) {
		if (!quiet)
			note("facts of the %zu file(s) taken from %s", in->nfiles, store);
		return;
	}
	infer_collect(in, fs);
	if (clang_pool_stuck())
		store = NULL;
	if (store && facts_save(store, in, fs) != 0)
		note("%s: cannot write the facts (they are not kept)", store);
}

/* The plan P written to PLAN, the counts said: exit 0, 1 (some file not parsed)
 * or 2 (none parsed, or the plan not written). */
static int write_plan(const char *plan, const struct plan *p, const struct infer_in *in, int quiet)
{
	size_t parsed = 0;
	for (size_t i = 0; i < in->nfiles; i++)
		parsed += in->files[i].parsed != 0;
	int rc = parsed == in->nfiles ? 0 : 1;
	if (parsed == 0) {
		error("no file could be parsed; check the flags");
		rc = 2;
	} else if (plan_write(plan, p, in) != 0) {
		rc = 2;
	}
	if (!quiet || rc)
		note("%zu retype, %zu site(s), %zu listed; %zu of %zu file(s) parsed",
			p->nretype, p->nsites, p->nlisted, parsed, in->nfiles);
	return rc;
}

static void free_in(struct infer_in *in)
{
	for (size_t i = 0; i < in->nfiles; i++) {
		free(in->files[i].path);
		free(in->files[i].rel);
		free(in->files[i].reason);
		sl_free(&in->files[i].args);
	}
	free(in->files);
	sl_free(&in->read);
}

int main(int argc, char **argv)
{
	struct cli cl;
	const char *plan = NULL, *store = NULL;
	int quiet = 0;
	long timeout = 600;
	struct strlist kept = { 0 };
	cli_init(&cl);
	const struct option opts[] = {
		CLI_OPTIONS(&cl),
		OPT_BOOL('q', "quiet", &quiet, "no progress on stderr"),
		OPT_INT(0, "timeout", &timeout, "SEC", 0, 1000000, "a file whose parse takes longer is skipped, named\n"
			"\"timed out after SEC s\" (default 600, 0: no limit)"),
		OPT_STRING(0, "plan", &plan, "FILE", "where the plan goes ('-': standard output)"),
		OPT_LIST(0, "keep", &kept, "FILE", "a file (tree-relative) whose declarations stay raw: the\n"
			 "ids are converted where they meet it, through &init_user_ns (repeatable)"),
		OPT_STRING(0, "facts", &store, "FILE", "the facts of the files: taken from FILE when it holds\n"
			   "those of the same files and flags (verified by its hash), else collected\n"
			   "and written there (a second run with other --keep files parses nothing)"),
		OPT_END(),
	};
	kp_progname = "kidpush-infer";
	const char *argv0 = argv[0];
	argc = parse_options(argc, argv, opts, &usage, PARSE_ARGS);
	if (!plan || argc == 0) {
		fputs(usage.synopsis, stderr);
		return 2;
	}
	long jobs = cl.jobs;
	if (cli_dirs(&cl, argv0) != 0)
		return 2;
	size_t nroots;
	char **roots;
	struct strlist files = { 0 };
	if (take_paths(&cl, argc, argv, &roots, &nroots, &files) != 0)
		return 2;
	FILE *log = quiet ? fopen("/dev/null", "w") : stderr;
	if (!log)
		log = stderr;
	struct flags fl;
	if (flags_setup(&fl, cl.tree, cl.build, log) != 0)
		return 2;
	struct infer_in in = { .tree = cl.tree, .roots = roots, .nroots = nroots, .jobs = (unsigned)jobs,
			       .quiet = quiet, .timeout = (double)timeout };
	take_files(&in, &files, &fl, log);
	if (!quiet)
		note("%zu file(s), %ld worker(s)", in.nfiles, jobs);
	struct facts fs = { 0 };
	get_facts(store, &in, &fs, quiet);
	sl_sort(&kept);
	size_t nkept = facts_keep(&fs, &kept);
	if (!quiet && kept.n)
		note("%zu declaration(s) kept raw in %zu file(s)", nkept, kept.n);
	struct plan p = { 0 };
	infer_graph(&fs, &p);
	int rc = write_plan(plan, &p, &in, quiet);
	plan_free(&p);
	facts_free(&fs);
	free_in(&in);
	flags_free(&fl);
	sl_free(&files);
	sl_free(&kept);
	for (size_t i = 0; i < nroots; i++)
		free(roots[i]);
	free(roots);
	cli_free(&cl);
	if (log != stderr)
		fclose(log);
	clang_toggleCrashRecovery(0);
	if (clang_pool_stuck()) { /* a parse left running: no libclang destructors under it */
		fflush(NULL);
		_exit(rc);
	}
	return rc;
}
