/* tu.c — the bottom of the audit's checks: the translation unit being
 * audited (its files, which of them are audited), report() and type names. */
#include "tu.h"

#include <stdlib.h>
#include <string.h>

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
	ALLOC_GROW(ctx->files, ctx->nfiles + 1, ctx->capfiles);
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

struct fileinfo *cursor_file(struct tuctx *ctx, CXCursor c, unsigned *line, unsigned *col)
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

struct finding *report(struct tuctx *ctx, enum kind k, CXCursor at, const char *message)
{
	unsigned line = 0, col = 0;
	struct fileinfo *fi = cursor_file(ctx, at, &line, &col);
	if (!fi || !fi->wanted)
		return NULL;
	char *src = source_line(ctx, fi->file, line);
	struct finding *f = findings_add(ctx->out, k, fi->rel, line, col, ctx->fname ? ctx->fname : "", message, src);
	free(src);
	return f;
}

char *type_name(CXType t)
{
	CXString s = clang_getTypeSpelling(t);
	char *r = xstrdup(clang_getCString(s) ? clang_getCString(s) : "?");
	clang_disposeString(s);
	return r;
}

void tuctx_free(struct tuctx *ctx)
{
	for (size_t i = 0; i < ctx->nfiles; i++)
		free(ctx->files[i].rel);
	free(ctx->files);
	ctx->files = NULL;
	ctx->nfiles = ctx->capfiles = 0;
}
