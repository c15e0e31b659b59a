/* ns_value.c — the other end of a value holding IDs (posix_acl_{from,to}_xattr):
 * the buffer is followed within the function to the call that reads or writes
 * it (the same variable as an argument, or its address).  That call is
 *  - a VFS xattr call, or a local wrapper of one (its definition in the unit
 *    calls one, as a server exporting a filesystem or a filesystem stacked on
 *    another writes them): the value is in the VFS's convention (row xattr);
 *  - a call of an xattr store's shape: the xattr's name (a char pointer), then
 *    the value with its size after it, or the value returned through a pointer
 *    (`void **`, `char **`): where the filesystem keeps or fetches a named
 *    value, its disk, its server or its daemon (row xattr-store);
 *  - none: the value is a null pointer, the call only computes the size and
 *    maps no ID (no row). */
#include "ns.h"
#include "idtype.h"

#include <stdlib.h>
#include <string.h>


/* Pointer DEPTH levels down to a char type (or void too, VOID): `void *` (1),
 * `char **` (2). */
static int ptr_to(CXType t, int depth, int isvoid)
{
	for (int d = 0; d < depth; d++) {
		t = clang_getCanonicalType(t);
		if (t.kind != CXType_Pointer)
			return 0;
		t = clang_getPointeeType(t);
	}
	enum CXTypeKind k = clang_getCanonicalType(t).kind;
	return (isvoid && k == CXType_Void) || k == CXType_Char_S || k == CXType_Char_U || k == CXType_SChar ||
	       k == CXType_UChar;
}

/* E without parentheses and casts; *addr set when it is `&x`. */
static CXCursor strip_all(CXTranslationUnit tu, CXCursor e, int *addr)
{
	for (int d = 0; d < 16; d++) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k == CXCursor_UnaryOperator && addr && !*addr) {
			CXToken *tk = NULL;
			unsigned n = 0;
			clang_tokenize(tu, clang_getCursorExtent(e), &tk, &n);
			int amp = 0;
			if (n) {
				CXString s = clang_getTokenSpelling(tu, tk[0]);
				amp = clang_getCString(s) && !strcmp(clang_getCString(s), "&");
				clang_disposeString(s);
			}
			clang_disposeTokens(tu, tk, n);
			if (!amp)
				return e;
			*addr = 1;
		} else if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr) {
			return e;
		}
		/* a cast's first child may be its type reference: take the last child */
		CXCursor kids[2];
		unsigned n = cursor_children(e, kids, 2);
		if (n == 0)
			return e;
		e = kids[n - 1];
	}
	return e;
}

/* Is ARG a null pointer constant (NULL, 0): the call only computes a size. */
static int null_constant(CXTranslationUnit tu, CXCursor arg)
{
	CXCursor e = strip_all(tu, arg, NULL);
	if (clang_getCursorKind(e) != CXCursor_IntegerLiteral)
		return 0;
	CXEvalResult r = clang_Cursor_Evaluate(e);
	int zero = r && clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 0;
	if (r)
		clang_EvalResult_dispose(r);
	return zero;
}

/* The variable an argument names (x, (void *)x, &x), or a null cursor. */
static CXCursor arg_var(CXTranslationUnit tu, CXCursor arg, int *addr)
{
	CXCursor e = strip_all(tu, arg, addr);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	return clang_getCursorReferenced(e);
}

/* Does the definition of F (in the unit) call a VFS xattr function?  Read from
 * the file itself: the prefilter hands libclang a header outside the PATHs with
 * its bodies blanked (same offsets, pf_strip.c). */
static int wraps_vfs(CXCursor f)
{
	CXCursor def = clang_getCursorDefinition(f);
	if (clang_Cursor_isNull(def))
		return 0;
	CXSourceRange r = clang_getCursorExtent(def);
	CXFile file = NULL;
	unsigned from = 0, to = 0;
	clang_getSpellingLocation(clang_getRangeStart(r), &file, NULL, NULL, &from);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &to);
	if (!file)
		return 0;
	CXString fn = clang_getFileName(file);
	size_t len = 0;
	char *text = clang_getCString(fn) ? read_text_regular(clang_getCString(fn), &len) : NULL;
	clang_disposeString(fn);
	int found = 0;
	for (size_t i = from; text && i < to && i < len && !found; i++) {
		if (!ns_is_word(text[i]) || (i > 0 && ns_is_word(text[i - 1])))
			continue;
		size_t e = i;
		while (e < len && ns_is_word(text[e]))
			e++;
		char *w = xstrndup(text + i, e - i);
		while (e < len && (text[e] == ' ' || text[e] == '\t' || text[e] == '\n'))
			e++;
		found = e < len && text[e] == '(' && ns_is_vfs_xattr(w);
		free(w);
		i = e - 1;
	}
	free(text);
	return found;
}

/* The shape of an xattr store: parameter AT of F is the value (by pointer with
 * an integer size after it, or returned through a pointer to one), a char
 * pointer (the name) before it. */
static int store_shape(CXCursor f, int at, int addr)
{
	CXType ft = clang_getCursorType(f);
	int n = clang_getNumArgTypes(ft);
	if (at >= n)
		return 0;
	int name = 0, size = 0;
	for (int i = 0; i < at; i++)
		name |= ptr_to(clang_getArgType(ft, (unsigned)i), 1, 0);
	for (int i = at + 1; i < n; i++)
		size |= type_is_integer(clang_getArgType(ft, (unsigned)i));
	CXType vt = clang_getArgType(ft, (unsigned)at);
	if (addr)
		return name && ptr_to(vt, 2, 1);
	return name && size && ptr_to(vt, 1, 1);
}

struct follow {
	CXTranslationUnit tu;
	CXCursor map, var;
	enum nsvalue end;
};

static void one_call(struct follow *fw, CXCursor call)
{
	CXCursor callee = clang_getCursorReferenced(call);
	if (clang_Cursor_isNull(callee) || clang_getCursorKind(callee) != CXCursor_FunctionDecl)
		return;
	int n = clang_Cursor_getNumArguments(call);
	for (int i = 0; i < n; i++) {
		int addr = 0;
		CXCursor v = arg_var(fw->tu, clang_Cursor_getArgument(call, (unsigned)i), &addr);
		if (clang_Cursor_isNull(v) || !clang_equalCursors(v, fw->var))
			continue;
		CXString s = clang_getCursorSpelling(callee);
		int vfs = ns_is_vfs_xattr(clang_getCString(s)) || wraps_vfs(callee);
		clang_disposeString(s);
		if (vfs)
			fw->end = NSV_VFS;
		else if (fw->end == NSV_NONE && store_shape(callee, i, addr))
			fw->end = NSV_STORE;
	}
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct follow *fw = data;
	if (clang_getCursorKind(c) == CXCursor_CallExpr && !clang_equalCursors(c, fw->map))
		one_call(fw, c);
	return fw->end == NSV_VFS ? CXChildVisit_Break : CXChildVisit_Recurse;
}

enum nsvalue ns_value_end(CXTranslationUnit tu, CXCursor fn, CXCursor call, int nsarg)
{
	/* the value: the first byte pointer after the namespace argument */
	int n = clang_Cursor_getNumArguments(call);
	struct follow fw = { .tu = tu, .map = call, .var = clang_getNullCursor(), .end = NSV_NONE };
	for (int i = nsarg + 1; i < n && clang_Cursor_isNull(fw.var); i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		if (!ptr_to(clang_getCursorType(a), 1, 1))
			continue;
		if (null_constant(tu, a))
			return NSV_NULL;
		fw.var = arg_var(tu, a, NULL);
		break;
	}
	if (clang_Cursor_isNull(fw.var) || clang_Cursor_isNull(fn))
		return NSV_NONE;
	clang_visitChildren(fn, visit, &fw);
	return fw.end;
}
