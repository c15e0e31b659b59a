/* idcheck.h — checks shared by the kinds (idcheck.c). */
#ifndef KIDPUSH_IDCHECK_H
#define KIDPUSH_IDCHECK_H

#include "idtype.h"
#include "tu.h"

/* raw-mix: SRC (at AT) moved into a DST, e.g. WHAT "assignment". */
void check_mix(struct tuctx *ctx, CXType dst, CXCursor src, CXCursor at, const char *what);
/* raw-use: a kernel ID operand of the arithmetic operator OP (OPCODE). */
void check_arith(struct tuctx *ctx, CXCursor op, const char *opcode, CXCursor l, CXCursor r);

#endif
