/* visit.c — traverse the declarations of audited files and dispatch to the kind checks. */
#include "visit.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct fileinfo *file_info(struct tuctx *ctx, CXFile f)
{
	/* Consecutive declarations mostly come from the same header. */
	if (ctx->last < ctx->nfiles && ctx->files[ctx->last].file == f)
		return &ctx->files[ctx->last];
	for (size_t i = 0; i < ctx->nfiles; i++) {
		if (ctx->files[i].file == f) {
			ctx->last = i;
			return &ctx->files[i];
		}
	}
	ctx->last = ctx->nfiles;
	if (ctx->nfiles == ctx->capfiles) {
		ctx->capfiles = ctx->capfiles ? ctx->capfiles * 2 : 16;
		ctx->files = xrealloc(ctx->files, ctx->capfiles * sizeof(*ctx->files));
	}
	struct fileinfo *fi = &ctx->files[ctx->nfiles++];
	fi->file = f;
	fi->wanted = 0;
	fi->rel = NULL;
	CXString s = clang_getFileName(f);
	const char *name = clang_getCString(s);
	if (name) {
		char *abs = path_normalise(name, ctx->tree);
		for (size_t i = 0; i < ctx->nroots; i++)
			if (path_under(abs, ctx->roots[i]))
				fi->wanted = 1;
		size_t tl = strlen(ctx->tree);
		if (path_under(abs, ctx->tree) && abs[tl] == '/')
			fi->rel = xstrdup(abs + tl + 1);
		else
			fi->rel = xstrdup(abs);
		free(abs);
	}
	clang_disposeString(s);
	return fi;
}

static struct fileinfo *cursor_file(struct tuctx *ctx, CXCursor c, unsigned *line, unsigned *col)
{
	CXFile f = NULL;
	clang_getExpansionLocation(clang_getCursorLocation(c), &f, line, col, NULL);
	if (!f)
		return NULL;
	return file_info(ctx, f);
}

static char *source_line(struct tuctx *ctx, CXFile f, unsigned line)
{
	size_t size = 0;
	const char *buf = clang_getFileContents(ctx->tu, f, &size);
	if (!buf)
		return xstrdup("");
	const char *p = buf, *end = buf + size;
	for (unsigned l = 1; l < line && p < end; p++)
		if (*p == '\n')
			l++;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	const char *e = p;
	while (e < end && *e != '\n')
		e++;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	size_t n = (size_t)(e - p);
	if (n > 240)
		n = 240;
	return xasprintf("%.*s", (int)n, p);
}

void report(struct tuctx *ctx, enum kind k, CXCursor at, const char *message)
{
	unsigned line = 0, col = 0;
	struct fileinfo *fi = cursor_file(ctx, at, &line, &col);
	if (!fi || !fi->wanted)
		return;
	char *src = source_line(ctx, fi->file, line);
	findings_add(ctx->out, k, fi->rel, line, col, ctx->fname ? ctx->fname : "", message, src);
	free(src);
}

char *type_name(CXType t)
{
	CXString s = clang_getTypeSpelling(t);
	char *r = xstrdup(clang_getCString(s) ? clang_getCString(s) : "?");
	clang_disposeString(s);
	return r;
}

static enum CXChildVisitResult body_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct tuctx *ctx = data;
	switch (clang_getCursorKind(c)) {
	case CXCursor_BinaryOperator:
		check_binop(ctx, c);
		break;
	case CXCursor_CallExpr:
		check_call(ctx, c);
		break;
	case CXCursor_ArraySubscriptExpr:
		check_subscript(ctx, c);
		break;
	case CXCursor_VarDecl:
		check_vardecl(ctx, c);
		break;
	case CXCursor_ReturnStmt:
		check_return(ctx, c);
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
		check_vardecl(ctx, c);
	clang_visitChildren(c, body_visitor, ctx);
	return CXChildVisit_Continue;
}

void visit_tu(struct tuctx *ctx)
{
	ctx->fn = clang_getNullCursor();
	ctx->fname = NULL;
	clang_visitChildren(clang_getTranslationUnitCursor(ctx->tu), top_visitor, ctx);
}

void tuctx_free(struct tuctx *ctx)
{
	for (size_t i = 0; i < ctx->nfiles; i++)
		free(ctx->files[i].rel);
	free(ctx->files);
	ctx->files = NULL;
	ctx->nfiles = ctx->capfiles = 0;
}
