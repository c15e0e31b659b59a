/* kind_compare.c — raw-compare and converted-compare; routes '=' to raw-mix and
 * arithmetic to raw-use. */
#include "checks.h"
#include "hooks.h"
#include "idcheck.h"

#include <stdlib.h>
#include <string.h>

/* A scalar ID operand that counts for raw-compare (uapi fields are meant to be raw). */
static int id_operand(CXCursor e, struct idtype t)
{
	return t.fam != FAM_NONE && t.scalar && !expr_from_uapi(e);
}

static char *describe(CXCursor e, struct idtype t)
{
	if (t.fam != FAM_NONE)
		return xstrdup(t.name);
	return type_name(clang_getCursorType(expr_strip(e)));
}

static void compare(struct tuctx *ctx, CXCursor op, const char *opc, CXCursor l, CXCursor r,
		    struct idtype tl, struct idtype tr)
{
	/* (uid_t)-1 and friends: a validity test, which becomes uid_valid(), not uid_eq(). */
	if (expr_is_sentinel(l) || expr_is_sentinel(r))
		return;
	const char *cl = expr_conversion(l), *cr = expr_conversion(r);
	if (cl || cr) {
		char *m = xasprintf("%s%s %s %s%s", cl ? cl : "", cl && strcmp(cl, ".val") ? "(..)" : "",
				    opc, cr ? cr : "..", cr && strcmp(cr, ".val") ? "(..)" : "");
		report(ctx, K_CONVERTED_COMPARE, op, m);
		free(m);
		return;
	}
	int il = id_operand(l, tl), ir = id_operand(r, tr);
	int hit = il && ir;
	/* A kernel ID that is still a plain typedef compared with any integer (3.x non-strict). */
	if (!hit && il && tl.kernel && !ir && type_is_integer(clang_getCursorType(expr_strip(r))) &&
	    tr.fam == FAM_NONE)
		hit = 1;
	if (!hit && ir && tr.kernel && !il && type_is_integer(clang_getCursorType(expr_strip(l))) &&
	    tl.fam == FAM_NONE)
		hit = 1;
	if (!hit)
		return;
	char *a = describe(l, tl), *b = describe(r, tr);
	char *m = xasprintf("%s %s %s", a, opc, b);
	report(ctx, K_RAW_COMPARE, op, m);
	free(m);
	free(a);
	free(b);
}

static void check_binop(struct tuctx *ctx, CXCursor op)
{
	CXCursor kid[2];
	if (cursor_children(op, kid, 2) != 2)
		return;
	struct idtype tl = expr_idtype(kid[0]), tr = expr_idtype(kid[1]);
	int interesting = tl.fam != FAM_NONE || tr.fam != FAM_NONE || expr_conversion(kid[0]) ||
			  expr_conversion(kid[1]);
	if (!interesting)
		return;
	char opc[8];
	if (!binop_opcode(ctx->tu, op, kid[0], kid[1], opc, sizeof(opc)))
		return;
	if (opcode_is_comparison(opc))
		compare(ctx, op, opc, kid[0], kid[1], tl, tr);
	else if (!strcmp(opc, "="))
		check_mix(ctx, clang_getCursorType(kid[0]), kid[1], op, "assignment");
	else if (opcode_is_arith(opc))
		check_arith(ctx, op, opc, kid[0], kid[1]);
}

void register_kind_compare(void)
{
	add_hook(HOOK_BINOP, check_binop);
}
