/* kind_mix.c — raw-mix: a raw ID moved into a kernel ID type or back without
 * make_kuid()/from_kuid(): initialisations and returns here; assignments
 * (kind_compare.c) and arguments (kind_use.c) through idcheck.c. */
#include "checks.h"
#include "hooks.h"
#include "idcheck.h"

#include <stdlib.h>
#include <string.h>

static void check_vardecl(struct tuctx *ctx, CXCursor var)
{
	CXType t = clang_getCursorType(var);
	if (!type_is_integer(t))
		return;
	CXCursor kid[16];
	unsigned n = cursor_children(var, kid, 16);
	if (n == 0 || n > 16)
		return;
	CXCursor init = kid[n - 1];
	if (!clang_isExpression(clang_getCursorKind(init)))
		return;
	check_mix(ctx, t, init, var, "initialisation");
}

static void check_return(struct tuctx *ctx, CXCursor ret)
{
	if (clang_Cursor_isNull(ctx->fn))
		return;
	CXCursor kid;
	if (cursor_children(ret, &kid, 1) != 1 || !clang_isExpression(clang_getCursorKind(kid)))
		return;
	CXType rt = clang_getResultType(clang_getCursorType(ctx->fn));
	check_mix(ctx, rt, kid, ret, "return");
}

void register_kind_mix(void)
{
	add_hook(HOOK_VARDECL, check_vardecl);
	add_hook(HOOK_RETURN, check_return);
}
