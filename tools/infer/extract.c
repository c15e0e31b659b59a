/* extract.c — one translation unit into facts: the declarations its expressions
 * reach (nodes, by USR) and the relations between terms in the wanted files
 * (assignments, initialisations, arguments -> parameters, returns, comparisons,
 * sinks, out-parameters, arithmetic uses). */
#include "apis.h"
#include "inline.h"
#include "exports.h"
#include "idtype.h"
#include "srcmap.h"

#include <stdlib.h>
#include <string.h>

struct xctx {
	struct srcmap sm;
	struct facts *out;
	char **seen; /* node keys whose declarations were recorded (open addressing) */
	size_t nseen, capseen;
	CXCursor fn;
	char *fname, *fnkey;
	int errpath;
	struct inline_memo *inl; /* summaries of functions outside the PATHs (inline.c) */
	CXCursor tat; /* the expression whose span term_of1 gave the term */
};

static char *cxstr(CXString s)
{
	const char *c = clang_getCString(s);
	char *r = xstrdup(c ? c : "");
	clang_disposeString(s);
	return r;
}

static unsigned long hash(const char *s)
{
	unsigned long h = 5381;
	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

/* 1 when key is new (and remembers it). */
static int seen_add(struct xctx *x, const char *key)
{
	if (x->nseen * 2 >= x->capseen) {
		size_t cap = x->capseen ? x->capseen * 2 : 256;
		char **v = calloc(cap, sizeof(*v));
		if (!v)
			exit(2);
		for (size_t i = 0; i < x->capseen; i++)
			if (x->seen[i]) {
				size_t h = hash(x->seen[i]) & (cap - 1);
				while (v[h])
					h = (h + 1) & (cap - 1);
				v[h] = x->seen[i];
			}
		free(x->seen);
		x->seen = v;
		x->capseen = cap;
	}
	size_t h = hash(key) & (x->capseen - 1);
	while (x->seen[h]) {
		if (!strcmp(x->seen[h], key))
			return 0;
		h = (h + 1) & (x->capseen - 1);
	}
	x->seen[h] = xstrdup(key);
	x->nseen++;
	return 1;
}

static const char *decl_rel(struct xctx *x, CXCursor d)
{
	struct finfo *fi = src_loc(&x->sm, clang_getCursorLocation(d), NULL, NULL, NULL);
	return fi ? fi->rel : "?";
}

/* USRs of file-local entities name only the file's base name: add the path. */
static char *usr_key(struct xctx *x, CXCursor d)
{
	char *usr = cxstr(clang_getCursorUSR(d));
	if (!*usr) {
		free(usr);
		return NULL;
	}
	if (has_prefix(usr, "c:@") && clang_getCursorLinkage(d) != CXLinkage_Internal &&
	    clang_getCursorKind(d) != CXCursor_ParmDecl)
		return usr;
	char *k = xasprintf("%s|%s", usr, decl_rel(x, d));
	free(usr);
	return k;
}

static char *func_key(struct xctx *x, CXCursor fn)
{
	return usr_key(x, clang_getCanonicalCursor(fn));
}

static enum fam fam_of(enum idfam f)
{
	switch (f) {
	case FAM_UID: return F_UID;
	case FAM_GID: return F_GID;
	case FAM_PROJID: return F_PROJID;
	case FAM_QID: return F_QID;
	default: return F_NONE;
	}
}

/* Pointers and arrays down to the element type (keeping typedef sugar). */
static CXType base_type(CXType t, int *depth)
{
	*depth = 0;
	for (int i = 0; i < 8; i++) {
		if (t.kind == CXType_Pointer) {
			t = clang_getPointeeType(t);
		} else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
			   t.kind == CXType_VariableArray) {
			t = clang_getArrayElementType(t);
		} else if (t.kind == CXType_Elaborated) {
			t = clang_Type_getNamedType(t);
			continue;
		} else {
			break;
		}
		(*depth)++;
	}
	return t;
}

static int typedef_chain_outside(CXType t)
{
	for (int depth = 0; depth < 32; depth++) {
		if (t.kind == CXType_Elaborated) {
			t = clang_Type_getNamedType(t);
			continue;
		}
		if (t.kind == CXType_Attributed) {
			t = clang_Type_getModifiedType(t);
			continue;
		}
		if (t.kind != CXType_Typedef)
			return 0;
		char *n = cxstr(clang_getTypedefName(t));
		int hit = api_outside_typedef(n);
		free(n);
		if (hit)
			return 1;
		CXCursor d = clang_getTypeDeclaration(t);
		if (clang_Cursor_isNull(d))
			return 0;
		t = clang_getTypedefDeclUnderlyingType(d);
	}
	return 0;
}

static int raw_integer(CXType t)
{
	enum CXTypeKind k = clang_getCanonicalType(t).kind;
	return type_is_integer_kind(k) && k != CXType_Bool && k != CXType_Char_S && k != CXType_Char_U &&
	       k != CXType_SChar && k != CXType_UChar;
}

static enum CXChildVisitResult find_packed(CXCursor c, CXCursor p, CXClientData d)
{
	(void)p;
	if (clang_getCursorKind(c) == CXCursor_PackedAttr) {
		*(int *)d = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult find_kernel_field(CXCursor c, CXCursor p, CXClientData d)
{
	(void)p;
	if (clang_getCursorKind(c) == CXCursor_FieldDecl && idtype_of(clang_getCursorType(c)).kernel) {
		*(int *)d = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* The type as written: [decl start, name) without storage classes and pointer stars. */
static void type_span(struct xctx *x, CXCursor d, const char *from, struct span *s)
{
	unsigned o1, o2;
	struct finfo *f1 = src_loc(&x->sm, clang_getRangeStart(clang_getCursorExtent(d)), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(&x->sm, clang_getCursorLocation(d), NULL, NULL, &o2);
	if (!f1 || f1 != f2 || !f1->buf || o2 <= o1 || o2 > f1->size) {
		memset(s, 0, sizeof(*s));
		s->file = xstrdup(f1 ? f1->rel : "?");
		s->text = xstrdup("");
		return;
	}
	char *pre = src_text(f1, o1, o2);
	char *hit = strstr(pre, from);
	unsigned a = o1, e = o2;
	if (hit) {
		a = o1 + (unsigned)(hit - pre);
		e = a + (unsigned)strlen(from);
	} else {
		static const char *const skip[] = { "static ", "inline ", "extern ", "const ", "volatile ",
						    "register ", "__always_inline ", "__inline__ ", "__inline " };
		for (int again = 1; again;) {
			again = 0;
			for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++) {
				size_t n = strlen(skip[i]);
				if (e - a > n && !strncmp(f1->buf + a, skip[i], n)) {
					a += (unsigned)n;
					while (a < e && (f1->buf[a] == ' ' || f1->buf[a] == '\t'))
						a++;
					again = 1;
				}
			}
		}
		while (e > a && strchr(" \t\n*", f1->buf[e - 1]))
			e--;
	}
	free(pre);
	struct span tmp;
	src_span(&x->sm, d, &tmp);
	int mech = tmp.mech;
	span_free(&tmp);
	src_span_off(&x->sm, f1, a, e, mech, s);
}

static CXCursor last_child(CXCursor c);

/* u32 a = 0, b: a's extent is followed by a comma, b's (which starts at its name) is
 * preceded by one. */
static int shares_type(struct xctx *x, CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	if (k != CXCursor_VarDecl && k != CXCursor_FieldDecl)
		return 0;
	unsigned o1, o2, o3;
	CXSourceRange r = clang_getCursorExtent(d);
	struct finfo *f1 = src_loc(&x->sm, clang_getRangeStart(r), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(&x->sm, clang_getCursorLocation(d), NULL, NULL, &o2);
	struct finfo *f3 = src_loc(&x->sm, clang_getRangeEnd(r), NULL, NULL, &o3);
	if (!f1 || f1 != f2 || f1 != f3 || !f1->buf || o2 < o1 || o3 > f1->size)
		return 0;
	/* A later declarator's extent starts at its own name, after the comma, or
	 * (u32 a, b; the last one without an initialiser) at the type: a comma
	 * between the type and the name. */
	for (unsigned c = o1; c < o2; c++)
		if (f1->buf[c] == ',')
			return 1;
	unsigned b = o1;
	while (b > 0 && strchr(" \t\n*", f1->buf[b - 1]))
		b--;
	if (b > 0 && f1->buf[b - 1] == ',')
		return 1;
	unsigned p = o3;
	while (p < f1->size && strchr(" \t\n", f1->buf[p]))
		p++;
	return p < f1->size && f1->buf[p] == ',';
}

/* The first time this declaration of node KEY is seen (its file, place and
 * whether a body was walked): 1, else 0. */
static int decl_fresh(struct xctx *x, CXCursor d, const char *key, int body)
{
	char *seenkey = xasprintf("%s@%s", key, decl_rel(x, d));
	unsigned off;
	src_loc(&x->sm, clang_getCursorLocation(d), NULL, NULL, &off);
	char *k2 = xasprintf("%s:%u:%d", seenkey, off, body);
	free(seenkey);
	int fresh = seen_add(x, k2);
	free(k2);
	return fresh;
}

/* A declaration a macro makes: a redeclaration nobody wrote (EXPORT_SYMBOL), also
 * when its position lies in a macro call and its name is not written there
 * (EXPORT_SYMBOL(f)'s parameters). */
static int decl_by_macro(struct xctx *x, CXCursor d)
{
	struct span w;
	src_span(&x->sm, clang_getCursorKind(d) == CXCursor_ParmDecl ? clang_getCursorSemanticParent(d) : d, &w);
	int gen = w.macro;
	span_free(&w);
	unsigned off;
	struct finfo *fi = src_loc(&x->sm, clang_getCursorLocation(d), NULL, NULL, &off);
	char *nm = cxstr(clang_getCursorSpelling(d));
	size_t nl = strlen(nm);
	for (size_t i = 0; fi && !gen && i < fi->nmx; i++)
		if (fi->mx[i].off <= off && off < fi->mx[i].end &&
		    (!nl || off + nl > fi->size || strncmp(fi->buf + off, nm, nl)))
			gen = 1;
	free(nm);
	return gen;
}

/* A format the declaration belongs to by its type (a __le32-typed chain, a packed
 * structure's field: B_WIRE) or its header (a field of the user-space ABI: B_ABI,
 * who reads it is decided in graph.c); a raw field of a union may alias kernel
 * IDs (dc->alias). */
static void decl_format(struct decl *dc, CXCursor d, CXType b, const struct finfo *fi, unsigned doff)
{
	if (typedef_chain_outside(b))
		dc->outside = B_WIRE;
	if (!strcmp(dc->entity, "field")) {
		CXCursor rec = clang_getCursorSemanticParent(d);
		int packed = 0;
		clang_visitChildren(rec, find_packed, &packed);
		if (packed)
			dc->outside = B_WIRE;
		else if (fi && exports_is_abi(fi->rel) && !exports_kernel_only(fi->buf, fi->size, doff))
			dc->outside = B_ABI;
	}
	dc->raw = !dc->kfam && !dc->outside && raw_integer(b);
	if (dc->raw && !strcmp(dc->entity, "field")) {
		CXCursor rec = clang_getCursorSemanticParent(d);
		if (clang_getCursorKind(rec) == CXCursor_UnionDecl)
			clang_visitChildren(rec, find_kernel_field, &dc->alias);
	}
}

/* The declaration's extent into AT; a function definition's without its body. */
static void decl_extent(struct xctx *x, CXCursor d, struct span *at)
{
	CXCursor body_stmt = clang_getNullCursor();
	if (clang_getCursorKind(d) == CXCursor_FunctionDecl && clang_isCursorDefinition(d))
		body_stmt = last_child(d);
	unsigned o1, o2;
	struct finfo *f1 = src_loc(&x->sm, clang_getRangeStart(clang_getCursorExtent(d)), NULL, NULL, &o1);
	struct finfo *f2 = NULL;
	if (!clang_Cursor_isNull(body_stmt))
		f2 = src_loc(&x->sm, clang_getRangeStart(clang_getCursorExtent(body_stmt)), NULL, NULL, &o2);
	struct span whole;
	src_span(&x->sm, d, &whole);
	if (f2 && f1 == f2 && f1->buf && o2 > o1) {
		while (o2 > o1 && strchr(" \t\n", f1->buf[o2 - 1]))
			o2--;
		src_span_off(&x->sm, f1, o1, o2, whole.mech, at);
		span_free(&whole);
	} else {
		*at = whole;
	}
}

/* Record one declaration of node key. */
static void record_decl(struct xctx *x, CXCursor d, const char *key, const char *entity, const char *scope,
			CXType t, enum fam apifam, int body)
{
	if (!decl_fresh(x, d, key, body))
		return;
	int gen = decl_by_macro(x, d);
	/* A function definition a macro generates (btrfs' BTRFS_SETGET_FUNCS
	 * accessors): its return value and parameters are nodes, marked generated
	 * (never retyped; graph.c makes them the boundary they lead to). */
	/* (a local a macro's body declares is none: clang gives it one USR at
	 * every expansion in a function, so afs' EXTRACT()'s x would join the
	 * owner and the group into one node of both families) */
	if (gen && !(body && (!strcmp(entity, "return") || !strcmp(entity, "param"))))
		return;
	struct decl *dc = xmalloc(sizeof(*dc));
	memset(dc, 0, sizeof(*dc));
	dc->gen = gen;
	dc->key = xstrdup(key);
	dc->entity = xstrdup(entity);
	dc->scope = xstrdup(scope);
	dc->name = cxstr(clang_getCursorSpelling(d));
	int depth;
	CXType b = base_type(t, &depth);
	dc->ptr = depth;
	dc->from = cxstr(clang_getTypeSpelling(b));
	dc->decl_type = cxstr(clang_getTypeSpelling(t));
	struct idtype it = idtype_of(b);
	dc->kfam = it.kernel ? fam_of(it.fam) : apifam;
	unsigned doff = 0;
	struct finfo *fi = src_loc(&x->sm, clang_getCursorLocation(d), NULL, NULL, &doff);
	dc->header = fi ? fi->header : 0;
	decl_format(dc, d, b, fi, doff);
	dc->body = body;
	decl_extent(x, d, &dc->at);
	type_span(x, d, dc->from, &dc->type);
	dc->shared = shares_type(x, d);
	facts_add_decl(x->out, dc);
}

static char *param_key(struct xctx *x, CXCursor fn, int i)
{
	char *fk = func_key(x, fn);
	if (!fk)
		return NULL;
	char *k = xasprintf("P:%s#%d", fk, i);
	free(fk);
	return k;
}

/* The file a declaration is in: where its name is spelled, or, for a name pasted by a
 * macro (`btrfs_##name`, spelled nowhere in a file), where that macro is expanded, so
 * that functions a macro generates in a file under the PATHs (accessors) have their
 * bodies walked too (their relations are inside a macro expansion: never rewritten). */
static struct finfo *decl_file(struct xctx *x, CXCursor c)
{
	CXSourceLocation l = clang_getCursorLocation(c);
	struct finfo *fi = src_loc(&x->sm, l, NULL, NULL, NULL);
	if (!fi) {
		CXFile f = NULL;
		clang_getExpansionLocation(l, &f, NULL, NULL, NULL);
		fi = src_file(&x->sm, f);
	}
	return fi;
}

/* The definition of function D when it lies outside the PATHs (their own
 * functions are walked), else a null cursor. */
static CXCursor outside_def(struct xctx *x, CXCursor d)
{
	CXCursor def = clang_getCursorDefinition(d);
	if (clang_Cursor_isNull(def) || clang_getCursorKind(def) != CXCursor_FunctionDecl)
		return clang_getNullCursor();
	struct finfo *fi = decl_file(x, def);
	return fi && !fi->wanted ? def : clang_getNullCursor();
}

/* A call of D is a value from outside when D, defined outside the PATHs, is
 * a small decoder (inline.c): its class, or B_NONE. */
static enum bclass outside_decoder(struct xctx *x, CXCursor d)
{
	CXCursor def = outside_def(x, d);
	return clang_Cursor_isNull(def) ? B_NONE : inline_returns(&x->inl, x->sm.tu, def);
}

/* Argument I of a call of D leaves when D, defined outside the PATHs, hands
 * its parameter I whole to an encoder (inline.c): its class, or B_NONE. */
static enum bclass outside_sink(struct xctx *x, CXCursor d, int i)
{
	CXCursor def = outside_def(x, d);
	return clang_Cursor_isNull(def) ? B_NONE : inline_param_sink(&x->inl, x->sm.tu, def, i);
}

/* Declarations of a function's parameters and return value (one function cursor). */
static void record_function(struct xctx *x, CXCursor fn)
{
	char *fk = func_key(x, fn);
	if (!fk)
		return;
	char *name = cxstr(clang_getCursorSpelling(fn));
	int body = clang_isCursorDefinition(fn);
	char *rk = xasprintf("R:%s", fk);
	record_decl(x, fn, rk, "return", name, clang_getResultType(clang_getCursorType(fn)), api_kernel_func(name),
		    body);
	free(rk);
	int n = clang_Cursor_getNumArguments(fn);
	for (int i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, (unsigned)i);
		char *pk = xasprintf("P:%s#%d", fk, i);
		record_decl(x, p, pk, "param", name, clang_getCursorType(p), F_NONE, body);
		free(pk);
	}
	struct finfo *fi = decl_file(x, fn);
	if (body && fi && fi->wanted) { /* a body the inference walks */
		char *k = xasprintf("F:%s", fk);
		if (seen_add(x, k)) {
			struct fact *f = xmalloc(sizeof(*f));
			memset(f, 0, sizeof(*f));
			f->rel = R_FUNC;
			f->a.kind = T_NODE;
			f->a.key = xstrdup(fk);
			f->a.label = xstrdup(name);
			src_span(&x->sm, fn, &f->a.at);
			src_span(&x->sm, fn, &f->at);
			f->function = xstrdup(name);
			f->op = xstrdup("");
			facts_add(x->out, f);
		}
		free(k);
	}
	free(name);
	free(fk);
}

static void record_function_all(struct xctx *x, CXCursor fn)
{
	record_function(x, fn);
	CXCursor c = clang_getCanonicalCursor(fn);
	if (!clang_equalCursors(c, fn))
		record_function(x, c);
	CXCursor d = clang_getCursorDefinition(fn);
	if (!clang_Cursor_isNull(d) && !clang_equalCursors(d, fn) && !clang_equalCursors(d, c))
		record_function(x, d);
}

/* The node a declaration cursor stands for (recording its declarations), or NULL. */
static char *node_of(struct xctx *x, CXCursor d)
{
	enum CXCursorKind k = clang_getCursorKind(d);
	if (k == CXCursor_FieldDecl) {
		char *key = usr_key(x, d);
		if (!key)
			return NULL;
		CXCursor rec = clang_getCursorSemanticParent(d);
		char *tag = cxstr(clang_getCursorSpelling(rec));
		char *fname = cxstr(clang_getCursorSpelling(d));
		char *scope = xasprintf("struct %s", *tag ? tag : "(anonymous)");
		record_decl(x, d, key, "field", scope, clang_getCursorType(d), api_kernel_field(tag, fname), 0);
		free(scope);
		free(tag);
		free(fname);
		return key;
	}
	if (k == CXCursor_VarDecl) {
		char *key = usr_key(x, d);
		if (!key)
			return NULL;
		CXCursor par = clang_getCursorSemanticParent(d);
		int local = clang_getCursorKind(par) == CXCursor_FunctionDecl;
		char *scope = local ? cxstr(clang_getCursorSpelling(par)) : xstrdup("");
		record_decl(x, d, key, local ? "local" : "global", scope, clang_getCursorType(d), F_NONE, 0);
		if (!local) {
			CXCursor def = clang_getCursorDefinition(d);
			if (!clang_Cursor_isNull(def) && !clang_equalCursors(def, d))
				record_decl(x, def, key, "global", scope, clang_getCursorType(def), F_NONE, 0);
		}
		free(scope);
		return key;
	}
	if (k == CXCursor_ParmDecl) {
		CXCursor fn = clang_getCursorSemanticParent(d);
		if (clang_getCursorKind(fn) != CXCursor_FunctionDecl)
			return NULL;
		int n = clang_Cursor_getNumArguments(fn);
		for (int i = 0; i < n; i++)
			if (clang_equalCursors(clang_Cursor_getArgument(fn, (unsigned)i), d)) {
				record_function_all(x, fn);
				return param_key(x, fn, i);
			}
		return NULL;
	}
	return NULL;
}

static void term_init(struct term *t, enum tkind k)
{
	memset(t, 0, sizeof(*t));
	t->kind = k;
}

static CXCursor last_child(CXCursor c)
{
	CXCursor kid[8];
	unsigned n = cursor_children(c, kid, 8);
	if (n == 0 || n > 8)
		return clang_getNullCursor();
	return kid[n - 1];
}

static int neg_constant(CXCursor c)
{
	CXEvalResult r = clang_Cursor_Evaluate(c);
	if (!r)
		return 0;
	int neg = clang_EvalResult_getKind(r) == CXEval_Int && !clang_EvalResult_isUnsignedInt(r) &&
		  clang_EvalResult_getAsLongLong(r) < 0;
	clang_EvalResult_dispose(r);
	return neg;
}

static void term_of1(struct xctx *x, CXCursor e, struct term *t);

/* What an expression is, as far as ID flow goes; a kernel ID from a macro body (cifs'
 * get_xid() prints current_fsuid()) also says where that body spells it (span.def),
 * so that the site can be rewritten there once. */
static void term_of(struct xctx *x, CXCursor e, struct term *t)
{
	x->tat = e;
	term_of1(x, e, t);
	if (t->kind == T_KEXPR && (!t->at.mech || t->at.macro))
		src_def_of_call(&x->sm, e, t->fam, &t->at);
	/* spelled in the body of a macro of the PATHs: where (a site there is one
	 * for every expansion, when they agree: macros.c) */
	if (t->kind != T_OTHER && (!t->at.mech || t->at.macro) && !t->at.def)
		src_def_in_body(&x->sm, x->tat, &t->at);
}

/* A 64-bit value with all 64 bits set (NO_CHANGE_64, -1L), not a 32-bit one. */
static int wide_all_ones(CXCursor e)
{
	if (clang_Type_getSizeOf(clang_getCursorType(e)) <= 4)
		return 0;
	CXEvalResult r = clang_Cursor_Evaluate(e);
	if (!r)
		return 0;
	int w = 0;
	if (clang_EvalResult_getKind(r) == CXEval_Int)
		w = clang_EvalResult_isUnsignedInt(r) ? clang_EvalResult_getAsUnsigned(r) == ~0ULL
						      : clang_EvalResult_getAsLongLong(r) == -1;
	clang_EvalResult_dispose(r);
	return w;
}

/* The constant has all the bits of its own (converted) type set: -1, (uid_t)-1, ~0U,
 * (u16)0xFFFF for a 16-bit id; not 0xFFFF converted to a 32-bit id (affs compares
 * inode->i_uid with 0xFFFF, an id of its 16-bit disk, not the invalid id). */
static int all_ones(CXCursor e)
{
	long long size = clang_Type_getSizeOf(clang_getCursorType(e));
	CXEvalResult r = clang_Cursor_Evaluate(e);
	if (!r)
		return 1;
	int ok = 1;
	if (clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_isUnsignedInt(r) && size > 0 && size < 8)
		ok = clang_EvalResult_getAsUnsigned(r) == (1ULL << (8 * size)) - 1;
	clang_EvalResult_dispose(r);
	return ok;
}

/* A value reached through the body of a function-like macro (nfsd's
 * "#define nfsd_ruid(rq, uid) ((u32)(uid))" around stat->uid) whose text is
 * the macro's argument, written in the file: the site is that argument (the
 * macro's own casts are out of reach), not the whole call. */
static void anchor_in_macro(struct xctx *x, CXCursor e, struct term *t, int inmacro)
{
	if (!inmacro)
		return;
	struct span s;
	src_span(&x->sm, e, &s);
	if ((!s.mech || s.macro) && t->at.macro) {
		/* the value is spelled in the body (an accessor's ((u32)(i)->i_uid)): a
		 * site at the whole call would wrap the body's cast; the body is where */
		src_def_in_body(&x->sm, e, &s);
		if (s.def) {
			s.mech = s.macro = 0;
			free(s.text);
			s.text = xstrdup("");
			span_free(&t->at);
			t->at = s;
			span_free(&t->cast);
			x->tat = e;
			return;
		}
	}
	if (!s.mech || s.macro || (s.line == t->at.line && s.col == t->at.col && s.end_col == t->at.end_col)) {
		span_free(&s);
		return;
	}
	span_free(&t->at);
	t->at = s;
	span_free(&t->cast);
}

/* A known macro invocation written whole at E: le32_to_cpu(x) is a value from
 * outside, cpu_to_le32(x) already the outside value (x is the sink's),
 * current_fsuid() a kernel ID.  1 when it decided what T is. */
static int term_known_macro(struct xctx *x, CXCursor e, struct term *t)
{
	struct finfo *fi;
	struct mexp *mx = src_macro_at(&x->sm, e, &fi);
	if (!mx || !src_is_whole(&x->sm, e, mx))
		return 0;
	enum bclass bc = api_in_value(mx->name);
	int out = bc == B_NONE && api_has_out(mx->name);
	enum fam kf = bc == B_NONE && !out ? api_kernel_func(mx->name) : F_NONE;
	if (bc == B_NONE && !out && kf == F_NONE)
		return 0;
	if (bc != B_NONE) {
		t->kind = T_IN;
		t->bc = bc;
	} else if (kf != F_NONE) {
		t->kind = T_KEXPR;
		t->fam = kf;
	}
	t->label = xasprintf("%s()", mx->name);
	return 1;
}

/* An integer constant: 0, the invalid id (all bits of its type set), or another. */
static void term_constant(CXCursor e, struct term *t)
{
	t->kind = expr_is_sentinel(e) && all_ones(e) ? T_CONSTM1 : T_CONST;
	t->wide = t->kind == T_CONSTM1 && wide_all_ones(e);
	CXEvalResult r = clang_Cursor_Evaluate(e);
	if (r) {
		if (clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 0)
			t->kind = T_CONST0;
		clang_EvalResult_dispose(r);
	}
	t->label = xstrdup(t->at.text);
}

/* Parentheses and casts stand for what they hold; the outermost cast to a raw
 * integer, when written out, is remembered (E of (T)E).  0 when there is
 * nothing to look into. */
static int peel_cast(struct xctx *x, CXCursor *e, struct term *t, int kernel, int *inmacro)
{
	enum CXCursorKind k = clang_getCursorKind(*e);
	CXType ty = clang_getCursorType(*e);
	CXCursor kid = last_child(*e);
	if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
		return 0;
	if (k == CXCursor_CStyleCastExpr && !t->cast.file && !kernel && type_is_integer(ty)) {
		src_span(&x->sm, kid, &t->cast);
		struct span whole;
		src_span(&x->sm, *e, &whole);
		if (!t->cast.mech || !whole.mech)
			span_free(&t->cast);
		span_free(&whole);
	}
	if (k != CXCursor_UnexposedExpr) {
		struct span here;
		src_span(&x->sm, *e, &here);
		*inmacro |= here.macro || !here.mech;
		span_free(&here);
	}
	*e = kid;
	return 1;
}

/* &x and *p stand for x and p; other unary operators make a new value (0). */
static int peel_unary(CXCursor *e)
{
	CXCursor kid = last_child(*e);
	if (clang_Cursor_isNull(kid))
		return 0;
	CXType kt = clang_getCanonicalType(clang_getCursorType(kid));
	CXType et = clang_getCanonicalType(clang_getCursorType(*e));
	if (et.kind != CXType_Pointer && kt.kind != CXType_Pointer)
		return 0;
	*e = kid;
	return 1;
}

/* a = b = -1: what a gets is what b gets, the innermost value (a and b need not
 * be of one type, as with n_uid = n_gid = -1); the value is where it is
 * written: a site rewrites the innermost value, not the assignments around it.
 * 0 when E is no plain assignment. */
static int peel_assignment(struct xctx *x, CXCursor *e, struct term *t)
{
	CXCursor kid[2];
	char op[8] = "";
	if (cursor_children(*e, kid, 2) != 2 || !binop_opcode(x->sm.tu, *e, kid[0], kid[1], op, sizeof(op)) ||
	    strcmp(op, "="))
		return 0;
	span_free(&t->at);
	src_span(&x->sm, kid[1], &t->at);
	*e = kid[1];
	x->tat = *e;
	return 1;
}

/* A reference to a declaration: an enumerator is a constant, a variable, field
 * or parameter the node of its declaration (a field labelled tag.field). */
static void term_ref(struct xctx *x, CXCursor e, struct term *t, int inmacro)
{
	CXCursor d = clang_getCursorReferenced(e);
	if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl) {
		t->kind = T_CONST;
		t->label = xstrdup(t->at.text);
		return;
	}
	char *key = node_of(x, d);
	if (!key)
		return;
	anchor_in_macro(x, e, t, inmacro);
	t->kind = T_NODE;
	t->key = key;
	t->label = cxstr(clang_getCursorSpelling(d));
	if (clang_getCursorKind(e) == CXCursor_MemberRefExpr) {
		char *tag = cxstr(clang_getCursorSpelling(clang_getCursorSemanticParent(d)));
		char *l = *tag ? xasprintf("%s.%s", tag, t->label) : xstrdup(t->label);
		free(tag);
		free(t->label);
		t->label = l;
	}
}

/* A call: a value from outside (by the interface's name or a decoder function
 * of the filesystem's own), a kernel ID, or the return value of a function with
 * a declaration (its node R:...); else kernel-typed or nothing. */
static void term_call(struct xctx *x, CXCursor e, struct term *t, int kernel, enum fam kfam)
{
	char *name = cxstr(clang_getCursorSpelling(e));
	CXCursor d = clang_getCursorReferenced(e);
	enum bclass bc = api_in_value(name);
	if (bc != B_NONE) {
		t->kind = T_IN;
		t->bc = bc;
	} else if (api_kernel_func(name) != F_NONE) {
		t->kind = T_KEXPR;
		t->fam = api_kernel_func(name);
	} else if (clang_getCursorKind(d) == CXCursor_FunctionDecl && (bc = outside_decoder(x, d)) != B_NONE) {
		t->kind = T_IN;
		t->bc = bc;
	} else if (!api_is_conversion(name) && clang_getCursorKind(d) == CXCursor_FunctionDecl) {
		record_function_all(x, d);
		char *fk = func_key(x, d);
		if (fk) {
			t->kind = T_NODE;
			t->key = xasprintf("R:%s", fk);
			free(fk);
		}
	} else if (kernel) {
		t->kind = T_KEXPR;
		t->fam = kfam;
	}
	t->label = xasprintf("%s()", name);
	free(name);
}

/* One step of term_of1 at *E: 1 when it peeled E to the expression inside
 * (*E changed, look again), 0 when T is decided. */
static int term_step(struct xctx *x, CXCursor *e, struct term *t, int *inmacro)
{
	if (term_known_macro(x, *e, t))
		return 0;
	enum CXCursorKind k = clang_getCursorKind(*e);
	struct idtype it = idtype_of(clang_getCursorType(*e));
	/* Typed as a kernel ID: a node of its own when it is one (an assignment in a
	 * chain, a->i_uid = a->i_gid = 0, is its value: peel_assignment) */
	if (it.kernel && k != CXCursor_DeclRefExpr && k != CXCursor_MemberRefExpr && k != CXCursor_CallExpr &&
	    k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_BinaryOperator) {
		anchor_in_macro(x, *e, t, *inmacro);
		t->kind = T_KEXPR;
		t->fam = fam_of(it.fam);
		t->label = xstrdup(t->at.text);
		return 0;
	}
	if (expr_is_int_constant(*e) && k != CXCursor_DeclRefExpr) {
		term_constant(*e, t);
		return 0;
	}
	switch (k) {
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
		return peel_cast(x, e, t, it.kernel, inmacro);
	case CXCursor_UnaryOperator:
		return peel_unary(e);
	case CXCursor_BinaryOperator:
		if (peel_assignment(x, e, t))
			return 1;
		break;
	case CXCursor_ArraySubscriptExpr: {
		CXCursor kid[2];
		if (cursor_children(*e, kid, 2) != 2)
			return 0;
		*e = kid[0];
		return 1;
	}
	case CXCursor_DeclRefExpr:
	case CXCursor_MemberRefExpr:
		term_ref(x, *e, t, *inmacro);
		return 0;
	case CXCursor_CallExpr:
		term_call(x, *e, t, it.kernel, fam_of(it.fam));
		return 0;
	default:
		break;
	}
	if (it.kernel) {
		t->kind = T_KEXPR;
		t->fam = fam_of(it.fam);
		t->label = xstrdup(t->at.text);
	}
	return 0;
}

static void term_of1(struct xctx *x, CXCursor e, struct term *t)
{
	term_init(t, T_OTHER);
	src_span(&x->sm, e, &t->at);
	t->ptr = clang_getCanonicalType(clang_getCursorType(e)).kind == CXType_Pointer;
	int inmacro = 0; /* peeled a cast or parentheses of a macro's body */
	for (int depth = 0; depth < 32 && term_step(x, &e, t, &inmacro); depth++)
		;
}

static int interesting(const struct term *t)
{
	return t->kind != T_OTHER;
}

/* A term inside a relation written in a macro body is not written out either. */
static void fix_macro_term(const struct fact *f, struct term *t)
{
	if (!f->at.mech && t->at.macro) {
		t->at.mech = 0;
		free(t->at.text);
		t->at.text = xstrdup("");
	}
}

/* A relation whose extent is exactly a macro invocation comes from the macro's body
 * (an operator is never written as a macro call) unless it is an argument or a
 * returned value that is itself a macro call written in the file: then ctx, the call
 * or return statement around it, has a different extent. */
static struct fact *new_fact(struct xctx *x, enum rel rel, CXCursor at, const char *op, CXCursor ctx)
{
	struct fact *f = xmalloc(sizeof(*f));
	memset(f, 0, sizeof(*f));
	f->rel = rel;
	f->op = xstrdup(op ? op : "");
	f->function = xstrdup(x->fname ? x->fname : "");
	f->error_path = x->errpath;
	src_span(&x->sm, at, &f->at);
	if (f->at.macro) {
		int body = 1;
		if (!clang_Cursor_isNull(ctx)) {
			struct span c;
			src_span(&x->sm, ctx, &c);
			body = !strcmp(c.file, f->at.file) && c.line == f->at.line && c.col == f->at.col &&
			       c.end_line == f->at.end_line && c.end_col == f->at.end_col;
			span_free(&c);
		}
		if (body) {
			f->at.mech = 0;
			free(f->at.text);
			f->at.text = xstrdup("");
		}
	}
	if (!f->at.mech)
		src_def_in_body(&x->sm, at, &f->at);
	return f;
}

static void emit2(struct xctx *x, enum rel rel, CXCursor at, const char *op, struct term *a, struct term *b,
		  CXCursor ctx)
{
	if (!interesting(a) && !interesting(b)) {
		term_free(a);
		term_free(b);
		return;
	}
	if (rel == R_CMP || rel == R_ASSIGN) {
		/* Only flows that touch a node or a kernel ID can matter. */
		int useful = a->kind == T_NODE || b->kind == T_NODE || a->kind == T_KEXPR || b->kind == T_KEXPR;
		if (!useful) {
			term_free(a);
			term_free(b);
			return;
		}
	}
	struct fact *f = new_fact(x, rel, at, op, ctx);
	f->a = *a;
	f->b = *b;
	fix_macro_term(f, &f->a);
	fix_macro_term(f, &f->b);
	facts_add(x->out, f);
}

static void emit1(struct xctx *x, enum rel rel, CXCursor at, CXCursor e, enum bclass bc, const char *op,
		  CXCursor ctx)
{
	struct term a, b;
	term_of(x, e, &a);
	if (a.kind != T_NODE && a.kind != T_KEXPR) {
		term_free(&a);
		return;
	}
	term_init(&b, T_OTHER);
	b.at.file = xstrdup("");
	b.at.text = xstrdup("");
	struct fact *f = new_fact(x, rel, at, op, ctx);
	f->bc = bc;
	f->a = a;
	f->b = b;
	fix_macro_term(f, &f->a);
	facts_add(x->out, f);
}

/* Sinks and out-parameters written as macros: cpu_to_le32(x), get_user(x, p). */
struct argfind {
	struct srcmap *sm;
	unsigned as, ae;
	CXCursor hit;
	CXCursor loose; /* the outermost expression starting there and ending in it */
};

/* The expression whose extent is the macro argument's text; when the argument
 * ends in a macro call of its own ((u32) nfsd_ruid(rq, stat->uid)), whose end
 * clang places at the call's start, the outermost expression that starts at
 * the argument and ends inside it (find_arg's caller takes it then). */
static enum CXChildVisitResult find_arg(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct argfind *a = data;
	if (!clang_isExpression(clang_getCursorKind(c)))
		return CXChildVisit_Recurse;
	unsigned o1, o2;
	struct finfo *f1 = src_loc(a->sm, clang_getRangeStart(clang_getCursorExtent(c)), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(a->sm, clang_getRangeEnd(clang_getCursorExtent(c)), NULL, NULL, &o2);
	if (f1 && f1 == f2 && o1 == a->as && o2 == a->ae) {
		a->hit = c;
		return CXChildVisit_Break;
	}
	if (f1 && f1 == f2 && o1 == a->as && o2 > o1 && o2 < a->ae && clang_Cursor_isNull(a->loose))
		a->loose = c;
	return CXChildVisit_Recurse;
}

static void macro_sink(struct xctx *x, CXCursor e)
{
	struct finfo *fi;
	struct mexp *mx = src_macro_at(&x->sm, e, &fi);
	if (!mx || mx->done || (!api_has_out(mx->name) && !api_has_outparam(mx->name)))
		return;
	mx->done = 1;
	for (int k = 0; k < 4; k++) {
		enum bclass out = api_out_arg(mx->name, k), in = api_in_outparam(mx->name, k);
		if (out == B_NONE && in == B_NONE)
			continue;
		struct argfind a = { &x->sm, 0, 0, clang_getNullCursor(), clang_getNullCursor() };
		if (!src_macro_arg(fi, mx, k, &a.as, &a.ae))
			continue;
		clang_visitChildren(e, find_arg, &a);
		if (clang_Cursor_isNull(a.hit))
			a.hit = a.loose;
		if (clang_Cursor_isNull(a.hit))
			continue;
		if (out != B_NONE)
			emit1(x, R_SINK, a.hit, a.hit, out, mx->name, e);
		else
			emit1(x, R_OUTFED, a.hit, a.hit, in, mx->name, e);
	}
}

/* A structure whose fields are outside as a whole (R_USERREC with class bc): the
 * record of type t and, recursively, the structures and unions nested in it as
 * fields (an ioctl's union of argument structures, autofs' args_requester). */
static void record_fact(struct xctx *x, CXCursor at, CXType t, const char *op, enum bclass bc, int depth);

struct nested {
	struct xctx *x;
	CXCursor at;
	const char *op;
	enum bclass bc;
	int depth;
};

static enum CXVisitorResult nested_field(CXCursor fld, CXClientData data)
{
	struct nested *n = data;
	CXType ft = clang_getCanonicalType(clang_getCursorType(fld));
	while (ft.kind == CXType_ConstantArray)
		ft = clang_getCanonicalType(clang_getArrayElementType(ft));
	if (ft.kind == CXType_Record)
		record_fact(n->x, n->at, ft, n->op, n->bc, n->depth + 1);
	return CXVisit_Continue;
}

/* A fact REL about the structure USR (taken) of type T: R_USERREC, R_FMTREC. */
static void struct_fact(struct xctx *x, enum rel rel, CXCursor at, const char *op, char *usr, CXType t,
			enum bclass bc)
{
	struct fact *f = new_fact(x, rel, at, op, clang_getNullCursor());
	f->a.kind = T_NODE;
	f->a.key = usr;
	f->a.label = cxstr(clang_getTypeSpelling(t));
	f->a.at.file = xstrdup("");
	f->a.at.text = xstrdup("");
	f->b.kind = T_OTHER;
	f->b.at.file = xstrdup("");
	f->b.at.text = xstrdup("");
	f->bc = bc;
	facts_add(x->out, f);
}

static void record_fact(struct xctx *x, CXCursor at, CXType t, const char *op, enum bclass bc, int depth)
{
	if (depth > 4)
		return;
	char *usr = cxstr(clang_getCursorUSR(clang_getTypeDeclaration(t)));
	if (!has_prefix(usr, "c:@S@") && !has_prefix(usr, "c:@U@")) {
		free(usr);
		return;
	}
	struct_fact(x, R_USERREC, at, op, usr, t, bc);
	struct nested n = { x, at, op, bc, depth };
	clang_Type_visitFields(t, nested_field, &n);
}

/* The kernel side of copy_to_user()/copy_from_user() is a structure user space sees:
 * its fields are outside (user space). */
static void user_record(struct xctx *x, CXCursor call, CXCursor a, const char *name)
{
	/* See through the conversion to void * and parentheses. */
	for (int i = 0; i < 8; i++) {
		enum CXCursorKind k = clang_getCursorKind(a);
		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr)
			break;
		CXCursor kid = last_child(a);
		if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
			break;
		a = kid;
	}
	CXType t = clang_getCanonicalType(clang_getCursorType(a));
	if (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind == CXType_Record)
		record_fact(x, call, t, name, B_USER, 0);
}

/* (struct S *)data where data is a parameter of the enclosing function of type void *
 * or unsigned long (a mount's data, an ioctl's argument): S is what the calling
 * process handed in, like a structure copied from user space (fact class B_ABI: it
 * only makes a structure of the user-space ABI the caller's).  (struct S *)bh->b_data
 * (a buffer head's data, also through a void * cast): S is a disk format (B_WIRE,
 * likewise only for the ABI: minix_fs.h's inodes). */
static void caller_data(struct xctx *x, CXCursor c)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	if (t.kind != CXType_Pointer)
		return;
	CXType pt = clang_getCanonicalType(clang_getPointeeType(t));
	if (pt.kind != CXType_Record)
		return;
	CXCursor a = c;
	for (int i = 0; i < 8; i++) {
		CXCursor kid = last_child(a);
		if (clang_Cursor_isNull(kid))
			return;
		a = kid;
		enum CXCursorKind k = clang_getCursorKind(a);
		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr)
			break;
	}
	if (clang_getCursorKind(a) == CXCursor_MemberRefExpr) {
		char *m = cxstr(clang_getCursorSpelling(a));
		int disk = !strcmp(m, "b_data");
		free(m);
		if (disk)
			record_fact(x, c, pt, "a buffer head's data", B_WIRE, 0);
		return;
	}
	if (clang_getCursorKind(a) != CXCursor_DeclRefExpr)
		return;
	CXCursor p = clang_getCursorReferenced(a);
	if (clang_getCursorKind(p) != CXCursor_ParmDecl)
		return;
	CXType at = clang_getCanonicalType(clang_getCursorType(p));
	int ok = at.kind == CXType_ULong ||
		 (at.kind == CXType_Pointer && clang_getCanonicalType(clang_getPointeeType(at)).kind == CXType_Void);
	if (ok)
		record_fact(x, c, pt, "the caller's data", B_ABI, 0);
}

/* A fact naming a function (T_OTHER term labelled with its name): CALL from the
 * enclosing function, REG as a member of a structure. */
static void fn_fact(struct xctx *x, enum rel rel, CXCursor at, const char *fname, const char *op)
{
	struct fact *f = new_fact(x, rel, at, op, clang_getNullCursor());
	f->a.kind = T_OTHER;
	f->a.label = xstrdup(fname);
	f->a.at.file = xstrdup("");
	f->a.at.text = xstrdup("");
	f->b.kind = T_OTHER;
	f->b.at.file = xstrdup("");
	f->b.at.text = xstrdup("");
	facts_add(x->out, f);
}

/* ---- Format evidence (issue 34): facts for formats.c ---- */

/* E without implicit conversions, parentheses and casts. */
static CXCursor strip_expr(CXCursor e)
{
	for (int i = 0; i < 8; i++) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr && k != CXCursor_CStyleCastExpr)
			break;
		CXCursor kid = last_child(e);
		if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
			break;
		e = kid;
	}
	return e;
}

/* The value ARG points at (&b->fsuid) is swapped in place by NAME (__swab32s(),
 * le32_to_cpus()): it is kept in a byte order of its own, a format (R_FMT). */
static void fmt_inplace(struct xctx *x, CXCursor at, CXCursor arg, const char *name)
{
	arg = strip_expr(arg);
	if (clang_getCursorKind(arg) != CXCursor_UnaryOperator ||
	    clang_getCanonicalType(clang_getCursorType(arg)).kind != CXType_Pointer)
		return;
	CXCursor v = last_child(arg);
	if (clang_Cursor_isNull(v) || !clang_isExpression(clang_getCursorKind(v)))
		return;
	struct term t;
	term_of(x, v, &t);
	if (t.kind != T_NODE) {
		term_free(&t);
		return;
	}
	char *op = xasprintf("swapped in place by %s()", name);
	struct fact *f = new_fact(x, R_FMT, at, op, clang_getNullCursor());
	free(op);
	f->a = t;
	term_init(&f->b, T_OTHER);
	f->b.at.file = xstrdup("");
	f->b.at.text = xstrdup("");
	facts_add(x->out, f);
}

/* An in-place swab written as a macro (le32_to_cpus(&x) does nothing with its argument
 * on a little-endian build, so there is no call to see): its first argument in E. */
static void fmt_inplace_macro(struct xctx *x, CXCursor e, struct finfo *fi, struct mexp *mx)
{
	struct argfind a = { &x->sm, 0, 0, clang_getNullCursor(), clang_getNullCursor() };
	if (!src_macro_arg(fi, mx, 0, &a.as, &a.ae))
		return;
	clang_visitChildren(e, find_arg, &a);
	if (clang_Cursor_isNull(a.hit))
		return;
	mx->done = 1;
	fmt_inplace(x, a.hit, a.hit, mx->name);
}

/* Structure type T (or what T points at / is an array of) is a format by evidence OP. */
static void fmt_record(struct xctx *x, CXCursor at, CXType t, const char *op)
{
	t = clang_getCanonicalType(t);
	for (int i = 0; i < 4 && (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray); i++)
		t = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
								      : clang_getArrayElementType(t));
	if (t.kind != CXType_Record)
		return;
	char *usr = cxstr(clang_getCursorUSR(clang_getTypeDeclaration(t)));
	if (!has_prefix(usr, "c:@S@") && !has_prefix(usr, "c:@SA@")) {
		free(usr);
		return;
	}
	struct_fact(x, R_FMTREC, at, op, usr, t, B_NONE);
}

/* memcpy(buf, &s, n) / memcpy(&s, buf, n): a structure copied whole to or from a
 * buffer of bytes (a message, a page), not another structure. */
static void fmt_copy(struct xctx *x, CXCursor call, CXCursor dst, CXCursor src, const char *name)
{
	CXType t[2] = { clang_getCanonicalType(clang_getCursorType(strip_expr(dst))),
			clang_getCanonicalType(clang_getCursorType(strip_expr(src))) };
	int rec[2], bytes[2];
	for (int i = 0; i < 2; i++) {
		CXType p = t[i].kind == CXType_Pointer ? clang_getCanonicalType(clang_getPointeeType(t[i]))
						       : t[i].kind == CXType_ConstantArray
							       ? clang_getCanonicalType(clang_getArrayElementType(t[i]))
							       : (CXType){ CXType_Invalid, { 0, 0 } };
		rec[i] = p.kind == CXType_Record;
		bytes[i] = p.kind == CXType_Void || p.kind == CXType_Char_S || p.kind == CXType_Char_U ||
			   p.kind == CXType_SChar || p.kind == CXType_UChar;
	}
	char *op = xasprintf("copied whole %s a buffer by %s()", rec[0] ? "from" : "to", name);
	if (rec[0] && bytes[1])
		fmt_record(x, call, t[0], op);
	else if (rec[1] && bytes[0])
		fmt_record(x, call, t[1], op);
	free(op);
}

/* The structures whose layout an operand of a comparison names: offsetof(struct S, f),
 * sizeof(struct S), sizeof(((struct S *)0)->f), sizeof(*s) — not sizeof(struct S *). */
struct layout {
	struct xctx *x;
	CXType t;
};

static int spelled_star(struct xctx *x, CXCursor c)
{
	struct span s;
	src_span(&x->sm, c, &s);
	int star = !s.mech || (s.text && strchr(s.text, '*'));
	span_free(&s);
	return star;
}

static enum CXChildVisitResult find_layout(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct layout *l = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	/* libclang 14 has no cursor kind of its own for offsetof (an unexposed
	 * expression whose first child is the type) */
	if (k != CXCursor_UnexposedExpr && k != CXCursor_UnaryExpr)
		return CXChildVisit_Recurse;
	CXCursor kid[2];
	unsigned n = cursor_children(c, kid, 2);
	if (n == 0)
		return CXChildVisit_Continue;
	CXCursor a = kid[0];
	if (k == CXCursor_UnexposedExpr && clang_getCursorKind(a) != CXCursor_TypeRef)
		return CXChildVisit_Recurse;
	if (k == CXCursor_UnaryExpr && clang_isExpression(clang_getCursorKind(a))) {
		a = strip_expr(a);
		if (clang_getCursorKind(a) == CXCursor_MemberRefExpr)
			l->t = clang_getCursorType(clang_getCursorSemanticParent(clang_getCursorReferenced(a)));
		else
			l->t = clang_getCursorType(a);
	} else if (clang_getCursorKind(a) == CXCursor_TypeRef && (k != CXCursor_UnaryExpr || !spelled_star(l->x, c))) {
		l->t = clang_getCursorType(a);
	}
	return CXChildVisit_Continue;
}

/* The operator written just before R (L's end may be a macro's expansion point, as
 * with offsetof(...) != 4), read from the file where R is spelled (also in a macro's
 * argument, where libclang 14 gives no tokens of its own): "==", "!=", ... */
static int spelled_op(struct xctx *x, CXCursor l, CXCursor r, char *op, size_t size)
{
	unsigned o1, o2;
	struct finfo *f1 = src_loc(&x->sm, clang_getRangeStart(clang_getCursorExtent(l)), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(&x->sm, clang_getRangeStart(clang_getCursorExtent(r)), NULL, NULL, &o2);
	if (!f1 || f1 != f2 || !f1->buf || o1 >= o2 || o2 > f1->size)
		return 0;
	unsigned e = o2;
	while (e > o1 && strchr(" \t\n(", f1->buf[e - 1]))
		e--;
	unsigned b = e;
	while (b > o1 && e - b + 1 < size && strchr("=!<>", f1->buf[b - 1]))
		b--;
	memcpy(op, f1->buf + b, e - b);
	op[e - b] = 0;
	return e > b;
}

/* L op R with op == or != and both constant, one naming a structure's layout
 * (BUILD_BUG_ON(offsetof(struct S, f) != 8), a CLASSERT-style macro, a negative
 * array size): S's layout is pinned, a format (R_FMTREC). */
static void fmt_layout(struct xctx *x, CXCursor b, CXCursor l, CXCursor r)
{
	char op[8];
	if (!spelled_op(x, l, r, op, sizeof(op)) || (strcmp(op, "==") && strcmp(op, "!=")))
		return;
	if (!expr_is_int_constant(l) || !expr_is_int_constant(r))
		return;
	CXCursor side[2] = { l, r };
	for (int i = 0; i < 2; i++) {
		struct layout lay = { x, { CXType_Invalid, { 0, 0 } } };
		if (find_layout(side[i], b, &lay) == CXChildVisit_Recurse)
			clang_visitChildren(side[i], find_layout, &lay);
		if (lay.t.kind != CXType_Invalid)
			fmt_record(x, b, lay.t, "whose layout is pinned (offsetof/sizeof asserted)");
	}
}

static int cond_values(CXCursor e, CXCursor *out, int max);

static void do_call(struct xctx *x, CXCursor call)
{
	if (x->fname) {
		CXCursor callee = clang_getCursorReferenced(call);
		if (clang_getCursorKind(callee) == CXCursor_FunctionDecl) {
			char *cn = cxstr(clang_getCursorSpelling(callee));
			fn_fact(x, R_CALL, call, cn, "call");
			free(cn);
		}
	}

	int nargs = clang_Cursor_getNumArguments(call);
	if (nargs <= 0)
		return;
	char *name = cxstr(clang_getCursorSpelling(call));
	CXCursor d = clang_getCursorReferenced(call);
	int have = clang_getCursorKind(d) == CXCursor_FunctionDecl;
	CXType ft = have ? clang_getCursorType(d) : clang_getCanonicalType(clang_getCursorType(call));
	int nparams = have ? clang_getNumArgTypes(ft) : -1;
	int variadic = have && nparams >= 0 && clang_isFunctionTypeVariadic(ft);
	if (have)
		record_function_all(x, d);
	if (api_inplace_swab(name)) {
		fmt_inplace(x, call, clang_Cursor_getArgument(call, 0), name);
		free(name);
		return;
	}
	if (nargs >= 2 && api_whole_copy(name))
		fmt_copy(x, call, clang_Cursor_getArgument(call, 0), clang_Cursor_getArgument(call, 1), name);
	int uarg = api_user_copy_arg(name);
	if (uarg >= 0 && uarg < nargs)
		user_record(x, call, clang_Cursor_getArgument(call, (unsigned)uarg), name);
	if (nargs == 2 && api_make_arg(name) == 1)
		emit1(x, R_MAKE, call, clang_Cursor_getArgument(call, 1), B_NONE, name, call);
	for (int i = 0; i < nargs; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		enum bclass bc;
		if ((bc = api_in_outparam(name, i)) != B_NONE) {
			emit1(x, R_OUTFED, a, a, bc, name, call);
		} else if ((bc = api_out_arg(name, i)) != B_NONE) {
			emit1(x, R_SINK, a, a, bc, name, call);
		} else if (api_has_outparam(name) || api_has_out(name) || api_in_value(name) != B_NONE ||
			   api_is_conversion(name) || api_kernel_func(name) != F_NONE) {
			continue;
		} else if (has_prefix(name, "trace_")) {
			/* A tracepoint records the raw value: like printk. */
			emit1(x, R_SINK, a, a, B_PRINT, name, call);
		} else if (variadic && i >= nparams) {
			/* A pointer to an ID given to a variadic reader (p9pdu_readf, sscanf) is
			 * written there: listed, not converted at the call. */
			CXType at = clang_getCanonicalType(clang_getCursorType(a));
			emit1(x, at.kind == CXType_Pointer ? R_VAPTR : R_SINK, a, a, api_variadic(name), name, call);
		} else if (have && (bc = outside_sink(x, d, i)) != B_NONE) {
			emit1(x, R_SINK, a, a, bc, name, call);
		} else if (have && i < nparams) {
			CXCursor vals[8];
			int nv = cond_values(a, vals, 8);
			for (int j = 0; j < nv; j++) {
				char *pk = param_key(x, d, i);
				if (!pk)
					break;
				struct term p, v;
				term_init(&p, T_NODE);
				p.key = pk;
				p.label = xasprintf("parameter %d of %s()", i + 1, name);
				src_span(&x->sm, a, &p.at);
				term_of(x, vals[j], &v);
				char *what = xasprintf("argument %d of %s()", i + 1, name);
				emit2(x, R_ASSIGN, a, what, &p, &v, call);
				free(what);
			}
		}
	}
	free(name);
}

static void use_of(struct xctx *x, CXCursor at, CXCursor e, const char *op)
{
	if (!raw_integer(clang_getCursorType(e)) && !idtype_of(clang_getCursorType(e)).kernel)
		return;
	emit1(x, R_USE, at, e, B_NONE, op, clang_getNullCursor());
}

/* The first token of c is "!" (a logical not; libclang 14 has no opcode API). */
static int is_logical_not(struct xctx *x, CXCursor c)
{
	CXToken *toks = NULL;
	unsigned n = 0;
	clang_tokenize(x->sm.tu, clang_getCursorExtent(c), &toks, &n);
	int r = 0;
	if (n > 0) {
		CXString s = clang_getTokenSpelling(x->sm.tu, toks[0]);
		r = clang_getCString(s) && !strcmp(clang_getCString(s), "!");
		clang_disposeString(s);
	}
	if (toks)
		clang_disposeTokens(x->sm.tu, toks, n);
	return r;
}

/* An integer or ID tested for truth (if (x), x && y, c ? :, !x): an implicit compare
 * with 0, which a kernel ID does not allow (uid_eq(x, GLOBAL_ROOT_UID)). */
static void truth_of(struct xctx *x, CXCursor e, int neg)
{
	for (int i = 0; i < 8; i++) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
			break;
		CXCursor kid = last_child(e);
		if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
			return;
		e = kid;
	}
	enum CXCursorKind k = clang_getCursorKind(e);
	if (k != CXCursor_DeclRefExpr && k != CXCursor_MemberRefExpr && k != CXCursor_CallExpr &&
	    k != CXCursor_ArraySubscriptExpr)
		return;
	CXType t = clang_getCursorType(e);
	if (!raw_integer(t) && !idtype_of(t).kernel)
		return;
	emit1(x, R_TRUTH, e, e, B_NONE, neg ? "!" : "", clang_getNullCursor());
}

/* The values a conditional expression can give (c ? a : b gives a or b, nested ones
 * flattened; parentheses looked through): each is a relation of its own with whatever
 * the conditional is copied into, so a branch that is a value from outside is a
 * boundary at the branch (befs' `use_uid ? opt_uid : (uid_t) fs32_to_cpu(..)`).  Any
 * other expression gives itself.  At most max values; returns how many. */
static int cond_values(CXCursor e, CXCursor *out, int max)
{
	CXCursor v = e;
	for (int i = 0; i < 8 && clang_getCursorKind(v) == CXCursor_ParenExpr; i++) {
		CXCursor kid = last_child(v);
		if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid)))
			break;
		v = kid;
	}
	CXCursor kid[3];
	if (max >= 2 && clang_getCursorKind(v) == CXCursor_ConditionalOperator && cursor_children(v, kid, 3) == 3 &&
	    clang_isExpression(clang_getCursorKind(kid[1])) && clang_isExpression(clang_getCursorKind(kid[2]))) {
		int n = cond_values(kid[1], out, max - 1);
		return n + cond_values(kid[2], out + n, max - n);
	}
	out[0] = e;
	return 1;
}

static void do_binop(struct xctx *x, CXCursor b)
{
	CXCursor kid[2];
	if (cursor_children(b, kid, 2) != 2)
		return;
	if (clang_getCanonicalType(clang_getCursorType(b)).kind == CXType_Int)
		fmt_layout(x, b, kid[0], kid[1]);
	char op[8] = "";
	if (!binop_opcode(x->sm.tu, b, kid[0], kid[1], op, sizeof(op)))
		return;
	if (!strcmp(op, "=") || opcode_is_comparison(op)) {
		if (!raw_integer(clang_getCursorType(kid[0])) && !idtype_of(clang_getCursorType(kid[0])).kernel &&
		    !raw_integer(clang_getCursorType(kid[1])))
			return;
		CXCursor vals[8];
		int nv = !strcmp(op, "=") ? cond_values(kid[1], vals, 8) : (vals[0] = kid[1], 1);
		for (int i = 0; i < nv; i++) {
			struct term l, r;
			term_of(x, kid[0], &l);
			term_of(x, vals[i], &r);
			emit2(x, !strcmp(op, "=") ? R_ASSIGN : R_CMP, b, !strcmp(op, "=") ? "assignment" : op, &l,
			      &r, clang_getNullCursor());
		}
	} else if (opcode_is_arith(op)) {
		use_of(x, b, kid[0], op);
		use_of(x, b, kid[1], op);
	} else if (!strcmp(op, "&&") || !strcmp(op, "||")) {
		truth_of(x, kid[0], 0);
		truth_of(x, kid[1], 0);
	}
}

/* The initialisation of declaration D (named at NAMED, the fact at AT) with E. */
static void init_node(struct xctx *x, CXCursor d, CXCursor named, CXCursor at, CXCursor e)
{
	CXCursor vals[8];
	int nv = cond_values(e, vals, 8);
	for (int i = 0; i < nv; i++) {
		char *key = node_of(x, d);
		if (!key)
			return;
		struct term a, r;
		term_init(&a, T_NODE);
		a.key = key;
		a.label = cxstr(clang_getCursorSpelling(d));
		src_span(&x->sm, named, &a.at);
		term_of(x, vals[i], &r);
		emit2(x, R_ASSIGN, at, "initialisation", &a, &r, clang_getNullCursor());
	}
}

static void do_vardecl(struct xctx *x, CXCursor v)
{
	CXType t = clang_getCursorType(v);
	int depth;
	CXType b = base_type(t, &depth);
	if (!raw_integer(b) && !idtype_of(b).kernel)
		return;
	CXCursor init = last_child(v);
	if (clang_Cursor_isNull(init) || !clang_isExpression(clang_getCursorKind(init)))
		return;
	/* An array bound is an expression child too: an initialiser follows a '='. */
	unsigned o1, o2;
	struct finfo *f1 = src_loc(&x->sm, clang_getCursorLocation(v), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(&x->sm, clang_getRangeStart(clang_getCursorExtent(init)), NULL, NULL, &o2);
	if (f1 && f1 == f2 && f1->buf && o2 > o1 && o2 <= f1->size) {
		int eq = 0;
		for (unsigned p = o1; p < o2; p++)
			if (f1->buf[p] == '=')
				eq = 1;
		if (!eq)
			return;
	} else if (depth > 0) {
		return;
	}
	init_node(x, v, v, v, init);
}

/* A designated initialiser of a struct field (`struct args a = { .uid = v }`)
 * is an assignment to the field, as `a.uid = v` is.  Every item of the list is
 * looked at (a visitor, not a fixed-size array of children). */
static enum CXChildVisitResult initlist_item(CXCursor item, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct xctx *x = data;
	CXCursor kid[2];
	if (clang_getCursorKind(item) != CXCursor_UnexposedExpr || cursor_children(item, kid, 2) != 2 ||
	    clang_getCursorKind(kid[0]) != CXCursor_MemberRef || !clang_isExpression(clang_getCursorKind(kid[1])))
		return CXChildVisit_Continue;
	CXCursor fld = clang_getCursorReferenced(kid[0]);
	if (clang_getCursorKind(fld) != CXCursor_FieldDecl)
		return CXChildVisit_Continue;
	/* `.cache_show = svc_export_show`: which interface a function serves */
	CXCursor v = kid[1];
	for (int i = 0; i < 4 && clang_getCursorKind(v) == CXCursor_UnexposedExpr; i++) {
		CXCursor k = last_child(v);
		if (clang_Cursor_isNull(k))
			break;
		v = k;
	}
	if (clang_getCursorKind(v) == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(v)) == CXCursor_FunctionDecl) {
		char *fn = cxstr(clang_getCursorSpelling(clang_getCursorReferenced(v)));
		char *tag = cxstr(clang_getCursorSpelling(clang_getCursorSemanticParent(fld)));
		char *mem = cxstr(clang_getCursorSpelling(fld));
		char *op = xasprintf("%s.%s", tag, mem);
		fn_fact(x, R_REG, item, fn, op);
		free(fn);
		free(tag);
		free(mem);
		free(op);
		return CXChildVisit_Continue;
	}
	CXType b = clang_getCanonicalType(clang_getCursorType(fld));
	if (raw_integer(b) || idtype_of(clang_getCursorType(fld)).kernel)
		init_node(x, fld, kid[0], item, kid[1]);
	return CXChildVisit_Continue;
}

static void do_initlist(struct xctx *x, CXCursor il)
{
	clang_visitChildren(il, initlist_item, x);
}

static void do_return(struct xctx *x, CXCursor ret)
{
	if (!x->fnkey)
		return;
	CXCursor e = last_child(ret);
	if (clang_Cursor_isNull(e) || !clang_isExpression(clang_getCursorKind(e)))
		return;
	CXCursor vals[8];
	int nv = cond_values(e, vals, 8);
	for (int i = 0; i < nv; i++) {
		struct term a, r;
		term_init(&a, T_NODE);
		a.key = xasprintf("R:%s", x->fnkey);
		a.label = xasprintf("return of %s()", x->fname);
		src_span(&x->sm, e, &a.at);
		term_of(x, vals[i], &r);
		emit2(x, R_ASSIGN, e, "return", &a, &r, ret);
	}
}

/* A goto written in the function to a label that a macro's expansion defines
 * (nfsd's DECODE_TAIL defines out: and xdr_error:): spatch builds no control-flow
 * graph for such a function and no rule can rewrite it, so it is said (graph.c
 * lists the function where the plan has sites in it). */
static enum CXChildVisitResult label_ref(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_LabelRef) {
		*(CXCursor *)data = clang_getCursorReferenced(c);
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

static void goto_macro_label(struct xctx *x, CXCursor c)
{
	if (!x->fname || src_macro_at(&x->sm, c, NULL))
		return;
	CXCursor label = clang_getNullCursor();
	clang_visitChildren(c, label_ref, &label);
	if (clang_Cursor_isNull(label) || clang_getCursorKind(label) != CXCursor_LabelStmt)
		return;
	struct mexp *mx = src_macro_at(&x->sm, label, NULL);
	if (!mx)
		return;
	char *ln = cxstr(clang_getCursorSpelling(label));
	char *op = xasprintf("%s, a label that macro %s defines", ln, mx->name);
	fn_fact(x, R_MLABEL, c, x->fname, op);
	free(op);
	free(ln);
}

static enum CXChildVisitResult body_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct xctx *x = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (clang_isExpression(k)) {
		/* A known interface written as a macro (current_fsuid(), le32_to_cpu(x),
		 * cpu_to_le32(x), get_user(x, p)): what its body does is not the file's flow. */
		struct finfo *mfi;
		struct mexp *mx = src_macro_at(&x->sm, c, &mfi);
		if (mx && !mx->done && api_inplace_swab(mx->name))
			fmt_inplace_macro(x, c, mfi, mx);
		if (mx && (api_in_value(mx->name) || api_kernel_func(mx->name) || api_has_out(mx->name) ||
			   api_has_outparam(mx->name))) {
			if (src_is_whole(&x->sm, c, mx)) {
				macro_sink(x, c);
				return CXChildVisit_Continue;
			}
		}
	}
	switch (k) {
	case CXCursor_BinaryOperator:
		do_binop(x, c);
		break;
	case CXCursor_CompoundAssignOperator: {
		CXCursor kid[2];
		if (cursor_children(c, kid, 2) == 2)
			use_of(x, c, kid[0], "compound assignment");
		break;
	}
	case CXCursor_CallExpr:
		do_call(x, c);
		break;
	case CXCursor_GotoStmt:
		goto_macro_label(x, c);
		break;
	case CXCursor_CStyleCastExpr:
	case CXCursor_UnexposedExpr:
		caller_data(x, c);
		break;
	case CXCursor_VarDecl:
		do_vardecl(x, c);
		break;
	case CXCursor_InitListExpr:
		do_initlist(x, c);
		break;
	case CXCursor_ReturnStmt:
		do_return(x, c);
		break;
	case CXCursor_IfStmt:
	case CXCursor_WhileStmt:
	case CXCursor_ConditionalOperator: {
		CXCursor kid[1];
		if (cursor_children(c, kid, 1) >= 1 && clang_isExpression(clang_getCursorKind(kid[0])))
			truth_of(x, kid[0], 0);
		break;
	}
	case CXCursor_UnaryOperator: {
		CXCursor kid = last_child(c);
		if (!clang_Cursor_isNull(kid) && is_logical_not(x, c))
			truth_of(x, kid, 1);
		break;
	}
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* The function has an error path: it returns a negative constant or assigns one
 * (err = -EIO); a comparison with one (uid == -1, err == -ENOENT) is none. */
static enum CXChildVisitResult errpath_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct xctx *x = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_ReturnStmt || k == CXCursor_BinaryOperator) {
		CXCursor e = last_child(c);
		if (clang_Cursor_isNull(e) || !clang_isExpression(clang_getCursorKind(e)) || !neg_constant(e))
			return CXChildVisit_Recurse;
		if (k == CXCursor_BinaryOperator) {
			CXCursor kid[2];
			char op[8] = "";
			if (cursor_children(c, kid, 2) != 2 || !binop_opcode(x->sm.tu, c, kid[0], kid[1], op, sizeof(op)) ||
			    strcmp(op, "="))
				return CXChildVisit_Recurse;
		}
		x->errpath = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Every expansion in function FN of a macro the PATHs define (R_MEXP): a site in
 * the macro's body stands for all of them only when each has it (graph.c). */
static void macro_expansions(struct xctx *x, CXCursor fn)
{
	CXSourceRange r = clang_getCursorExtent(fn);
	unsigned o1, o2;
	struct finfo *f1 = src_loc(&x->sm, clang_getRangeStart(r), NULL, NULL, &o1);
	struct finfo *f2 = src_loc(&x->sm, clang_getRangeEnd(r), NULL, NULL, &o2);
	if (!f1 || f1 != f2 || !f1->wanted)
		return;
	CXFile file = f1->file;
	for (size_t i = 0;; i++) {
		struct finfo *fi = src_file(&x->sm, file); /* (src_mexp_def may move the files) */
		if (i >= fi->nmx)
			break;
		struct mexp *mx = &fi->mx[i];
		if (mx->off < o1 || mx->end > o2 || (i > 0 && fi->mx[i - 1].off == mx->off))
			continue; /* outside FN, or the same call as the one before (an object-like
				   * macro naming a function-like one); one in another's argument counts */
		char *def = src_mexp_def(&x->sm, mx);
		if (def)
			fn_fact(x, R_MEXP, mx->cur, mx->name, def);
		free(def);
	}
}

static enum CXChildVisitResult top_visitor(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct xctx *x = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	if (k == CXCursor_MacroExpansion || k == CXCursor_MacroDefinition || k == CXCursor_InclusionDirective)
		return CXChildVisit_Continue;
	struct finfo *fi = k == CXCursor_FunctionDecl ? decl_file(x, c)
						       : src_loc(&x->sm, clang_getCursorLocation(c), NULL, NULL, NULL);
	if (!fi || !fi->wanted)
		return CXChildVisit_Continue;
	if (k == CXCursor_FunctionDecl) {
		record_function_all(x, c);
		if (!clang_isCursorDefinition(c))
			return CXChildVisit_Continue;
		x->fn = c;
		x->fname = cxstr(clang_getCursorSpelling(c));
		x->fnkey = func_key(x, c);
		CXType rt = clang_getCanonicalType(clang_getResultType(clang_getCursorType(c)));
		x->errpath = 0;
		if (type_is_integer_kind(rt.kind))
			clang_visitChildren(c, errpath_visitor, x);
		src_scope(&x->sm, c);
		clang_visitChildren(c, body_visitor, x);
		macro_expansions(x, c);
		x->sm.has_scope = 0;
		free(x->fname);
		free(x->fnkey);
		x->fname = x->fnkey = NULL;
		x->errpath = 0;
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_VarDecl)
		do_vardecl(x, c);
	clang_visitChildren(c, body_visitor, x);
	return CXChildVisit_Continue;
}

void infer_extract(CXTranslationUnit tu, const struct infer_in *in, struct facts *out)
{
	struct xctx x;
	memset(&x, 0, sizeof(x));
	x.sm.tu = tu;
	x.sm.tree = in->tree;
	x.sm.roots = in->roots;
	x.sm.nroots = in->nroots;
	x.out = out;
	src_macros(&x.sm);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_visitor, &x);
	inline_memo_free(x.inl);
	for (size_t i = 0; i < x.capseen; i++)
		free(x.seen[i]);
	free(x.seen);
	src_free(&x.sm);
}
