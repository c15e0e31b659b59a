/* ns_scope.c — what the function around a mapping says about its boundary: its
 * tokens (user copies, __user parameters, validity checks), the shape of its
 * parameters (a read/write/show/ioctl handler) and the objects in its scope that
 * carry a user namespace (ns_carry.c), nearest first: parameters, then locals. */
#include "ns_carry.h"

#include <stdlib.h>
#include <string.h>

static _Thread_local struct {
	struct scope s;
	CXTranslationUnit tu;
	unsigned line, col;
	int valid;
} last;

static void toks_get(CXTranslationUnit tu, CXCursor c, struct toks *t)
{
	CXToken *tk = NULL;
	unsigned n = 0;
	clang_tokenize(tu, clang_getCursorExtent(c), &tk, &n);
	t->v = xmalloc((n + 1) * sizeof(*t->v));
	t->line = xmalloc((n + 1) * sizeof(*t->line));
	t->col = xmalloc((n + 1) * sizeof(*t->col));
	for (unsigned i = 0; i < n; i++) {
		CXString s = clang_getTokenSpelling(tu, tk[i]);
		t->v[i] = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");
		clang_disposeString(s);
		clang_getSpellingLocation(clang_getTokenLocation(tu, tk[i]), NULL, &t->line[i], &t->col[i], NULL);
	}
	t->n = n;
	clang_disposeTokens(tu, tk, n);
}

size_t toks_find(const struct toks *t, unsigned line, unsigned col)
{
	for (size_t i = 0; i < t->n; i++)
		if (t->line[i] == line && t->col[i] == col)
			return i;
	return t->n;
}

static char *pointee_name(CXType t, CXType *pointee)
{
	CXType c = clang_getCanonicalType(t);
	if (c.kind != CXType_Pointer)
		return NULL;
	*pointee = clang_getCanonicalType(clang_getPointeeType(c));
	CXString s = clang_getTypeSpelling(*pointee);
	const char *n = clang_getCString(s) ? clang_getCString(s) : "";
	if (!strncmp(n, "const ", 6))
		n += 6;
	char *r = xstrdup(n);
	clang_disposeString(s);
	return r;
}

/* Is NAME given a new object (NAME = kzalloc(...)) whose fields the function
 * never sets (no NAME->field =)?  Its pointers are NULL: it carries nothing (a
 * netlink message built in an skb from alloc_skb() has no socket). */
static int fresh(const struct toks *t, const char *name)
{
	int made = 0;
	for (size_t i = 0; i + 3 < t->n; i++) {
		if (strcmp(t->v[i], name) || (i > 0 && (!strcmp(t->v[i - 1], "->") || !strcmp(t->v[i - 1], "."))))
			continue;
		if (!strcmp(t->v[i + 1], "=") && ns_is_alloc(t->v[i + 2]) && !strcmp(t->v[i + 3], "("))
			made = 1;
		else if (!strcmp(t->v[i + 1], "->") && !strcmp(t->v[i + 3], "="))
			return 0;
	}
	return made;
}

/* An object in scope: note each class it carries (the first object wins). */
static void object(struct scope *s, const char *name, CXType t)
{
	CXType pt;
	char *pn = pointee_name(t, &pt);
	if (!pn)
		return;
	if (fresh(&s->t, name)) {
		free(pn);
		return;
	}
	if (!strcmp(pn, "struct user_namespace")) {
		if (!s->car[NS_PARAM].path && !ns_is_idmapping(name))
			s->car[NS_PARAM].path = xstrdup(name);
	} else {
		const struct carry *c = ns_carry(pt);
		int task = !strcmp(pn, "struct task_struct") && !s->taskvar;
		if (task) {
			s->taskvar = xstrdup(name);
			if (c && c->path[NS_TASK]) {
				free(s->car[NS_TASK].path);
				s->car[NS_TASK].path = NULL;
			}
		}
		for (int k = 0; c && k < NS_NCLS; k++)
			if (c->path[k] && !s->car[k].path) {
				s->car[k].cls = (enum nscls)k;
				s->car[k].path = xasprintf("%s%s", name, c->path[k]);
			}
	}
	free(pn);
}

static enum CXChildVisitResult locals(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_VarDecl) {
		CXString s = clang_getCursorSpelling(c);
		object(data, clang_getCString(s) ? clang_getCString(s) : "", clang_getCursorType(c));
		clang_disposeString(s);
	}
	return CXChildVisit_Recurse;
}

static int has_prefix_of(const char *s, const char *const *pre)
{
	for (; *pre; pre++)
		if (!strncmp(s, *pre, strlen(*pre)))
			return 1;
	return 0;
}

static void params(struct scope *s)
{
	int n = clang_Cursor_getNumArguments(s->fn);
	int file = 0, seq = 0, dentry = 0, loff = 0, uint = 0, ulong = 0, name = 0, value = 0;
	for (int i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(s->fn, (unsigned)i);
		CXString sp = clang_getCursorSpelling(a);
		CXType t = clang_getCursorType(a), pt;
		object(s, clang_getCString(sp) ? clang_getCString(sp) : "", t);
		clang_disposeString(sp);
		char *pn = pointee_name(t, &pt);
		file += pn && !strcmp(pn, "struct file");
		seq += pn && !strcmp(pn, "struct seq_file");
		dentry += pn && !strcmp(pn, "struct dentry");
		loff += pn && clang_getCanonicalType(pt).kind == CXType_LongLong;
		CXType ct = clang_getCanonicalType(t);
		uint += ct.kind == CXType_UInt;
		ulong += ct.kind == CXType_ULong;
		/* an xattr handler: a name, then a value, then its size */
		int ptr = ct.kind == CXType_Pointer;
		CXType cp = ptr ? pt : ct; /* pt: the canonical pointee */
		if (ptr && cp.kind == CXType_Char_S && clang_isConstQualifiedType(cp))
			name = 1;
		else if (ptr && name && cp.kind == CXType_Void)
			value = 1;
		else if (value && ct.kind == CXType_ULong)
			s->xattr = 1;
		free(pn);
	}
	s->seqfile = seq > 0;
	s->showopts = n == 2 && seq && dentry;
	s->rwfile = file && loff && s->usercopy;
	if (n == 3 && file && uint && ulong)
		s->syscall = 1; /* an ioctl handler: (struct file *, unsigned int cmd, unsigned long arg) */
}

/* The namespace argument of each *_has_mapping(NS, id) call, as written. */
static void checked_namespaces(struct scope *s)
{
	for (size_t i = 0; i + 1 < s->t.n; i++) {
		const struct mapfn *f = ns_mapfn(s->t.v[i]);
		if (!f || f->dir != MAP_CHECK || strcmp(s->t.v[i + 1], "("))
			continue;
		struct buf b = { 0 };
		buf_puts(&b, "");
		int depth = 0;
		for (size_t k = i + 2; k < s->t.n; k++) {
			const char *w = s->t.v[k];
			if (depth == 0 && (!strcmp(w, ",") || !strcmp(w, ")")))
				break;
			depth += (!strcmp(w, "(") || !strcmp(w, "[")) - (!strcmp(w, ")") || !strcmp(w, "]"));
			buf_printf(&b, "%s%s", b.len ? " " : "", w);
		}
		sl_pushs(&s->checked, b.s);
		buf_free(&b);
	}
}

static void scope_compute(struct tuctx *ctx, struct scope *s)
{
	static const char *const sys[] = { "__do_sys_", "__se_sys_", "sys_", "SyS_", "compat_sys_",
					   "__do_compat_sys_", NULL };
	s->fn = ctx->fn;
	toks_get(ctx->tu, ctx->fn, &s->t);
	for (size_t i = 0; i < s->t.n; i++) {
		const char *w = s->t.v[i];
		if (ns_is_usercopy(w) || !strcmp(w, "__user"))
			s->usercopy = 1;
		if (!strncmp(w, "SYSCALL_DEFINE", 14) || !strncmp(w, "COMPAT_SYSCALL_DEFINE", 21))
			s->syscall = 1;
		if (ns_is_valid_check(w))
			s->valid = 1;
		if (ns_is_vfs_xattr(w) && i + 1 < s->t.n && !strcmp(s->t.v[i + 1], "("))
			s->xattr = 1;
		if (ns_is_init_reader(w) && i + 1 < s->t.n && !strcmp(s->t.v[i + 1], "("))
			s->initreader = 1;
	}
	if (ctx->fname && has_prefix_of(ctx->fname, sys))
		s->syscall = 1;
	checked_namespaces(s);
	params(s);
	clang_visitChildren(ctx->fn, locals, s);
}

const struct scope *ns_scope(struct tuctx *ctx)
{
	unsigned line = 0, col = 0;
	clang_getSpellingLocation(clang_getCursorLocation(ctx->fn), NULL, &line, &col, NULL);
	if (last.valid && last.tu == ctx->tu && last.line == line && last.col == col &&
	    clang_equalCursors(last.s.fn, ctx->fn))
		return &last.s;
	if (last.valid) {
		ns_toks_free(&last.s.t);
		for (int k = 0; k < NS_NCLS; k++)
			free(last.s.car[k].path);
		free(last.s.taskvar);
		sl_free(&last.s.checked);
	}
	memset(&last, 0, sizeof(last));
	scope_compute(ctx, &last.s);
	last.tu = ctx->tu;
	last.line = line;
	last.col = col;
	last.valid = 1;
	return &last.s;
}
