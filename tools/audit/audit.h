/* audit.h — shared types of kidpush-audit, the libclang ID-conversion audit. */
#ifndef KIDPUSH_AUDIT_H
#define KIDPUSH_AUDIT_H

#include <stddef.h>
#include <stdlib.h>

/* The finding kinds, in report order (the last three from --infer, kind_infer.c). */
enum kind { K_RAW_COMPARE, K_RAW_MIX, K_CONVERTED_COMPARE, K_RAW_USE, K_RAW_CARRIER, K_BOUNDARY_IN, K_BOUNDARY_OUT,
	    K_NKINDS };

const char *kind_name(enum kind k);
const char *kind_help(enum kind k);

struct finding {
	enum kind kind;
	char *file;     /* path relative to the tree (or absolute if outside it) */
	unsigned line, col;
	char *function; /* enclosing function, "" at file scope */
	char *message;  /* what was found, e.g. "kuid_t == uid_t" */
	char *source;   /* the source line, trimmed */
};

struct findings {
	struct finding *v;
	size_t n, cap;
};

void findings_add(struct findings *fs, enum kind k, const char *file, unsigned line,
		  unsigned col, const char *function, const char *message, const char *source);
void findings_merge(struct findings *dst, struct findings *src); /* empties src */
void findings_sort_unique(struct findings *fs);
void findings_free(struct findings *fs);

/* Per-file outcome, for the summary and the skipped list. */
struct fileres {
	char *path;      /* absolute */
	char *rel;       /* relative to the tree */
	int parsed;      /* 1 parsed (maybe with errors), 0 skipped */
	unsigned errors; /* error diagnostics when parsed */
	char *reason;    /* why skipped / first error, or NULL */
};

/* Small string helpers (util.c). */
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int has_prefix(const char *s, const char *prefix);
int has_suffix(const char *s, const char *suffix);
/* The whole file, NUL-terminated (length in *len), or NULL. */
char *read_text(const char *path, size_t *len);

/* Argument vectors (util.c). */
struct argv {
	char **v;
	size_t n, cap;
};
void argv_push(struct argv *a, const char *s);
void argv_free(struct argv *a);
int argv_has(const struct argv *a, const char *s);

/* The group (filesystem) a tree-relative path belongs to: "xfs" for fs/xfs/..., "fs" for fs/x.c,
 * else the file's directory. Returned string is malloc'ed. */
char *group_of(const char *rel);

#endif
