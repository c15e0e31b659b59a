/* visit.h — walking one parsed translation unit and recording findings. */
#ifndef KIDPUSH_VISIT_H
#define KIDPUSH_VISIT_H

#include <clang-c/Index.h>

#include "audit.h"

struct fileinfo {
	CXFile file;
	int wanted;  /* under one of the audited paths */
	char *rel;   /* tree-relative name */
};

struct tuctx {
	CXTranslationUnit tu;
	const char *tree;          /* absolute, normalised */
	char *const *roots;        /* absolute, normalised audited paths */
	size_t nroots;
	struct findings *out;
	CXCursor fn;               /* enclosing function, null cursor at file scope */
	char *fname;
	struct fileinfo *files;
	size_t nfiles, capfiles, last;
};

/* Walk the TU's declarations from audited files, run every kind's checks. */
void visit_tu(struct tuctx *ctx);
void tuctx_free(struct tuctx *ctx);

/* Record a finding at cursor `at` (its macro expansion site) if that lies in an audited file. */
void report(struct tuctx *ctx, enum kind k, CXCursor at, const char *message);
/* The spelling of a type, malloc'ed ("kuid_t", "unsigned int"). */
char *type_name(CXType t);

/* The checks, one file each. */
void check_binop(struct tuctx *ctx, CXCursor op);      /* kind_compare.c */
void check_mix(struct tuctx *ctx, CXType dst, CXCursor src, CXCursor at, const char *what); /* kind_mix.c */
void check_vardecl(struct tuctx *ctx, CXCursor var);   /* kind_mix.c */
void check_return(struct tuctx *ctx, CXCursor ret);    /* kind_mix.c */
void check_call(struct tuctx *ctx, CXCursor call);     /* kind_use.c (arguments: use and mix) */
void check_subscript(struct tuctx *ctx, CXCursor sub); /* kind_use.c */
void check_arith(struct tuctx *ctx, CXCursor op, const char *opcode, CXCursor l, CXCursor r); /* kind_use.c */

/* normalise.c */
char *path_normalise(const char *path, const char *cwd); /* absolute, no ./ ../ // */
int path_under(const char *path, const char *root);

#endif
