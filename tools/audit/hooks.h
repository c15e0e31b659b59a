/* hooks.h — the audit's checks hook themselves on cursor kinds (smatch's
 * add_hook() is the model): visit.c walks a translation unit and runs the
 * hooks of each cursor; a kind's file registers its hooks in its
 * register_kind_NAME(), called from the table in checks.c (checks.h). */
#ifndef KIDPUSH_HOOKS_H
#define KIDPUSH_HOOKS_H

#include "tu.h"

enum hook {
	HOOK_BINOP,     /* a binary operator (comparison, assignment, arithmetic) */
	HOOK_CALL,      /* a function call */
	HOOK_SUBSCRIPT, /* a[i] */
	HOOK_VARDECL,   /* a variable declaration (file scope or in a function) */
	HOOK_RETURN,    /* a return statement */
	NHOOKS
};

typedef void hook_fn(struct tuctx *ctx, CXCursor c);

void add_hook(enum hook h, hook_fn *fn);
void run_hooks(enum hook h, struct tuctx *ctx, CXCursor c);

#endif
