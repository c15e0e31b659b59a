/* idcheck.c — the checks several kinds share, beside idtype.c: a value moved
 * into or out of a kernel ID type (raw-mix), a kernel ID in arithmetic
 * (raw-use). */
#include "idcheck.h"

#include <stdlib.h>

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

/* A kernel ID in arithmetic: raw-use. */
void check_arith(struct tuctx *ctx, CXCursor op, const char *opcode, CXCursor l, CXCursor r)
{
	struct idtype tl = expr_idtype(l), tr = expr_idtype(r);
	const char *name = tl.kernel && tl.scalar ? tl.name : tr.kernel && tr.scalar ? tr.name : NULL;
	if (!name)
		return;
	char *m = xasprintf("%s used in arithmetic (%s)", name, opcode);
	report(ctx, K_RAW_USE, op, m);
	free(m);
}
