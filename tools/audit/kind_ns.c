/* kind_ns.c — the namespace audit (--namespaces): every ID mapping (make_kuid,
 * from_kuid[_munged], k*_has_mapping, i_uid_read/write, the idmapping helpers)
 * with the namespace it uses and where its raw number comes from or goes to (the
 * tokens of its statement and argument, the function around it, the objects in
 * scope); the boundary table (ns_rows.c) says which namespace that calls for.
 * Findings: ns-mismatch, ns-ignored, ns-unmunged, ns-unchecked, ns-unclassified;
 * every mapping is also recorded as ns-mapping (--ns-list). */
#include "checks.h"
#include "hooks.h"
#include "idtype.h"
#include "ns.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ns_enabled;
int ns_release;

/* The last `X = from_k*(...)` seen (the assignment is visited before its call):
 * the call's place and whether X is a field of a uapi struct (a message). */
static _Thread_local struct {
	CXTranslationUnit tu;
	unsigned line, col;
	int uapi;
	char member[64]; /* X's member name when X is a field (x->uid), else "" */
} dest;

static char *callee_name(CXCursor call)
{
	CXString s = clang_getCursorSpelling(call);
	char *r = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");
	clang_disposeString(s);
	return r;
}

/* The tokens of C joined by single spaces. */
static char *cursor_text(CXTranslationUnit tu, CXCursor c)
{
	CXToken *tk = NULL;
	unsigned n = 0;
	clang_tokenize(tu, clang_getCursorExtent(c), &tk, &n);
	struct buf b = { 0 };
	buf_puts(&b, "");
	for (unsigned i = 0; i < n; i++) {
		CXString s = clang_getTokenSpelling(tu, tk[i]);
		buf_printf(&b, "%s%s", i ? " " : "", clang_getCString(s) ? clang_getCString(s) : "");
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, tk, n);
	return b.s;
}

int ns_is_word(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The struct x points to in x->user_ns, or NULL. */
static char *member_base(CXCursor arg)
{
	CXCursor e = expr_strip(arg), kid;
	if (clang_getCursorKind(e) != CXCursor_MemberRefExpr || cursor_children(e, &kid, 1) != 1)
		return NULL;
	CXType t = clang_getCanonicalType(clang_getCursorType(kid));
	if (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	CXString s = clang_getTypeSpelling(t);
	const char *n = clang_getCString(s) ? clang_getCString(s) : "";
	char *r = xstrdup(!strncmp(n, "const ", 6) ? n + 6 : n);
	clang_disposeString(s);
	return r;
}

/* The member's name when E is a field (x->uid, x.uid), else NULL. */
static char *member_name(CXCursor e)
{
	/* through parentheses and implicit casts of any type (const kuid_t -> kuid_t) */
	CXCursor kid;
	for (int d = 0; d < 8 && (clang_getCursorKind(e) == CXCursor_ParenExpr ||
				  clang_getCursorKind(e) == CXCursor_UnexposedExpr) &&
			cursor_children(e, &kid, 1) == 1;
	     d++)
		e = kid;
	if (clang_getCursorKind(e) != CXCursor_MemberRefExpr)
		return NULL;
	CXString s = clang_getCursorSpelling(e);
	char *r = clang_getCString(s) && *clang_getCString(s) ? xstrdup(clang_getCString(s)) : NULL;
	clang_disposeString(s);
	return r;
}

/* The evidence in the statement around token I of the function (back to the last
 * ';', '{' or '}', on to the next ';'). */
static void statement_evidence(const struct toks *t, size_t i, struct nsmap *m)
{
	size_t a = i, b = i;
	while (a > 0 && strcmp(t->v[a - 1], ";") && strcmp(t->v[a - 1], "{") && strcmp(t->v[a - 1], "}"))
		a--;
	while (b < t->n && strcmp(t->v[b], ";") && strcmp(t->v[b], "{"))
		b++;
	for (size_t k = a; k < b; k++) {
		const char *w = t->v[k];
		m->swab |= ns_is_swab(w);
		m->log |= ns_is_log(w) && k + 1 < t->n && !strcmp(t->v[k + 1], "("); /* a call, not fs_info-> */
		m->seq |= ns_is_seq(w) && k + 1 < t->n && !strcmp(t->v[k + 1], "(");
		m->netlink |= ns_is_netlink(w);
		m->usercopy |= ns_is_usercopy(w);
		m->caller_id |= ns_is_caller_id(w);
	}
}

static void used_namespace(struct tuctx *ctx, CXCursor call, struct nsmap *m)
{
	if (m->fn->nsarg == -2) {
		m->used = NS_INIT;
		m->usedtext = xstrdup("&init_user_ns");
		return;
	}
	if (m->fn->nsarg < 0) {
		m->used = ns_release && ns_release < 408 ? NS_INIT : NS_SB;
		m->usedtext = xstrdup(m->used == NS_SB ? "i_user_ns(inode)" : "&init_user_ns");
		return;
	}
	if (clang_Cursor_getNumArguments(call) <= m->fn->nsarg) {
		m->used = NS_NONE;
		m->usedtext = xstrdup("?");
		return;
	}
	CXCursor arg = clang_Cursor_getArgument(call, (unsigned)m->fn->nsarg);
	m->usedtext = cursor_text(ctx->tu, arg);
	char *base = member_base(arg);
	m->used = ns_expr_class(m->usedtext, base);
	free(base);
	if (m->used == NS_NONE)
		m->used = NS_PARAM; /* a variable: where it was set, the caller or an earlier line chose */
}

static const char *evidence(const struct nsmap *m, struct buf *b)
{
	static const struct {
		size_t off;
		const char *what;
	} flags[] = {
		{ offsetof(struct nsmap, swab), "byte order converted" },
		{ offsetof(struct nsmap, uapi), "a uapi field" },
		{ offsetof(struct nsmap, netlink), "netlink attribute" },
		{ offsetof(struct nsmap, log), "printk/trace/hash" },
		{ offsetof(struct nsmap, seq), "seq_file output" },
		{ offsetof(struct nsmap, usercopy), "user copy" },
		{ offsetof(struct nsmap, caller_id), "the caller's own ID" },
		{ offsetof(struct nsmap, constant), "a constant ID" },
	};
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (*(const int *)((const char *)m + flags[i].off))
			buf_printf(b, "%s%s", b->len ? ", " : "", flags[i].what);
	const struct scope *s = m->s;
	if (s->syscall)
		buf_printf(b, "%ssyscall/ioctl handler", b->len ? ", " : "");
	if (s->rwfile || s->seqfile)
		buf_printf(b, "%sfile handler", b->len ? ", " : "");
	if (s->xattr)
		buf_printf(b, "%sxattr handler or VFS xattr call", b->len ? ", " : "");
	if (s->initreader)
		buf_printf(b, "%sread in the initial namespaces (netlink to init_net, a usermode helper)",
			   b->len ? ", " : "");
	if (m->valueend != NSV_NONE)
		buf_printf(b, "%sthe value %s", b->len ? ", " : "",
			   m->valueend == NSV_VFS     ? "to or from a VFS xattr call's wrapper"
			   : m->valueend == NSV_STORE ? "to or from an xattr store"
						      : "is a null buffer (the size asked, no ID mapped)");
	for (int k = 0; k < NS_NCLS; k++)
		if (s->car[k].path)
			buf_printf(b, "%sin scope: %s", b->len ? ", " : "", s->car[k].path);
	return b->len ? b->s : "none";
}

/* TEXT without the spaces cursor_text() put between tokens that are not both words. */
static char *compact(const char *text)
{
	char *r = xstrdup(text), *o = r;
	for (const char *p = text; *p; p++) {
		if (*p == ' ' && o > r && p[1] && !(ns_is_word(o[-1]) && ns_is_word(p[1])))
			continue;
		*o++ = *p;
	}
	*o = 0;
	return r;
}

/* Rows where &init_user_ns is what is called for, or accepted for a reason. */
static int init_row(const char *row)
{
	static const char *const rows[] = { "log", "projid", "disk", "disk-sb", "mount-options", "file", "syscall",
					    "xattr", "xattr-store", "initial", NULL };
	for (size_t i = 0; row && rows[i]; i++)
		if (!strcmp(row, rows[i]))
			return 1;
	return 0;
}

static void emit(struct tuctx *ctx, CXCursor call, const struct nsmap *m, const struct verdict *v, const char *member)
{
	struct buf ev = { 0 };
	const char *e = evidence(m, &ev);
	char *used = compact(m->usedtext);
	char *head = m->fn->nsarg == -2 ? xstrdup(m->fn->name) : xasprintf("%s(%s, ...)", m->fn->name, used);
	free(used);
	char *msg;
	if (v->expect != NS_NONE) {
		msg = xasprintf("%s: %s [%s]: uses %s, expects %s; evidence: %s", head, v->boundary, v->row,
				ns_cls_name(m->used), v->expecttext ? v->expecttext : ns_cls_name(v->expect), e);
		report(ctx, v->ignored ? K_NS_IGNORED : K_NS_MISMATCH, call, msg);
		free(msg);
	}
	if (v->unmunged) {
		msg = xasprintf("%s: %s [%s]: an ID going to user space unmunged: use %s_munged(); evidence: %s", head,
				v->boundary, v->row, m->fn->name, e);
		report(ctx, K_NS_UNMUNGED, call, msg);
		free(msg);
	}
	if (v->unchecked) {
		msg = xasprintf("%s: %s [%s]: an ID from user space with no uid_valid()/gid_valid() check in %s(); "
				"evidence: %s", head, v->boundary, v->row, ctx->fname ? ctx->fname : "", e);
		report(ctx, K_NS_UNCHECKED, call, msg);
		free(msg);
	}
	if (v->unclassified) {
		msg = xasprintf("%s: %s; evidence: %s", head, v->why, e);
		report(ctx, K_NS_UNCLASSIFIED, call, msg);
		free(msg);
	} else if (m->fn->munged && m->used == NS_INIT && v->expect == NS_NONE && !init_row(v->row)) {
		msg = xasprintf("%s: munged through &init_user_ns (which maps every ID: nothing is munged): the ID goes "
				"to a reader whose namespace the evidence does not decide; evidence: %s", head, e);
		report(ctx, K_NS_UNCLASSIFIED, call, msg);
		free(msg);
	}
	msg = xasprintf("%s: uses %s; boundary %s; expects %s; evidence: %s", head, ns_cls_name(m->used),
			v->row ? v->row : "none",
			v->row ? (v->expecttext ? v->expecttext : ns_cls_name(v->expect)) : "-", e);
	struct finding *rec = report(ctx, K_NS_MAPPING, call, msg);
	free(msg);
	char *key = rec ? ns_trip_key(m, v, member, head) : NULL;
	if (key) {
		free(rec->detail);
		rec->detail = key;
	}
	free(head);
	buf_free(&ev);
}

/* The tokens of argument N of the call whose name is token AT of T, joined by
 * single spaces; NULL when token AT is not followed by "(" or has no argument N. */
static char *call_arg_text(const struct toks *t, size_t at, int n)
{
	if (at + 1 >= t->n || strcmp(t->v[at + 1], "("))
		return NULL;
	struct buf b = { 0 };
	buf_puts(&b, "");
	int depth = 0, arg = 0;
	for (size_t k = at + 2; k < t->n; k++) {
		const char *w = t->v[k];
		if (depth == 0 && (!strcmp(w, ",") || !strcmp(w, ")"))) {
			if (arg == n)
				return b.s;
			if (!strcmp(w, ")"))
				break;
			arg++;
			continue;
		}
		depth += !strcmp(w, "(") - !strcmp(w, ")");
		if (arg == n)
			buf_printf(&b, "%s%s", b.len ? " " : "", w);
	}
	buf_free(&b);
	return NULL;
}

/* The token of T that spells the call CALL of NAME, given token I where libclang
 * places it: I itself, or, when I is a macro's name (the call is in its
 * arguments), the one call of NAME in the macro's parentheses, or the one at
 * CALL's spelling location when there are several; T->n when none. */
static size_t spelled_call(const struct toks *t, size_t i, const char *name, CXCursor call)
{
	if (i >= t->n || !strcmp(t->v[i], name))
		return i;
	if (i + 1 >= t->n || strcmp(t->v[i + 1], "("))
		return t->n;
	unsigned line = 0, col = 0;
	clang_getSpellingLocation(clang_getCursorLocation(call), NULL, &line, &col, NULL);
	size_t found = t->n, n = 0;
	int depth = 0;
	for (size_t k = i + 1; k + 1 < t->n; k++) {
		depth += !strcmp(t->v[k], "(") - !strcmp(t->v[k], ")");
		if (depth == 0)
			break;
		if (strcmp(t->v[k], name) || strcmp(t->v[k + 1], "("))
			continue;
		if (t->line[k] == line && t->col[k] == col)
			return k;
		found = k;
		n++;
	}
	return n == 1 ? found : t->n;
}

/* The namespace argument as the source spells it (the call's name at token I
 * of T): a mapping in a macro's arguments is expanded with the configuration
 * (current_user_ns() is (&init_user_ns) without CONFIG_USER_NS), the spelling
 * is what the code says in every configuration.  Taken when it names a
 * namespace by itself; else the expansion's text stays. */
static void spelled_namespace(const struct toks *t, size_t i, CXCursor call, struct nsmap *m)
{
	if (m->fn->nsarg < 0 || clang_Cursor_isNull(call))
		return;
	i = spelled_call(t, i, m->fn->name, call);
	char *text = i < t->n ? call_arg_text(t, i, m->fn->nsarg) : NULL;
	enum nscls c = text ? ns_expr_class(text, NULL) : NS_NONE;
	if (c == NS_NONE) {
		free(text);
		return;
	}
	free(m->usedtext);
	m->usedtext = text;
	m->used = c;
}

/* The mapping M's call may be written in the body of MACRO (expanded where M
 * is): the evidence of its statement there, and its namespace argument as
 * written there when the expansion gave no text for it; 0 when MACRO's #define
 * is not found or does not spell the mapping (then M is in its arguments). */
static int macro_evidence(CXTranslationUnit tu, const char *macro, struct nsmap *m)
{
	struct toks t;
	size_t at = 0;
	if (!ns_macro_toks(tu, macro, m->fn->name, &t, &at))
		return 0;
	statement_evidence(&t, at, m);
	char *text = !*m->usedtext && m->fn->nsarg >= 0 ? call_arg_text(&t, at, m->fn->nsarg) : NULL;
	if (text) {
		free(m->usedtext);
		m->usedtext = text;
		m->used = ns_expr_class(m->usedtext, NULL);
		if (m->used == NS_NONE)
			m->used = NS_PARAM;
	}
	ns_toks_free(&t);
	return 1;
}

/* Does the condition of the nearest `if` before token I pass the variable TASK
 * (a task in scope) to a call: `if (task_dumpable(task))`, its else branch too;
 * not `if (unlikely(task->flags & PF_KTHREAD))`, a property of the task. */
static int task_condition(const struct toks *t, size_t i, const char *task)
{
	size_t k = i;
	while (k > 0 && strcmp(t->v[k - 1], "if"))
		k--;
	if (k == 0 || k >= t->n || strcmp(t->v[k], "("))
		return 0;
	int depth = 0;
	for (size_t j = k; j < t->n && j < i; j++) {
		depth += !strcmp(t->v[j], "(") - !strcmp(t->v[j], ")");
		if (depth == 0)
			return 0;
		/* the task itself an argument of a call in the condition (not task->flags) */
		if (depth >= 2 && !strcmp(t->v[j], task) && j + 1 < t->n &&
		    (!strcmp(t->v[j - 1], "(") || !strcmp(t->v[j - 1], ",")) &&
		    (!strcmp(t->v[j + 1], ")") || !strcmp(t->v[j + 1], ",")))
			return 1;
	}
	return 0;
}

/* One mapping at token (LINE, COL) of the function: CALL is the call (a null cursor
 * for GLOBAL_ROOT_UID, whose namespace is &init_user_ns). */
static void mapping(struct tuctx *ctx, CXCursor at, CXCursor call, const struct mapfn *fn, unsigned line, unsigned col)
{
	struct nsmap m = { .fn = fn, .s = ns_scope(ctx) };
	used_namespace(ctx, call, &m);
	size_t i = toks_find(&m.s->t, line, col);
	spelled_namespace(&m.s->t, i, call, &m);
	/* spelled in a macro's body, not at its expansion; else (a macro's argument
	 * too) the statement at the expansion */
	if (i < m.s->t.n &&
	    !(fn->nsarg != -2 && strcmp(m.s->t.v[i], fn->name) && macro_evidence(ctx->tu, m.s->t.v[i], &m)))
		statement_evidence(&m.s->t, i, &m);
	char *member = NULL; /* the field the kernel ID is read from (out) or stored into (in) */
	if (fn->idarg >= 0 && clang_Cursor_getNumArguments(call) > fn->idarg) {
		CXCursor id = clang_Cursor_getArgument(call, (unsigned)fn->idarg);
		m.uapi = expr_from_uapi(id);
		m.constant = expr_is_int_constant(id);
		if (fn->dir == MAP_OUT)
			member = member_name(id);
	}
	int at_dest = dest.tu == ctx->tu && dest.line == line && dest.col == col;
	if (fn->dir == MAP_OUT && at_dest)
		m.uapi |= dest.uapi;
	if (fn->dir == MAP_IN && at_dest && dest.member[0] && fn->nsarg >= 0)
		member = xstrdup(dest.member);
	if (fn->nsarg == -2)
		m.constant = 1;
	if (m.constant && m.s->taskvar && i < m.s->t.n)
		m.taskcond = task_condition(&m.s->t, i, m.s->taskvar);
	m.userns_mount = ns_userns_mount(ctx->tu);
	m.compares_ns = ns_compares_userns(ctx->tu);
	if (fn->value && !clang_Cursor_isNull(call))
		m.valueend = ns_value_end(ctx->tu, ctx->fn, call, fn->nsarg);
	struct verdict v;
	ns_decide(&m, &v);
	emit(ctx, at, &m, &v, member);
	free(member);
	free(m.usedtext);
}

static void check_call(struct tuctx *ctx, CXCursor call)
{
	if (!ns_enabled || clang_Cursor_isNull(ctx->fn))
		return;
	char *name = callee_name(call);
	const struct mapfn *fn = ns_mapfn(name);
	free(name);
	if (!fn)
		return;
	unsigned line = 0, col = 0;
	struct fileinfo *fi = cursor_file(ctx, call, &line, &col);
	if (fi && fi->wanted)
		mapping(ctx, call, call, fn, line, col);
}

/* X = make_k*()/from_k*(): remember whether X is a field of a uapi struct (out) and
 * the field X names, for the call. */
static void assign_dest(struct tuctx *ctx, CXCursor op)
{
	CXCursor kid[2];
	if (cursor_children(op, kid, 2) != 2)
		return;
	CXCursor rhs = expr_strip(kid[1]);
	if (clang_getCursorKind(rhs) != CXCursor_CallExpr)
		return;
	char *name = callee_name(rhs);
	const struct mapfn *fn = ns_mapfn(name);
	free(name);
	char opc[4];
	if (!fn || fn->dir == MAP_CHECK || !binop_opcode(ctx->tu, op, kid[0], kid[1], opc, sizeof(opc)) ||
	    strcmp(opc, "="))
		return;
	dest.tu = ctx->tu;
	cursor_file(ctx, rhs, &dest.line, &dest.col);
	dest.uapi = fn->dir == MAP_OUT && expr_from_uapi(kid[0]);
	char *mb = member_name(kid[0]);
	snprintf(dest.member, sizeof(dest.member), "%s", mb ? mb : "");
	free(mb);
}

/* x = GLOBAL_ROOT_UID: the root of &init_user_ns given to x. */
static void check_assign(struct tuctx *ctx, CXCursor op)
{
	if (!ns_enabled || clang_Cursor_isNull(ctx->fn))
		return;
	unsigned line = 0, col = 0;
	struct fileinfo *fi = cursor_file(ctx, op, &line, &col);
	if (!fi || !fi->wanted)
		return;
	assign_dest(ctx, op);
	char *text = cursor_text(ctx->tu, op); /* cheap: the scope only when it names the root */
	int root = strstr(text, "GLOBAL_ROOT_") != NULL;
	free(text);
	if (!root)
		return;
	const struct scope *s = ns_scope(ctx);
	size_t i = toks_find(&s->t, line, col);
	for (size_t k = i; k + 2 < s->t.n && strcmp(s->t.v[k], ";"); k++) {
		if (strcmp(s->t.v[k], "=") || !ns_mapfn(s->t.v[k + 1]) || ns_mapfn(s->t.v[k + 1])->nsarg != -2 ||
		    strcmp(s->t.v[k + 2], ";"))
			continue;
		mapping(ctx, op, clang_getNullCursor(), ns_mapfn(s->t.v[k + 1]), line, col);
		break;
	}
}

void register_kind_ns(void)
{
	add_hook(HOOK_CALL, check_call);
	add_hook(HOOK_BINOP, check_assign);
}
