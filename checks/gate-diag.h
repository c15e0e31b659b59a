/* gate-diag.h: diagnostics of the strict-type gate (shared declarations). */
#ifndef KIDPUSH_GATE_DIAG_H
#define KIDPUSH_GATE_DIAG_H
#include <stddef.h>
#include <stdio.h>
#include "kp-alloc.h"
#include "kp-file.h"
#include "kp-finding.h"

/* CLASS_SETUP: the file could not be checked (missing include file, a
 * preprocessor or parse error). */
enum diag_class { CLASS_NOISE = 0, CLASS_ID = 1, CLASS_SETUP = 2 };

/* A diagnostic is the core library's finding (tools/common/kp-finding.h):
 * f.file tree-relative when inside the tree, else absolute; f.severity
 * "error" or "warning"; f.message the first line, f.detail the continuation
 * lines joined by '\n' ("" if none); f.tool "sparse", "gcc" or "gate";
 * f.function the enclosing function or NULL; f.reason why it has its class.
 * Strings are owned but for f.severity, f.tool and f.reason (static).  The
 * gate adds its classification. */
struct diag {
	struct finding f;
	char *also;      /* message of a merged gcc diagnostic or NULL */
	int cls;
	int is_new;      /* 1 unless matched by the baseline */
};

struct diags {
	struct diag *v;
	size_t n, cap;
};

/* gate-util.c (allocation and files: the core library, tools/common) */
void diags_push(struct diags *d, const struct diag *x);
void diags_free(struct diags *d);
void diag_free(struct diag *x);

/* gate-path.c: lexical path clean-up and tree-relative names. */
struct pathmap {
	const char *cwd;       /* directory relative paths are relative to */
	const char *roots[4];  /* prefixes stripped from absolute paths */
	int nroots;
};
char *path_normalize(const struct pathmap *pm, const char *raw);

/* gate-parse.c: read sparse/gcc output; appends to d. */
int parse_stream(FILE *f, const char *tool, const struct pathmap *pm,
		 struct diags *d);
int parse_file(const char *path, const char *tool, const struct pathmap *pm,
	       struct diags *d);
int parse_dir(const char *dir, const char *tool, const struct pathmap *pm,
	      struct diags *d);

/* gate-classify.c */
int names_id_type(const char *text);
int is_setup_problem(const char *msg);
int is_parse_problem(const char *tool, const char *msg);
const char *removed_member(const char *msg);
void diags_dedupe(struct diags *d);
void diags_merge_gcc(struct diags *d);
void diags_classify(struct diags *strict, const struct diags *nonstrict);
void diags_sort(struct diags *d);

/* gate-func.c: enclosing function of root/file:line (NULL if none). */
char *func_at(const char *root, const char *file, int line);
void func_cache_free(void);

/* gate-json.c (json_str: tools/common/kp-json.c) */
#include "kp-json.h"
struct report_info {
	const char *tree, *mode, *paths;
	int have_baseline;
	const char **pathv;           /* --path: per-PATH counts */
	int npaths;
	const struct strlist *checked;  /* --checked: files sparse checked */
	const struct strlist *notbuilt; /* --not-built: .c not built here */
};

/* gate-report.c: the report of one run (what kidpush-gate-report did as a
 * program): reads the logs and lists named in A, writes the human report
 * on OUT and the JSON/SARIF files; 0 clean, 1 ID problems (new ones with a
 * baseline), 2 an input could not be read or a file was not checked. */
struct report_args {
	struct strlist st_dirs, st_files, ns_dirs, ns_files, roots, paths;
	const char *gcclog, *json, *sarif, *base, *cwd, *src, *checked, *unchecked, *notbuilt;
	int no_noise_list;
};
int gate_report(const struct report_args *a, struct report_info *ri, FILE *out);

/* gate-files.c */
int flist_load(const char *path, struct strlist *l);
int unchecked_load(const char *path, struct diags *d);
void checked_drop_setup(struct strlist *l, const struct diags *d);
int path_covers(const char *path, const char *file);
void per_path_counts(const struct report_info *ri, const struct diags *d,
		     int which, size_t out[5]);
int write_json(const char *path, const struct diags *d,
	       const struct report_info *ri);
int write_sarif(const char *path, const struct diags *d,
		const struct report_info *ri);
void write_human(FILE *f, const struct diags *d, const struct report_info *ri,
		 int verbose_noise);

/* gate-baseline.c */
struct base_key {
	char *file, *func, *msg;
	int used;
};
struct baseline {
	struct base_key *v;
	size_t n, cap;
};
int baseline_load(const char *path, struct baseline *b, char *err,
		  size_t errlen);
void baseline_apply(struct baseline *b, struct diags *d);
void baseline_free(struct baseline *b);

/* Report files, written atomically (lock_open/lock_commit); both say why
 * they fail ("gate: cannot write PATH: ..."). */
FILE *out_open(struct lock *lk, const char *path);
int out_close(struct lock *lk);
#endif
