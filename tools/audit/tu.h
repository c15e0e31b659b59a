/* tu.h — the bottom of the audit's checks: the translation unit being audited,
 * report(), type names; path_normalise/path_under come from the front end. */
#ifndef KIDPUSH_TU_H
#define KIDPUSH_TU_H

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

/* The file of cursor c's expansion site (line and column when wanted), or NULL. */
struct fileinfo *cursor_file(struct tuctx *ctx, CXCursor c, unsigned *line, unsigned *col);
/* Record a finding at cursor `at` (its macro expansion site) if that lies in an audited file;
 * the finding (valid until the next one is added), or NULL. */
struct finding *report(struct tuctx *ctx, enum kind k, CXCursor at, const char *message);
/* The spelling of a type, malloc'ed ("kuid_t", "unsigned int"). */
char *type_name(CXType t);
void tuctx_free(struct tuctx *ctx);

#include "normalise.h" /* path_normalise, path_under (tools/clangfe) */

#endif
