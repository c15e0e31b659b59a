/* visit.c — traverse the declarations of audited files and hand each cursor to
 * the checks hooked on its kind (hooks.c; the checks register in checks.c). */
#include "checks.h"
#include "hooks.h"
#include "visit.h"

#include <stdlib.h>
#include <string.h>

static enum CXChildVisitResult body_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct tuctx *ctx = data;
	switch (clang_getCursorKind(c)) {
	case CXCursor_BinaryOperator:
		run_hooks(HOOK_BINOP, ctx, c);
		break;
	case CXCursor_CallExpr:
		run_hooks(HOOK_CALL, ctx, c);
		break;
	case CXCursor_ArraySubscriptExpr:
		run_hooks(HOOK_SUBSCRIPT, ctx, c);
		break;
	case CXCursor_VarDecl:
		run_hooks(HOOK_VARDECL, ctx, c);
		break;
	case CXCursor_ReturnStmt:
		run_hooks(HOOK_RETURN, ctx, c);
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* The headers that define the ID types and their helpers (uid_eq() compares raw
 * values, __kuid_val() returns one): raw by design, not audited. */
static int id_helper_header(const char *rel)
{
	static const char *const names[] = { "include/linux/uidgid.h", "include/linux/projid.h",
					     "include/linux/mnt_idmapping.h", "include/linux/uidgid_types.h" };
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (has_suffix(rel, names[i]))
			return 1;
	return 0;
}

static enum CXChildVisitResult top_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct tuctx *ctx = data;
	struct fileinfo *fi = cursor_file(ctx, c, NULL, NULL);
	if (!fi || !fi->wanted || (fi->rel && id_helper_header(fi->rel)))
		return CXChildVisit_Continue;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_FunctionDecl) {
		if (!clang_isCursorDefinition(c))
			return CXChildVisit_Continue;
		CXString s = clang_getCursorSpelling(c);
		ctx->fn = c;
		ctx->fname = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");
		clang_disposeString(s);
		clang_visitChildren(c, body_visitor, ctx);
		free(ctx->fname);
		ctx->fname = NULL;
		ctx->fn = clang_getNullCursor();
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_VarDecl)
		run_hooks(HOOK_VARDECL, ctx, c);
	clang_visitChildren(c, body_visitor, ctx);
	return CXChildVisit_Continue;
}

void visit_tu(struct tuctx *ctx)
{
	checks_init();
	ctx->fn = clang_getNullCursor();
	ctx->fname = NULL;
	clang_visitChildren(clang_getTranslationUnitCursor(ctx->tu), top_visitor, ctx);
}
