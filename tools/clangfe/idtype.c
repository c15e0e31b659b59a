/* idtype.c — classify types and expressions by ID family through typedef sugar. */
#include "idtype.h"
#include "kp-alloc.h"
#include "kp-idvocab.h"

#include <string.h>

/* The ID types and the conversions to raw values are rows of the one ID
 * vocabulary (tools/common/kp-idvocab.c). */
static enum idfam fam_of(enum kp_idv_fam f)
{
	switch (f) {
	case KP_IDV_FUID: return FAM_UID;
	case KP_IDV_FGID: return FAM_GID;
	case KP_IDV_FPROJID: return FAM_PROJID;
	case KP_IDV_FQID: return FAM_QID;
	default: return FAM_NONE;
	}
}

int type_is_integer_kind(enum CXTypeKind k)
{
	return (k >= CXType_UShort && k <= CXType_UInt128) || (k >= CXType_Short && k <= CXType_Int128);
}

int type_is_integer(CXType t)
{
	return type_is_integer_kind(clang_getCanonicalType(t).kind);
}

struct idtype idtype_of(CXType t)
{
	struct idtype r = { FAM_NONE, 0, 0, NULL };
	for (int depth = 0; depth < 32; depth++) {
		switch (t.kind) {
		case CXType_Elaborated:
			t = clang_Type_getNamedType(t);
			continue;
		case CXType_Attributed:
			t = clang_Type_getModifiedType(t);
			continue;
		case CXType_Typedef: {
			CXString s = clang_getTypedefName(t);
			const char *n = clang_getCString(s);
			const struct kp_idv *row = kp_idv_find(n, KP_IDV_M(KP_IDV_RAW_TYPE) | KP_IDV_M(KP_IDV_KERNEL_TYPE));
			if (row) {
				r.fam = fam_of(row->fam);
				r.kernel = row->kind == KP_IDV_KERNEL_TYPE;
				r.name = row->name;
				r.scalar = type_is_integer(t);
				clang_disposeString(s);
				return r;
			}
			clang_disposeString(s);
			CXCursor d = clang_getTypeDeclaration(t);
			if (clang_Cursor_isNull(d))
				return r;
			t = clang_getTypedefDeclUnderlyingType(d);
			continue;
		}
		case CXType_Record: {
			CXCursor d = clang_getTypeDeclaration(t);
			CXString s = clang_getCursorSpelling(d);
			const char *n = clang_getCString(s);
			const struct kp_idv *row = kp_idv_find(n, KP_IDV_M(KP_IDV_KERNEL_STRUCT));
			if (row) {
				r.fam = fam_of(row->fam);
				r.kernel = 1;
				r.name = kp_idv_spelling(row);
			}
			clang_disposeString(s);
			return r;
		}
		default:
			return r;
		}
	}
	return r;
}

unsigned cursor_children(CXCursor c, CXCursor *out, unsigned max);

struct kids {
	CXCursor *out;
	unsigned n, max;
};

static enum CXChildVisitResult collect(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct kids *k = data;
	if (k->n < k->max)
		k->out[k->n] = c;
	k->n++;
	return CXChildVisit_Continue;
}

unsigned cursor_children(CXCursor c, CXCursor *out, unsigned max)
{
	struct kids k = { out, 0, max };
	clang_visitChildren(c, collect, &k);
	return k.n;
}

CXCursor expr_strip(CXCursor c)
{
	for (int depth = 0; depth < 64; depth++) {
		enum CXCursorKind k = clang_getCursorKind(c);
		if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
			return c;
		CXCursor kid;
		if (cursor_children(c, &kid, 1) != 1 || !clang_isExpression(clang_getCursorKind(kid)))
			return c;
		if (k == CXCursor_UnexposedExpr) {
			/* Only see through what is an implicit conversion between the same or
			 * integer types; other unexposed expressions are left alone. */
			CXType a = clang_getCanonicalType(clang_getCursorType(c));
			CXType b = clang_getCanonicalType(clang_getCursorType(kid));
			if (!clang_equalTypes(a, b) && !(type_is_integer_kind(a.kind) && type_is_integer_kind(b.kind)))
				return c;
		}
		c = kid;
	}
	return c;
}

struct idtype expr_idtype(CXCursor c)
{
	return idtype_of(clang_getCursorType(expr_strip(c)));
}

static int eval_int(CXCursor c, unsigned long long *u, long long *s, int *is_unsigned)
{
	CXEvalResult r = clang_Cursor_Evaluate(c);
	if (!r)
		return 0;
	int ok = clang_EvalResult_getKind(r) == CXEval_Int;
	if (ok) {
		*is_unsigned = clang_EvalResult_isUnsignedInt(r);
		if (*is_unsigned)
			*u = clang_EvalResult_getAsUnsigned(r);
		else
			*s = clang_EvalResult_getAsLongLong(r);
	}
	clang_EvalResult_dispose(r);
	return ok;
}

int expr_is_int_constant(CXCursor c)
{
	unsigned long long u = 0;
	long long s = 0;
	int uns = 0;
	if (!type_is_integer(clang_getCursorType(c)))
		return 0;
	return eval_int(c, &u, &s, &uns);
}

int expr_is_sentinel(CXCursor c)
{
	unsigned long long u = 0;
	long long s = 0;
	int uns = 0;
	if (!type_is_integer(clang_getCursorType(c)) || !eval_int(c, &u, &s, &uns))
		return 0;
	if (uns)
		return u == 0xffffffffULL || u == 0xffffULL || u == ~0ULL;
	return s == -1;
}

int expr_from_uapi(CXCursor c)
{
	c = expr_strip(c);
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k != CXCursor_MemberRefExpr && k != CXCursor_DeclRefExpr)
		return 0;
	CXCursor d = clang_getCursorReferenced(c);
	if (clang_Cursor_isNull(d))
		return 0;
	CXFile f;
	clang_getSpellingLocation(clang_getCursorLocation(d), &f, NULL, NULL, NULL);
	if (!f)
		return 0;
	CXString s = clang_getFileName(f);
	const char *n = clang_getCString(s);
	int r = n && strstr(n, "/uapi/") != NULL;
	clang_disposeString(s);
	return r;
}

const char *expr_conversion(CXCursor c)
{
	c = expr_strip(c);
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_CallExpr) {
		CXString s = clang_getCursorSpelling(c);
		const char *n = clang_getCString(s);
		const struct kp_idv *row = kp_idv_find(n, KP_IDV_TO_RAW);
		const char *hit = row ? row->name : NULL;
		clang_disposeString(s);
		return hit;
	}
	if (k == CXCursor_MemberRefExpr) {
		CXString s = clang_getCursorSpelling(c);
		int is_val = clang_getCString(s) && strcmp(clang_getCString(s), "val") == 0;
		clang_disposeString(s);
		CXCursor base;
		if (is_val && cursor_children(c, &base, 1) >= 1 && expr_idtype(base).kernel)
			return ".val";
	}
	return NULL;
}
