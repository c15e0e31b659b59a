/* idtype.h — what libclang types and expressions are, as far as IDs go. */
#ifndef KIDPUSH_IDTYPE_H
#define KIDPUSH_IDTYPE_H

#include <clang-c/Index.h>

enum idfam { FAM_NONE, FAM_UID, FAM_GID, FAM_PROJID, FAM_QID };

struct idtype {
	enum idfam fam;  /* FAM_NONE: not an ID type */
	int kernel;      /* kuid_t, kgid_t, kprojid_t, struct kqid, vfsuid_t, vfsgid_t */
	int scalar;      /* integer representation: raw IDs, and kernel IDs still plain typedefs */
	const char *name; /* the ID type name found on the typedef chain (static string) */
};

/* Walks the typedef chain (keeping sugar) and stops at the first ID name, so a kuid_t
 * that is a typedef of uid_t is a kernel ID, not a uid_t. */
struct idtype idtype_of(CXType t);
int type_is_integer(CXType t);
int type_is_integer_kind(enum CXTypeKind k);

CXCursor expr_strip(CXCursor c);          /* parentheses and implicit casts */
struct idtype expr_idtype(CXCursor c);    /* idtype of the stripped expression */
int expr_is_sentinel(CXCursor c);         /* (uid_t)-1, -1, ~0U: the invalid ID */
int expr_is_int_constant(CXCursor c);
int expr_from_uapi(CXCursor c);           /* a field or variable declared in a uapi/ header */
/* "from_kuid" etc. when c is a call of a conversion helper or .val of a kernel ID; else NULL. */
const char *expr_conversion(CXCursor c);

/* opcode.c: the operator of a binary operator cursor into op (size bytes): 1, or 0
 * when it cannot be told; and what kind of operator an opcode is. */
int binop_opcode(CXTranslationUnit tu, CXCursor binop, CXCursor lhs, CXCursor rhs, char *op, size_t size);
int opcode_is_comparison(const char *op); /* == != < > <= >= */
int opcode_is_arith(const char *op);      /* % & | ^ << >> + - * / */

/* Children of a cursor (at most max), returns how many. */
unsigned cursor_children(CXCursor c, CXCursor *out, unsigned max);

#endif
