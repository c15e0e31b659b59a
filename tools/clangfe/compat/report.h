/* compat/report.h — what tools/infer's `#include "report.h"` (plan.c) takes from the
 * front end: write_atomic (outfile.h).  The audit's own report.h (its writers) is
 * tools/audit/report.h.  Goes when plan.c includes outfile.h. */
#ifndef KIDPUSH_CLANGFE_COMPAT_REPORT_H
#define KIDPUSH_CLANGFE_COMPAT_REPORT_H

#include "outfile.h"

#endif
