/* srcmap.h — where things are written: file names, macro expansions, spans, text. */
#ifndef KIDPUSH_INFER_SRCMAP_H
#define KIDPUSH_INFER_SRCMAP_H

#include <clang-c/Index.h>

#include "infer.h"

struct mexp {
	CXFile file;
	unsigned off, end; /* byte offsets of the invocation [off, end) */
	char *name;
	int done;          /* handled as a sink/out-parameter already */
	CXCursor cur;      /* the expansion (its definition is looked up only when needed) */
	unsigned start;    /* clang's raw location of its body's first token (0: not known) */
};

struct finfo {
	CXFile file;
	int wanted;  /* under one of the PATHs */
	int header;
	char *rel;
	const char *buf;
	size_t size;
	struct mexp *mx; /* this file's macro expansions, sorted by off */
	size_t nmx, capmx;
	unsigned *lines; /* where each line starts (built when a span first needs it) */
	size_t nlines;
};

struct srcmap {
	CXTranslationUnit tu;
	const char *tree;
	char *const *roots;
	size_t nroots;
	struct finfo *files;
	size_t nfiles, cap, last;
	CXCursor scope;    /* the function walked (src_scope): where src_def_in_body looks */
	int has_scope, scope_done;
};

struct finfo *src_file(struct srcmap *m, CXFile f);
/* Collect the macro expansions of wanted files (needs a detailed preprocessing record). */
void src_macros(struct srcmap *m);
void src_free(struct srcmap *m);

/* File location (spelling location as libclang gives it: the file position of the text,
 * the expansion point for tokens of a macro body). */
struct finfo *src_loc(struct srcmap *m, CXSourceLocation l, unsigned *line, unsigned *col, unsigned *off);
/* The span of a cursor's extent; mech says whether the text is written out in the file. */
void src_span(struct srcmap *m, CXCursor c, struct span *s);
/* The span [off, end) of file fi. */
void src_span_off(struct srcmap *m, struct finfo *fi, unsigned off, unsigned end, int mech, struct span *s);
/* The macro expansion starting at the cursor's start (the outermost one), or NULL. */
struct mexp *src_macro_at(struct srcmap *m, CXCursor c, struct finfo **fi);
/* Argument k of a macro invocation as [*as, *ae); 0 when there is none. */
int src_macro_arg(struct finfo *fi, const struct mexp *x, int k, unsigned *as, unsigned *ae);
/* The cursor's extent is exactly the invocation x. */
int src_is_whole(struct srcmap *m, CXCursor c, const struct mexp *x);
char *src_text(struct finfo *fi, unsigned off, unsigned end);
/* e (a kernel ID of family FAM) comes from the body of a macro defined in a wanted
 * file, and that body spells exactly one argument-less call of a kernel ID function
 * of that family (current_fsuid()): set s->def to that place.  (libclang gives no
 * spelling location inside a macro body, so the body's text is searched.) */
void src_def_of_call(struct srcmap *m, CXCursor e, enum fam fam, struct span *s);
/* Ids inside a macro's body (issue 34 item 5): the function whose expansions
 * src_def_in_body looks at. */
void src_scope(struct srcmap *m, CXCursor scope);
/* e is spelled in the body of a macro defined in a wanted file (at an expansion
 * in the function of src_scope): set s->def to where the definition spells it
 * (s->def->inbody set), s->def_macro to the macro's name.  Nothing when its
 * place cannot be told (a token of a macro the body calls, an operand written in
 * an argument, a name not spelled where clang's locations say). */
void src_def_in_body(struct srcmap *m, CXCursor e, struct span *s);
/* "FILE:LINE" of the body of expansion x's macro when a wanted file defines it, else NULL. */
char *src_mexp_def(struct srcmap *m, const struct mexp *x);

#endif
