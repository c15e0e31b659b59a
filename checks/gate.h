/* gate.h — the strict-type gate, build/kidpush-gate (doc/gate.md): one run's
 * state and the files that share it.
 *
 *	gate-main.c    options (one table, the report's too), the checks made
 *	               before any work (tree, PATHs, report files), dispatch
 *	gate-run.c     children (kp-proc), lists as files, the report call
 *	gate-overlay.c the files of an --overlay (the symlink farm they go
 *	               into: tools/kbuild/kb-farm.c)
 *	gate-walk.c    the .c files under a PATH, symlinks out never followed
 *	gate-plain.c   trees without a kernel Makefile (the sample tree)
 *	gate-kernel.c  kernel trees: the preparer, overlay, Kbuild's list
 *	gate-kcheck.c  kernel trees: the sparse run and its verification
 *	gate-canary.c  the canary of a run
 *	gate-report.c  the classifier and reports (gate-diag.h) */
#ifndef KIDPUSH_GATE_H
#define KIDPUSH_GATE_H
#include "gate-diag.h"
#include "kp.h"
#include <time.h>

struct gate {
	char *root, *self;          /* the project, its checks/ */
	char *tree, *overlay;       /* real paths (overlay NULL: none) */
	long jobs, timeout;
	int single, fast;
	struct report_args ra;      /* --json, --sarif, --baseline, --keep-noise-quiet */
	struct strlist paths;       /* tree-relative, no trailing '/' */
	char *run, *log;            /* this run's scratch directory, its log/ */
	char *wrap;                 /* checks/sparse-wrap.sh */
	time_t t0;
	int twopass;
	struct buf unchecked;       /* FILE<TAB>REASON lines */
};

/* gate-main.c */
void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* gate-run.c */
/* ARGV run in CWD with ENV (NAME=VALUE, NULL-terminated, may be NULL), its
 * stdout (and stderr when BOTH) into the file OUT (appended when APPEND):
 * the exit status as proc_run's; 130 exits the gate when interrupted. */
int run_to(char *const argv[], const char *cwd, char *const *env, const char *out, int both, int append);
/* sparse-wrap.sh PREFIX... LAST for each LAST of LASTS, G->jobs at once, in
 * CWD with ENV; output discarded when QUIET: how many runs failed. */
int wrap_each(const struct gate *g, const char *cwd, char *const *env, const struct strlist *prefix,
	      const struct strlist *lasts, int quiet);
/* list files: one name a line; REL of each line of PATH (minus PREFIX,
 * "./") sorted unique; TAB: only up to the first tab */
void list_read(const char *path, const char *prefix, int upto_tab, struct strlist *out);
void list_write(const char *path, const struct strlist *l);
/* the lines of PATH (minus PREFIX, "./") sorted by their first field
 * (up to a tab), the first line of each field kept (sort -k1,1 -u) */
void list_read_keyed(const char *path, const char *prefix, struct strlist *out);
/* OUT := A - B, A & B (A, B sorted unique) */
void list_minus(const struct strlist *a, const struct strlist *b, struct strlist *out);
void list_and(const struct strlist *a, const struct strlist *b, struct strlist *out);
void unchecked_add(struct gate *g, const char *file, const char *why);
/* the N bytes at S hold NEEDLE */
int mem_has(const char *s, size_t n, const char *needle);
/* the paths joined by blanks (the report's label) */
char *paths_label(const struct strlist *paths);
/* the report on the run's lists; CWD, SRC, ROOT2 (may be NULL), MODE,
 * NSDIR (non-strict logs or NULL): the gate's exit status */
int run_report(struct gate *g, const char *cwd, const char *src, const char *root2, const char *mode,
	       const char *nsdir);
/* the key sparse-wrap.sh names a file's logs and args by */
char *wrap_key(const char *name);

/* gate-overlay.c: the regular files under DIR, tree-relative, sorted; dies on a name
 * with a newline */
void overlay_files(const char *dir, struct strlist *out);

/* gate-walk.c: the .c files under DIR/P (P a directory or a .c file; DIR
 * the tree or a farm of TREE) into FILES (P-prefixed names, find -L's
 * set); a symbolic link whose target is out of the PATH (the real path of
 * DIR/P or TREE/P) is never followed: "NAME<TAB>not checked: symlink out
 * of PATH" into SKIPPED (a directory, or a .c name), as is a PATH whose
 * real path is out of TREE; what could not be read: "P<TAB>not listed, so
 * not checked: find: 'NAME': WHY". */
void walk_c_files(const char *dir, const char *tree, const char *p, struct strlist *files,
		  struct strlist *skipped);

/* gate-plain.c, gate-kernel.c */
int gate_plain(struct gate *g);
int gate_kernel(struct gate *g);

/* gate-kcheck.c: the rest of a kernel run (gate-kernel.c fills it) */
struct kbuild {
	char *src, *obj, *shims, *lock, *strict, *dropped, *disabled, *absent, *unmet, *bdirs, *base, *want;
	char *nsdir, *cmds, *makelog;
	struct strlist targets, expected, make_n;  /* make_n: the dry run's lines */
	size_t nchecked;
	time_t t1;
};
int kernel_check(struct gate *g, struct kbuild *k);

/* gate-canary.c: copies the canary into the run, returns its path */
char *canary_file(struct gate *g);
/* sparse-wrap.sh ARGS in CWD on the canary: a "(canary)" record when the
 * run's sparse command line does not report its ID problem */
void canary_run(struct gate *g, const char *cwd, const struct strlist *args);

#endif
