/* predef.h — the macros the compiler itself defines under a file's flags (predef.c). */
#ifndef KIDPUSH_PREDEF_H
#define KIDPUSH_PREDEF_H

#include "audit.h"
#include "strtab.h"

/* Interns in ST and returns (sorted, *N of them) the names of the macros clang
 * predefines for ARGS (the -D, -U, -include and search-path flags left out: what
 * those do is the caller's).  NULL with *N = 0 when libclang cannot say.  Results
 * are kept per distinct set of flags; not thread-safe (the prefilter's one thread). */
const uint32_t *predef_names(const struct strlist *args, struct strtab *st, size_t *n);
void predef_free(void);

#endif
