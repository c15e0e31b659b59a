/* compat/visit.h — what tools/infer's `#include "visit.h"` (main.c, srcmap.c) takes
 * from the front end: path_normalise and path_under (normalise.h), and libclang's
 * Index.h (main.c's clang_toggleCrashRecovery).  The audit's own visit.h (the walk
 * of a translation unit's checks) is tools/audit/visit.h.  Goes when those files
 * include normalise.h and <clang-c/Index.h>. */
#ifndef KIDPUSH_CLANGFE_COMPAT_VISIT_H
#define KIDPUSH_CLANGFE_COMPAT_VISIT_H

#include <clang-c/Index.h>

#include "normalise.h"

#endif
