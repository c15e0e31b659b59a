/* convert.h — build/kidpush-convert, the driver of ./run.sh convert (see
 * doc/convert.md): the plan filter (plan.c), scope and companions
 * (kconfig.c), the combined rule (rules.c), counts and bodies (body.c), the
 * manifest writer (manifest.c), the numbers of the audit and the gate
 * (stats.c), the overlay and the symlink farm (overlay.c), the children
 * (stage.c) and the run itself (main.c). */
#ifndef KIDPUSH_CONVERT_H
#define KIDPUSH_CONVERT_H
#include <jansson.h>
#include "kp.h"
#include "kp-hash.h"

/* "convert: MESSAGE" on stderr (unless quiet) */
extern int cv_quiet;
void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* PATH without its trailing slashes (malloc'ed) */
char *strip_slashes(const char *p);
/* the first of PATHS (stripped) that F is or lies below ("." holds every
 * tree-relative F), or NULL */
const char *owner(const struct strlist *paths, const char *f);
/* the text Python's str() gives a JSON value (what the old driver printed) */
char *py_str(const json_t *v);
/* Python's truth of a JSON value (null, false, 0, "", [] and {} are false) */
int py_true(const json_t *v);
/* " ".join(str(v).split()): white space runs folded to one blank */
char *fold_space(const char *s);
/* Python's str.split() white space (ASCII and the C0 separators) */
int py_space(unsigned char c);
/* C identifiers, ASCII: [A-Za-z_] [A-Za-z0-9_] */
int id_start(unsigned char c);
int id_char(unsigned char c);

/* ---- kconfig.c ---- */
/* the symbols X of init/Kconfig's UIDGID_CONVERTED "depends on X = n" */
void uidgid_blockers(const char *tree, struct strlist *out);
/* the first symbol DIR/Kconfig defines that BLOCKERS holds, or NULL */
char *kconfig_blocker(const char *tree, const char *dir, const struct strlist *blockers);
/* COMP[i]: the companion directories of PATHS[i] (see kconfig.c); NOTES
 * (may be NULL): the candidates left out, with the reason */
void companions(const char *tree, const struct strlist *paths, const struct strlist *blockers,
		struct strlist *comp, struct strlist *notes);

/* ---- rules.c ---- */
/* cocci/kuid/NN-*.cocci as one semantic patch (dies when there is none) */
char *rules_text(const char *dir);

/* ---- plan.c ---- */
struct plan {
	json_t *filtered;     /* {"version", "paths", "retype", "sites", "listed"} */
	char *file;           /* its content-addressed copy in the cache */
	struct strlist skipped; /* "STAGE: FILE: FIRST ERROR LINE", escaped */
};
/* Reads and checks PLANFILE, filters it (plan.c) and stores it under CACHE;
 * KERNEL: the kernel tree whose include/linux/uidgid.h says what it has
 * (NULL: TREE; --module: another) */
void plan_prepare(struct plan *p, const char *planfile, const char *tree, const char *cache,
		  const struct strlist *paths, const char *kernel);
/* P's filtered plan stored content-addressed under CACHE (p->file) */
void plan_store(struct plan *p, const char *cache);
/* the SHA-256 (hex) of P's retype and sites entries in FILES: what the
 * rules see of the plan in those files */
char *plan_part_key(const struct plan *p, const struct strlist *files);
/* the listed sites, sorted, one "convert: not done mechanically:" line each */
void plan_print_listed(const struct plan *p, FILE *f);
/* "FILE:LINE:COL KIND: WHY" of one listed entry */
char *listed_line(const json_t *e);
/* json entries of ARR (retype, sites, listed; the gate's problems: COL
 * "column") sorted by (file, line, COL), stable as Python's sorted() */
size_t sorted_entries(const json_t *arr, const char *col, const json_t ***out);
/* the string KEY of plan entry E, or NULL */
const char *str_of(const json_t *e, const char *key);
/* E's file is in FILES (NULL: any) */
int entry_in(const json_t *e, const struct strlist *files);
/* the parts of a plan that change code: "retype", "sites" */
extern const char *const plan_parts[2];
/* each entry E of PLAN's retype (K = 0), then sites (K = 1) part whose file
 * is in FILES (NULL: every entry); I its index */
#define plan_foreach(plan, files, k, i, e) \
	for (k = 0; k < 2; k++) \
		json_array_foreach(json_object_get(plan, plan_parts[k]), i, e) \
			if (!entry_in(e, files)) {} else

/* ---- the filesystems of a run ---- */
struct fs {
	char *path;              /* the PATH, without trailing slashes */
	struct strlist group;    /* path, then its companions */
	char *label;             /* basename */
	struct strlist files;    /* the plan's files of the group (+ outside ones for the first) */
	struct strlist blockers; /* Kconfig blocker symbols of the group */
	struct strlist outside;  /* (the first only) "FILE: N planned change(s) outside ..." */
	char *plan_file;         /* the plan its step names (NULL: the whole plan's file) */
	char *plan_key;          /* plan_part_key of its files when it was named */
	char *fallback;          /* why the gate fixpoint undid its whole plan, or NULL */
};
/* KEPT: files the plan keeps raw (NULL: none); LISTED (may be NULL): gets the
 * files outside every filesystem's scope that the plan would change */
void fs_build(struct fs **fss, size_t *n, const struct plan *p, const char *tree,
	      const struct strlist *paths, const struct strlist *comp, const struct strlist *blockers,
	      const struct strlist *kept, struct strlist *listed);

/* ---- unapplied.c ---- */
/* Adds to P's "listed" every planned retype/site in the files of FSS whose
 * original lines the conversion (pass 1: TREE -> OV, TOUCHED the files it
 * changed) left as they were; returns how many. */
size_t plan_list_unapplied(struct plan *p, const char *tree, const char *ov, const char *work,
			   const struct strlist *touched, const struct fs *fss, size_t nfs);

/* ---- rawinit.c ---- */
/* the name of the declaration SITE (a root or sentinel site of PLAN in
 * TREE) initializes when PLAN keeps it raw (malloc'ed), else NULL */
char *raw_initializer(const json_t *plan, const json_t *site, const char *tree);

/* ---- hunks.c ---- */
/* a hunk of git diff -U0: original lines OLD_START.. (OLD_N of them), the
 * converted file's NEW_START.. (NEW_N); a count of 0: after that line */
struct hunk { long old_start, old_n, new_start, new_n; int adds_valid; };
/* the hunks of TREE/F -> OV/F (git diff --no-index -U0; WORK: outside any
 * repository) into *OUT (malloc'ed); returns how many */
size_t file_hunks(const char *tree, const char *ov, const char *work, const char *f, struct hunk **out);
/* the original lines FIRST..LAST a LINE of the converted file comes from:
 * a line the conversion wrote (returns 1), the lines it replaced; else
 * the one line (returns 0) */
int hunk_origin(const struct hunk *h, size_t n, long line, long *first, long *last);

/* ---- includers.c ---- */
/* USERS[i]: the tree's .c/.h files that #include HDRS[i] (sorted) */
void includers(const char *tree, const struct strlist *hdrs, struct strlist *users);

/* ---- stats.c ---- */
/* the numbers before and after, one entry per (path, what); -1: not known */
struct stats { struct strlist path, what; long *value; size_t cap; };
/* 1 and *VALUE when (PATH, WHAT) was counted (the last one), else 0 */
int stats_get(const struct stats *s, const char *path, const char *what, long *value);
/* every (path, WHAT) number forgotten (a stage counted again) */
void stats_forget(struct stats *s, const char *what);
/* the sum of WHAT over PATHS: -1 when one is not known, -2 when one was
 * not counted */
long stats_sum(const struct stats *s, const struct strlist *paths, const char *what);
/* V as the table shows it: "?" when not known */
char *stat_text(long v);
/* WHAT of each of PATHS from the report JSONFILE: audit findings in its
 * files, or (GATE) the gate's ID problems of it */
void stats_read(struct stats *s, const char *jsonfile, int gate, const struct strlist *paths, const char *what);

/* ---- body.c ---- */
/* counts by kind of the plan's entries in FILES: {"retype-field": N, "compare": N, ...} */
json_t *count_plan(const json_t *plan, const struct strlist *files);
/* the count of KEY in C (0 when none) */
long count_get(const json_t *c, const char *key);
/* the commit body's lines for LABEL */
void body_of(const char *label, const json_t *c, struct strlist *lines);
/* the words of the planned declarations and sites in FILES (cocci/FORMAT guard:) */
void guard_words(const json_t *plan, const struct strlist *files, struct strlist *out);
/* an fnmatch pattern matching exactly PATH */
char *glob_of(const char *path);

/* ---- manifest.c ---- */
struct manifest_in {
	const char *tree, *author, *date;
	const struct plan *plan;
	struct fs *fs; size_t nfs;
	const struct stats *stats;   /* NULL: pass 1 */
	json_t *gate_left;           /* the gate's problems after (array) or NULL */
	int rounds;                  /* the gate fixpoint's rounds (0: no --gate) */
	size_t undone;               /* planned changes it undid */
	const char *root;            /* the project root (the series driver's: build/kidpush-series) */
};
/* The manifest text (cocci/FORMAT) into OUT: the series driver's struct
 * manifest, written by its manifest_print (tools/series/manifest.c). */
void manifest_write(const struct manifest_in *m, struct buf *out);
/* the gate's problem E (its JSON report) as one line: "FILE:LINE:COL
 * MESSAGE (DETAIL; ...)", sparse's expected and actual type in DETAIL */
char *gate_line(const json_t *e);

/* ---- stage.c ---- */
void stage_signals(void);
/* Ends the run when a signal came: "interrupted: nothing written", 130. */
void check_interrupted(void);
/* Runs ARGV (in CWD, with ENV's NAME=VALUE entries added, each may be NULL),
 * its output into OUT and ERR (NULL: discarded; MERGE: stderr into OUT) or,
 * stage_fg, on our stdout and stderr.  Returns the exit status, 128+signal
 * when a signal killed it, -1 when it could not be started; when a signal
 * came to convert meanwhile, the run ends (check_interrupted). */
int stage_run(char *const *argv, const char *cwd, char *const *env, struct buf *out, struct buf *err, int merge);
int stage_fg(char *const *argv, const char *cwd);
/* git ARGV (without "git") in CWD outside any repository: none at or
 * above WORK (convert's work directory), none the caller's environment
 * names (git_run, tools/common/kp-git.c) */
int stage_git(char *const *argv, const char *cwd, const char *work, struct buf *out, struct buf *err);
/* "exit N" or "killed by signal N" for a stage_run result */
char *status_text(int rc);

/* ---- overlay.c ---- */
/* the files the patches in DIR touch, sorted (git apply --numstat) */
void patches_touch(const char *dir, const char *work, struct strlist *files, struct strlist *patches);
/* copies FILES from TREE into OV and applies PATCHES there */
void overlay_build(const char *tree, const char *ov, const char *work, const struct strlist *files,
		   const struct strlist *patches);
/* a symlink farm of TREE at FARM with FILES copied from OV */
void farm_build(const char *tree, const char *farm, const char *ov, const struct strlist *files);

/* ---- options.c, stages.c, main.c: the run ---- */
struct opts {
	const char *tree, *build, *out, *plan;
	const char *module;   /* --module DIR: an out-of-tree module (module.c) */
	long jobs;   /* 0: not given */
	long timeout;   /* --timeout SEC, 0: not given */
	int gate, keep, signoff, allow_dirty;
	struct strlist paths, with;
	const char *sep;   /* before the PATHs in messages: "" for the default one */
};
void parse_args(int argc, char **argv, struct opts *o);
/* PATH relative to the tree, a directory of it, not leaving it (else exit 2) */
void check_path(const char *tree, const char *p);

extern char *work_dir;   /* the run's temporary directory */
struct run {
	struct opts o;
	char *root, *tree, *build, *out, *plan, *cache, *series;
	/* --module: the kernel tree (--tree) and the module directory, real
	 * paths; tree is then the module's repository (module.c); else NULL */
	char *kernel, *module;
	const char *tmp;   /* $TMPDIR or /tmp */
	struct strlist allpaths;   /* the PATHs, then their companions */
	struct stats stats;
	int inferskip;
};
void prepare_build(struct run *r);
void infer_plan(struct run *r, const struct strlist *kept);
void count_audit(struct run *r, const char *tree, const char *label);
void count_gate(struct run *r, const char *label, const char *overlay);

/* ---- module.c ---- */
/* --module DIR: checks it, the run's tree becomes DIR's git repository (or
 * DIR), its PATH DIR within it; r->kernel the kernel tree */
void module_setup(struct run *r);
/* the files outside the run's tree (the kernel's headers) that the plan
 * r->plan would change, into KEPT (absolute, as the plan names them; they
 * are said); returns how many */
size_t module_kernel_files(const struct run *r, struct strlist *kept);
/* FS's lines of files kept raw: the kernel's named relative to it */
void module_outside_names(const struct run *r, struct fs *fs);
/* a build directory for the audit of FARM (the converted copy of the
 * module's repository): r->build's compile commands, the module's files
 * named in FARM */
char *module_audit_build(const struct run *r, const char *farm);

/* ---- depunit.c ---- */
/* TEXT has the identifier W after "." or "->" (MEMBER) or not after one,
 * followed by "(" when CALL */
int has_word(const char *text, const char *w, int member, int call);
/* what one round of the gate fixpoint undoes: WHY[k][i], the reason for
 * entry i of part k (plan_parts), or NULL; COUNT of them (fixpoint.c) */
struct drops { char **why[2]; size_t count; };
void drop_mark(struct drops *d, int k, size_t i, char *why);
/* the plan's dependency units (depunit.c): NEEDS[i * ns + j], site j's
 * rewrite assumes retype i; SAME[i * nr + k], retypes i and k declare one
 * thing; the tree's text read for them (SRC) */
struct srcs;
struct units { size_t nr, ns; unsigned char *needs, *same; struct srcs *src; };
/* the units of PLAN's retype and sites parts, from TREE's original lines */
void units_build(struct units *u, const struct plan *plan, const char *tree);
void units_free(struct units *u);
/* D made whole units: a marked retype takes its other declarations and its
 * sites with it; a retype all of whose sites D marks, and that no other
 * line uses (not a parameter), goes with them (U built from PLAN as it is) */
void units_expand(const struct units *u, const struct plan *plan, struct drops *d);

/* ---- fixpoint.c ---- */
/* pass 1 of the run: the manifest of MI (each step with its part of the
 * plan), the series driver, the overlay (work_dir/overlay) of the files it
 * changed, TOUCHED; ROUND names its work files */
void convert_pass(struct run *r, struct manifest_in *mi, const char *rules, int round, struct strlist *touched);
/* with --gate: pass 1, the strict gate after, and the plan repaired from
 * the gate's new diagnostics, again until nothing changes (bounded), then
 * the fallback for a filesystem still worse; MI->rounds and MI->undone set */
void gate_fixpoint(struct run *r, struct manifest_in *mi, struct plan *plan, const char *rules,
		   struct strlist *touched);
/* kidpush-series over MANIFEST into OUT (FINAL: the series written to --out): 0 or 1 */
int run_series(struct run *r, const char *manifest, const char *out, int final);
char *patch_date(const char *tree);
/* git's identity VAR in TREE without its time stamp, or NULL */
char *git_ident(const char *tree, const char *var);
char *patch_author(const char *tree);
#endif
