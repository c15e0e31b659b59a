/* compat/audit.h — what tools/infer's `#include "audit.h"` (infer.h) takes from the
 * front end: allocation, string lists and files of the core library.  The audit's
 * own audit.h (kinds, findings, per-file results) is tools/audit/audit.h; this
 * directory is on the inference's include path only so that tools/infer's include
 * lines need not change.  It goes when infer.h includes kp-alloc.h, kp-buf.h and
 * kp-file.h itself. */
#ifndef KIDPUSH_CLANGFE_COMPAT_AUDIT_H
#define KIDPUSH_CLANGFE_COMPAT_AUDIT_H

#include <stddef.h>
#include <stdlib.h>

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"

#endif
