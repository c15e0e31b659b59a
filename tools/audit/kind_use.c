/* kind_use.c — raw-use: a kernel ID printed (variadic argument), hashed (hash
 * function argument, arithmetic) or used as an array index; also checks call
 * arguments for raw-mix. */
#include "checks.h"
#include "hooks.h"
#include "idcheck.h"
#include "kp-idvocab.h"

#include <stdlib.h>
#include <string.h>

/* Every hash of the one ID vocabulary (tools/common/kp-idvocab.c), whether it
 * takes the ID by value or by its address. */
static int is_hasher(const char *name)
{
	return kp_idv_find(name, KP_IDV_M(KP_IDV_HASH)) != NULL;
}

/* A kernel ID, or the address of one (jhash(&uid, sizeof(uid), 0)). */
static int kernel_id_or_address(CXCursor e, const char **name)
{
	struct idtype t = expr_idtype(e);
	if (t.kernel) {
		*name = t.name;
		return 1;
	}
	CXCursor s = expr_strip(e);
	/* See through the conversion to const void * of jhash(&uid, ...). */
	while (clang_getCursorKind(s) == CXCursor_UnexposedExpr && clang_getCursorType(s).kind == CXType_Pointer) {
		CXCursor kid;
		if (cursor_children(s, &kid, 1) != 1)
			break;
		s = expr_strip(kid);
	}
	if (clang_getCursorKind(s) != CXCursor_UnaryOperator)
		return 0;
	CXType pt = clang_getCursorType(s);
	if (pt.kind != CXType_Pointer)
		return 0;
	t = idtype_of(clang_getPointeeType(pt));
	if (!t.kernel)
		return 0;
	*name = t.name;
	return 1;
}

static void use(struct tuctx *ctx, CXCursor at, const char *fmt, const char *a, const char *b)
{
	char *m = xasprintf(fmt, a, b);
	report(ctx, K_RAW_USE, at, m);
	free(m);
}

static void check_call(struct tuctx *ctx, CXCursor call)
{
	int nargs = clang_Cursor_getNumArguments(call);
	if (nargs <= 0)
		return;
	CXString cs = clang_getCursorSpelling(call);
	char *callee = xstrdup(clang_getCString(cs) ? clang_getCString(cs) : "");
	clang_disposeString(cs);

	/* Parameter types: from the declaration (keeps the typedefs as written), else from
	 * the callee expression's function type. */
	CXCursor decl = clang_getCursorReferenced(call);
	int have_decl = !clang_Cursor_isNull(decl) && clang_getCursorKind(decl) == CXCursor_FunctionDecl;
	CXType ft = { CXType_Invalid, { NULL, NULL } };
	if (have_decl) {
		ft = clang_getCursorType(decl);
	} else {
		CXCursor kid;
		if (cursor_children(call, &kid, 1) >= 1) {
			ft = clang_getCanonicalType(clang_getCursorType(kid));
			if (ft.kind == CXType_Pointer)
				ft = clang_getPointeeType(ft);
		}
	}
	int nparams = clang_getNumArgTypes(ft);
	int variadic = nparams >= 0 && clang_isFunctionTypeVariadic(ft);
	if (nparams < 0)
		nparams = 0;
	int hasher = is_hasher(callee);

	for (int i = 0; i < nargs; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		const char *name = NULL;
		if (hasher && kernel_id_or_address(a, &name)) {
			use(ctx, a, "%s hashed by %s()", name, callee);
		} else if (i >= nparams) {
			if (variadic && expr_idtype(a).kernel)
				use(ctx, a, "%s passed to variadic %s() (printed raw)", expr_idtype(a).name, callee);
		} else {
			CXType pt = have_decl ? clang_getCursorType(clang_Cursor_getArgument(decl, (unsigned)i))
					      : clang_getArgType(ft, (unsigned)i);
			if (have_decl && clang_Cursor_getNumArguments(decl) <= i)
				pt = clang_getArgType(ft, (unsigned)i);
			char *what = xasprintf("argument %d of %s()", i + 1, callee);
			check_mix(ctx, pt, a, a, what);
			free(what);
		}
	}
	free(callee);
}

static void check_subscript(struct tuctx *ctx, CXCursor sub)
{
	CXCursor kid[2];
	if (cursor_children(sub, kid, 2) != 2)
		return;
	struct idtype t = expr_idtype(kid[1]);
	if (t.kernel && t.scalar)
		use(ctx, sub, "%s used as an array index%s", t.name, "");
}

void register_kind_use(void)
{
	add_hook(HOOK_CALL, check_call);
	add_hook(HOOK_SUBSCRIPT, check_subscript);
}
