/* gate-main.c: build/kidpush-gate, the strict-type sparse gate of kidpush
 * (./run.sh gate; doc/gate.md).  Runs sparse over PATHs (default fs/xfs)
 * of a kernel tree with strict kernel ID types and fails when an ID type
 * problem (kuid_t/kgid_t/kprojid_t/struct kqid) remains, or when a file
 * the PATHs build was not checked.  The tree is never touched.  This file
 * reads the options (one table: the report's are set here too), makes the
 * checks that come before any work and dispatches:
 *   gate-kernel.c  kernel trees (tools/kbuild's preparer, Kbuild, CHECK=)
 *   gate-plain.c   other trees (the sample tree): sparse on the files
 * Exit 0: no ID problem (or none new against --baseline), 1: ID problems,
 * 2: usage or setup error, or a requested file was not checked; 130
 * interrupted. */
#include "gate.h"
#include "kbuild.h"
#include "kp-opt.h"
#include "kp-path.h"
#include "kp-signal.h"
#include <errno.h>
#include <glob.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const struct usage usage = {
	"usage: kidpush-gate [options] [PATH...]     (also: ./run.sh gate ...)\n",
	"Strict-type sparse gate: sparse over PATHs (tree-relative directories or .c\n"
	"files; default fs/xfs) with strict kernel ID types; ID problems fail.\n",
	"Kernel trees (top Makefile with VERSION/PATCHLEVEL): the build comes from\n"
	"tools/kbuild/prepare.sh --strict (x86_64_defconfig plus what the PATHs need,\n"
	"with their Kconfig dependencies; shims for old releases; more symbols with\n"
	"KIDPUSH_GATE_CONFIG=\"SYM ...\"); where the tree still has\n"
	"CONFIG_UIDGID_STRICT_TYPE_CHECKS it is on, the UIDGID_CONVERTED blockers of\n"
	"the checked code dropped from a scratch init/Kconfig (a blocker that guards\n"
	"a whole directory, e.g. NET_9P for fs/9p, adds that directory to the PATHs)\n"
	"and the others disabled; then\n"
	"  make O=... -k C=2 CHECK=checks/sparse-wrap.sh CF='-Wsparse-error\n"
	"  -fmax-errors=unlimited' PATH/\n"
	"and every .c file Kbuild builds for the PATHs (its own `make -n` list) must\n"
	"have been checked by sparse; a PATH that builds nothing, or a file not\n"
	"checked, is listed and the gate exits 2.\n"
	"Other trees (no kernel Makefile, e.g. the sample tree): sparse directly on\n"
	"every .c file under the PATHs with -Iinclude -D__KERNEL__.\n"
	"A symbolic link out of a PATH or out of the tree is never followed: it is\n"
	"listed as not checked.\n"
	"Exit: 0 clean, 1 ID problems, 2 usage/setup error or something not checked.\n",
};

void say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	kp_vreport("", fmt, ap);
	va_end(ap);
}

static void set_jobs(void *value, const char *arg)
{
	char *end;
	long n = strtol(arg, &end, 10);
	if (!*arg || *end || n <= 0 || arg[0] == '-' || arg[0] == '+' || n > 1024)
		die("-j wants a positive number, not '%s'", arg);
	*(long *)value = n;
}

static int parse_args(int argc, char **argv, struct gate *g, const char **tree, const char **overlay)
{
	const struct option opts[] = {
		OPT_STRING(0, "tree", tree, "DIR", "kernel tree (default: the bundled tests/sample-tree);\n"
			   "never modified"),
		OPT_STRING(0, "overlay", overlay, "DIR", "files (same relative paths) that replace the tree's files\n"
			   "in the gate's scratch copy"),
		OPT_CALLBACK('j', NULL, &g->jobs, "N", "parallel jobs (default 2)", set_jobs),
		OPT_STRING(0, "json", &g->ra.json, "FILE", "write the JSON report (also the --baseline format)"),
		OPT_STRING(0, "sarif", &g->ra.sarif, "FILE", "write a SARIF 2.1.0 report (CI code scanning)"),
		OPT_STRING(0, "baseline", &g->ra.base, "FILE", "previous JSON report: fail only on new ID problems"),
		OPT_BOOL(0, "single-pass", &g->single, "skip the non-strict comparison pass"),
		OPT_BOOL(0, "fast", &g->fast, "kernel trees: re-run the sparse commands Kbuild ran in an\n"
			 "earlier gate run on this tree (no make, no gcc); falls\n"
			 "back to make when a file has none"),
		OPT_BOOL(0, "keep-noise-quiet", &g->ra.no_noise_list, "count noise without listing it"),
		OPT_INT(0, "timeout", &g->timeout, "SECONDS", 0, 86400, "per-file limit of a sparse run (default 600,\n"
			"0: none; KIDPUSH_GATE_TIMEOUT for checks/sparse-wrap.sh):\n"
			"a file whose sparse ran longer is not checked"),
		OPT_END(),
	};
	return parse_options(argc, argv, opts, &usage, PARSE_ARGS);
}

/* A report file we could not write is found now, not after the run. */
static const char *outfile(const char *opt, const char *file)
{
	char *c = xstrdup(file), *d = xstrdup(dirname(c));
	struct stat st;
	if (!is_dir(d))
		die("%s %s: no such directory: %s", opt, file, d);
	if (is_dir(file))
		die("%s %s: is a directory", opt, file);
	if (stat(file, &st) == 0 && !S_ISREG(st.st_mode)) {   /* /dev/null, a FIFO: written in place */
		if (access(file, W_OK) != 0)
			die("%s %s: file is not writable", opt, file);
	} else {
		if (access(d, W_OK) != 0)
			die("%s %s: directory %s is not writable", opt, file, d);
		if (stat(file, &st) == 0 && access(file, W_OK) != 0)
			die("%s %s: file is not writable", opt, file);
	}
	char *rd = realpath(d, NULL);
	strcpy(c, file);
	char *abs = path_join(rd, basename(c));
	free(rd);
	free(c);
	free(d);
	return abs;
}

static int on_path(const char *prog)
{
	const char *path = getenv("PATH");
	if (!path)
		return 0;
	char *copy = xstrdup(path), *save = NULL;
	int found = 0;
	for (char *dir = strtok_r(copy, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
		char *p = path_join(*dir ? dir : ".", prog);
		found = access(p, X_OK) == 0 && !is_dir(p);
		free(p);
	}
	free(copy);
	return found;
}

static int relative_ok(const char *p)
{
	if (p[0] == '/' || !strcmp(p, "..") || has_prefix(p, "../") || strstr(p, "/../") || has_suffix(p, "/.."))
		return 0;
	return 1;
}

/* a header's directory stands for it when that directory is built */
static int dir_built(const char *tree, const char *d)
{
	char *mk = xasprintf("%s/%s/Makefile", tree, d), *kb = xasprintf("%s/%s/Kbuild", tree, d);
	char *pat = xasprintf("%s/%s/*.c", tree, d);
	glob_t gl;
	int built = is_file(mk) || is_file(kb);
	if (!built && glob(pat, 0, NULL, &gl) == 0) {
		built = 1;
		globfree(&gl);
	}
	free(mk);
	free(kb);
	free(pat);
	return built;
}

/* the PATHs checked (relative, existing), headers mapped to their
 * directory, duplicates dropped */
static void check_paths(struct gate *g, char **args, int n)
{
	struct strlist in = { 0 };
	for (int i = 0; i < n; i++)
		sl_pushs(&in, args[i]);
	if (!n)
		sl_pushs(&in, "fs/xfs");
	for (size_t i = 0; i < in.n; i++) {
		char *p = in.v[i];
		if (!*p)
			die("an empty PATH (an unset variable?): name a directory or .c file of the tree");
		if (!relative_ok(p))
			die("PATH must be relative to the tree: %s", p);
		size_t len = strlen(p);
		char *q = xstrndup(p, len > 1 && p[len - 1] == '/' ? len - 1 : len);
		char *t = path_join(g->tree, q), *o = g->overlay ? path_join(g->overlay, q) : NULL;
		struct stat st;
		if (stat(t, &st) != 0 && !(o && stat(o, &st) == 0))
			die("no such path in %s: %s", g->tree, p);
		free(t);
		free(o);
		free(in.v[i]);
		in.v[i] = q;
	}
	for (size_t i = 0; i < in.n; i++) {
		char *p = xstrdup(in.v[i]);
		if (has_suffix(p, ".h")) {
			char *s = strrchr(p, '/'), *d = s ? xstrndup(p, (size_t)(s - p)) : xstrdup(".");
			if (!dir_built(g->tree, d)) {
				say("skipping %s (headers are checked through the .c files under the other PATHs)", p);
				free(d);
				free(p);
				continue;
			}
			free(p);
			p = d;
		}
		if (!sl_contains(&g->paths, p))
			sl_pushs(&g->paths, p);
		free(p);
	}
	sl_free(&in);
	if (!g->paths.n)
		die("nothing to check: no directory or .c file among the PATHs");
}

static void make_run_dir(struct gate *g)
{
	char *cache = kp_cache_dir("gate");
	if (mkdir_p(cache) < 0)
		die("cannot create %s", cache);
	g->run = xasprintf("%s/run.XXXXXX", cache);
	if (!mkdtemp(g->run))
		die("cannot create a run directory in %s: %s", cache, strerror(errno));
	cleanup_register(g->run);
	g->log = path_join(g->run, "log");
	char *d1 = path_join(g->log, "strict"), *d2 = path_join(g->log, "nonstrict");
	char *f1 = path_join(g->log, "checked.list"), *f2 = path_join(g->log, "make.log");
	if (mkdir_p(d1) < 0 || mkdir_p(d2) < 0 || write_file(f1, "", 0) != 0 || write_file(f2, "", 0) != 0)
		die("cannot create %s", g->log);
	free(d1);
	free(d2);
	free(f1);
	free(f2);
	free(cache);
	g->t0 = time(NULL);
}

int main(int argc, char **argv)
{
	sig_install();
	kp_progname = "gate";
	setenv("LC_ALL", "C", 1);
	struct gate g = { 0 };
	g.jobs = 2;
	g.timeout = 600;
	g.root = kp_project_root();
	g.self = path_join(g.root, "checks");
	g.wrap = path_join(g.self, "sparse-wrap.sh");
	const char *tree = NULL, *overlay = NULL;
	int n = parse_args(argc, argv, &g, &tree, &overlay);
	char *deftree = path_join(g.root, "tests/sample-tree");
	if (!tree)
		tree = deftree;
	if (!is_dir(tree))
		die("no such tree: %s", tree);
	g.tree = realpath(tree, NULL);
	if (overlay && !is_dir(overlay))
		die("no such overlay directory: %s", overlay);
	g.overlay = overlay ? realpath(overlay, NULL) : NULL;
	if (g.ra.json)
		g.ra.json = outfile("--json", g.ra.json);
	if (g.ra.sarif)
		g.ra.sarif = outfile("--sarif", g.ra.sarif);
	if (g.ra.base && (access(g.ra.base, R_OK) != 0 || !is_file(g.ra.base)))
		die("cannot read baseline %s", g.ra.base);
	if (!on_path("sparse"))
		die("sparse not installed (apt-get install sparse)");
	check_paths(&g, argv, n);
	char *t = xasprintf("%ld", g.timeout);
	setenv("KIDPUSH_GATE_TIMEOUT", t, 1);
	free(t);
	int kernel = kb_kernel_tree(g.tree);
	make_run_dir(&g);
	int rc = kernel ? gate_kernel(&g) : gate_plain(&g);
	fflush(stdout);
	return proc_interrupted ? 130 : rc;
}
