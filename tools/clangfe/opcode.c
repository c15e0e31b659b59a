/* opcode.c — the operator of a binary operator cursor: libclang 14 has no API for it.
 * Outside macros it is the token between the operands.  Inside a macro expansion the
 * tokens are not at hand (libclang's extents are the macro call), so it is inferred
 * from the types: in C a comparison yields int while ID operands are unsigned, an
 * assignment yields its (unconverted lvalue) left operand's type, and arithmetic on
 * unsigned operands yields an unsigned type. */
#include "idtype.h"

#include <string.h>

static const char *const ops[] = { "==", "!=", "<=", ">=", "<", ">", "=", "%", "&", "|", "^",
				   "<<", ">>", "+", "-", "*", "/", "&&", "||", NULL };

static int known(const char *s)
{
	for (size_t i = 0; ops[i]; i++)
		if (!strcmp(s, ops[i]))
			return 1;
	return 0;
}

static int by_tokens(CXTranslationUnit tu, CXCursor binop, CXCursor lhs, CXCursor rhs, char *op, size_t size)
{
	CXSourceRange lr = clang_getCursorExtent(lhs), rr = clang_getCursorExtent(rhs);
	unsigned lend, rbeg;
	CXFile lf, rf;
	clang_getExpansionLocation(clang_getRangeEnd(lr), &lf, NULL, NULL, &lend);
	clang_getExpansionLocation(clang_getRangeStart(rr), &rf, NULL, NULL, &rbeg);
	if (!lf || lf != rf || lend > rbeg)
		return 0;
	CXToken *toks = NULL;
	unsigned n = 0;
	clang_tokenize(tu, clang_getCursorExtent(binop), &toks, &n);
	int ok = 0;
	for (unsigned i = 0; i < n && !ok; i++) {
		unsigned off;
		clang_getExpansionLocation(clang_getTokenLocation(tu, toks[i]), NULL, NULL, NULL, &off);
		if (off < lend || off >= rbeg || clang_getTokenKind(toks[i]) != CXToken_Punctuation)
			continue;
		CXString s = clang_getTokenSpelling(tu, toks[i]);
		const char *t = clang_getCString(s);
		if (t && known(t) && strlen(t) < size) {
			strcpy(op, t);
			ok = 1;
		}
		clang_disposeString(s);
		break; /* the first token between the operands decides */
	}
	if (toks)
		clang_disposeTokens(tu, toks, n);
	return ok;
}

static int by_types(CXCursor binop, CXCursor lhs, char *op, size_t size)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(binop));
	CXType lt = clang_getCanonicalType(clang_getCursorType(lhs));
	enum CXCursorKind lk = clang_getCursorKind(lhs);
	if (size < 4)
		return 0;
	if (lk != CXCursor_UnexposedExpr && lk != CXCursor_CallExpr && lk != CXCursor_IntegerLiteral &&
	    lk != CXCursor_BinaryOperator && lk != CXCursor_CStyleCastExpr && clang_equalTypes(t, lt)) {
		strcpy(op, "=");
		return 1;
	}
	if (t.kind == CXType_Int && lt.kind != CXType_Int) {
		strcpy(op, "=="); /* some comparison: which one does not matter to the kinds */
		return 1;
	}
	if (t.kind != CXType_Int && type_is_integer_kind(t.kind)) {
		strcpy(op, "+"); /* some arithmetic */
		return 1;
	}
	return 0;
}

int binop_opcode(CXTranslationUnit tu, CXCursor binop, CXCursor lhs, CXCursor rhs, char *op, size_t size)
{
	return by_tokens(tu, binop, lhs, rhs, op, size) || by_types(binop, lhs, op, size);
}

int opcode_is_comparison(const char *op)
{
	return !strcmp(op, "==") || !strcmp(op, "!=") || !strcmp(op, "<") || !strcmp(op, ">") ||
	       !strcmp(op, "<=") || !strcmp(op, ">=");
}

int opcode_is_arith(const char *op)
{
	static const char *const arith[] = { "%", "&", "|", "^", "<<", ">>", "+", "-", "*", "/" };
	for (size_t i = 0; i < sizeof(arith) / sizeof(arith[0]); i++)
		if (!strcmp(op, arith[i]))
			return 1;
	return 0;
}
