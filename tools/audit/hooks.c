/* hooks.c — see hooks.h. */
#include "hooks.h"

#define MAX_HOOKS 8

static hook_fn *hooks[NHOOKS][MAX_HOOKS];
static unsigned nhooks[NHOOKS];

void add_hook(enum hook h, hook_fn *fn)
{
	if (nhooks[h] == MAX_HOOKS)
		die("too many audit hooks on one cursor kind");
	hooks[h][nhooks[h]++] = fn;
}

void run_hooks(enum hook h, struct tuctx *ctx, CXCursor c)
{
	for (unsigned i = 0; i < nhooks[h]; i++)
		hooks[h][i](ctx, c);
}
