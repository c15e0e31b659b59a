/* unit.h — one file parsed with libclang into a translation unit, or why not. */
#ifndef KIDPUSH_UNIT_H
#define KIDPUSH_UNIT_H

#include <clang-c/Index.h>

#include "kp-buf.h"

struct unit {
	CXTranslationUnit tu; /* NULL: not parsed, reason says why */
	unsigned errors;      /* parsed: its error diagnostics */
	char *first;          /* parsed: the first of them (formatted with its location), or NULL */
	char *reason;         /* not parsed: "libclang error N" ("(crashed)" when libclang caught
			       * a crash of the parser), or the fatal diagnostic / missing header */
};

/* Parse PATH with ARGS (no file name) and the unsaved files UN[NUN]; OPTS are
 * CXTranslationUnit_* flags.  A missing #include (an error with KeepGoing) leaves a
 * truncated AST: such a file is not parsed either.  1 parsed, 0 not (u->reason).
 * The caller owns what it gets: u->tu (clang_disposeTranslationUnit), u->first, u->reason. */
int unit_parse(CXIndex index, const char *path, const struct strlist *args, struct CXUnsavedFile *un,
	       unsigned nun, unsigned opts, struct unit *u);

/* unit_parse, and every file the parse read (the unit and each file it included, as
 * libclang names them) pushed to READ, also for a unit that is not parsed (NULL: none). */
int unit_parse_read(CXIndex index, const char *path, const struct strlist *args, struct CXUnsavedFile *un,
		    unsigned nun, unsigned opts, struct unit *u, struct strlist *read);

#endif
