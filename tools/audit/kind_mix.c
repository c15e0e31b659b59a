/* kind_mix.c — raw-mix: a raw ID moved into a kernel ID type or back without
 * make_kuid()/from_kuid() (assignments, initialisations, arguments, returns). */
#include "idtype.h"
#include "visit.h"

#include <stdlib.h>
#include <string.h>

void check_mix(struct tuctx *ctx, CXType dst, CXCursor src, CXCursor at, const char *what)
{
	struct idtype d = idtype_of(dst), s = expr_idtype(src);
	CXType st = clang_getCursorType(expr_strip(src));
	int hit = 0;
	if (d.kernel && d.scalar) {
		if (s.kernel)
			hit = s.fam != d.fam; /* kgid_t into kuid_t */
		else
			hit = type_is_integer(st) && !expr_is_sentinel(src);
	} else if (s.kernel && s.scalar) {
		hit = !d.kernel && type_is_integer(dst);
	}
	if (!hit)
		return;
	char *a = type_name(st), *b = type_name(dst);
	char *m = xasprintf("%s into %s (%s)", a, b, what);
	report(ctx, K_RAW_MIX, at, m);
	free(m);
	free(a);
	free(b);
}

void check_vardecl(struct tuctx *ctx, CXCursor var)
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

void check_return(struct tuctx *ctx, CXCursor ret)
{
	if (clang_Cursor_isNull(ctx->fn))
		return;
	CXCursor kid;
	if (cursor_children(ret, &kid, 1) != 1 || !clang_isExpression(clang_getCursorKind(kid)))
		return;
	CXType rt = clang_getResultType(clang_getCursorType(ctx->fn));
	check_mix(ctx, rt, kid, ret, "return");
}
