/* ns_carry.c — which user namespaces an object carries: the fields of its struct,
 * followed through embedded structs and at most two pointers, that point to a
 * struct user_namespace (skb -> sk -> __sk_common.skc_net -> user_ns: the network
 * namespace's owner).  The class comes from the struct holding the field (struct
 * net, super_block, mm_struct; a cred reached through a file is the opener's,
 * through a task the task's; any other struct is "the object's", e.g. a
 * connection).  One answer per struct type and thread, cached. */
#include "ns_carry.h"

#include <stdlib.h>
#include <string.h>

#define MAX_HOPS 2
#define MAX_NODES 3000

struct node {
	CXType t;      /* a record type */
	int hop;
	enum nscls via; /* reached through a file (opener) or a task */
	char *path;
};

struct walk {
	struct node *q;
	size_t n, cap;
	struct strlist seen;
	struct carry *out;
	size_t cur;         /* the node being visited (an index: push() moves q) */
	const char *holder; /* its struct's name */
	const char *prefix; /* embedded struct path inside it */
};

static char *record_name(CXType t)
{
	CXType c = clang_getCanonicalType(t);
	CXString s = clang_getTypeSpelling(c);
	const char *n = clang_getCString(s);
	if (n && !strncmp(n, "const ", 6))
		n += 6;
	if (n && !strncmp(n, "volatile ", 9))
		n += 9;
	char *r = xstrdup(n ? n : "");
	clang_disposeString(s);
	return r;
}

static void found(struct walk *w, const char *holder, const char *field)
{
	enum nscls cls = NS_OBJ;
	if (!strcmp(holder, "struct user_namespace"))
		return; /* ns->parent: not a carrier */
	enum nscls hc = ns_holder_class(holder);
	if (hc != NS_NONE && hc != NS_PARAM)
		cls = hc; /* struct net, super_block, mm_struct: the vocabulary's holders */
	else if (hc == NS_PARAM)
		/* a cred itself in scope is handed in (the caller's, a task's); one held by
		 * another object is that object's credentials (a request's, a server's) */
		cls = w->q[w->cur].via != NS_NONE ? w->q[w->cur].via : w->q[w->cur].hop ? NS_OBJ : NS_PARAM;
	if (w->out->path[cls])
		return;
	w->out->path[cls] = xasprintf("%s%s%s", w->q[w->cur].path, w->prefix, field);
}

static void push(struct walk *w, CXType t, int hop, const char *path, enum nscls via)
{
	if (w->n >= MAX_NODES)
		return;
	ALLOC_GROW(w->q, w->n + 1, w->cap);
	w->q[w->n++] = (struct node){ t, hop, via, xstrdup(path) };
}

/* A task pointed to by another object is a lock's owner, a parent, a waiter: not
 * the object's task; a task's nsproxy holds the namespaces it would give its
 * children.  Neither is what the object carries. */
static int not_followed(const char *name)
{
	return !strcmp(name, "struct task_struct") || !strcmp(name, "struct nsproxy");
}

static enum CXVisitorResult field_visit(CXCursor c, CXClientData data)
{
	struct walk *w = data;
	CXString s = clang_getCursorSpelling(c);
	const char *fname = clang_getCString(s) ? clang_getCString(s) : "";
	CXType ft = clang_getCanonicalType(clang_getCursorType(c));
	const char *holder = w->holder;
	int hop = w->q[w->cur].hop;
	if (ft.kind == CXType_Record && clang_getCursorKind(clang_getTypeDeclaration(ft)) == CXCursor_UnionDecl) {
		/* a union's member is that object only sometimes: not followed */
	} else if (ft.kind == CXType_Record) {
		/* an embedded struct: same object, no hop */
		const char *saved = w->prefix;
		char *p = *fname ? xasprintf("%s%s.", saved, fname) : xstrdup(saved); /* anonymous: no name */
		w->prefix = p;
		clang_Type_visitFields(ft, field_visit, w);
		w->prefix = saved;
		free(p);
	} else if (ft.kind == CXType_Pointer) {
		CXType pt = clang_getCanonicalType(clang_getPointeeType(ft));
		if (pt.kind == CXType_Record) {
			char *pn = record_name(pt);
			if (!strcmp(pn, "struct user_namespace")) {
				/* the object's own namespace is its *user_ns field (user_ns,
				 * s_user_ns); ucounts->ns is accounting, parent a hierarchy */
				size_t fl = strlen(fname);
				if (!ns_is_idmapping(fname) && fl >= 7 && !strcmp(fname + fl - 7, "user_ns"))
					found(w, holder, fname);
			} else if (hop < MAX_HOPS && !sl_contains(&w->seen, pn) && !not_followed(pn) &&
				   !(!strcmp(pn, "struct cred") && !strcmp(holder, "struct sock"))) {
				/* (a socket's cred is its peer's, not the socket's) */
				sl_pushs(&w->seen, pn);
				enum nscls via = !strcmp(pn, "struct file")          ? NS_OPENER
						 : !strcmp(pn, "struct task_struct") ? NS_TASK
										     : w->q[w->cur].via;
				char *path = xasprintf("%s%s%s->", w->q[w->cur].path, w->prefix, fname);
				push(w, pt, hop + 1, path, via);
				free(path);
			}
			free(pn);
		}
	}
	clang_disposeString(s);
	return CXVisit_Continue;
}

static void carry_compute(CXType rec, struct carry *out)
{
	struct walk w = { 0 };
	w.out = out;
	char *n = record_name(rec);
	enum nscls via = !strcmp(n, "struct file") ? NS_OPENER : !strcmp(n, "struct task_struct") ? NS_TASK : NS_NONE;
	sl_pushs(&w.seen, n);
	free(n);
	push(&w, rec, 0, "->", via);
	for (w.cur = 0; w.cur < w.n; w.cur++) {
		char *h = record_name(w.q[w.cur].t);
		w.holder = h;
		w.prefix = "";
		clang_Type_visitFields(w.q[w.cur].t, field_visit, &w);
		free(h);
	}
	for (size_t i = 0; i < w.n; i++)
		free(w.q[i].path);
	free(w.q);
	sl_free(&w.seen);
}

/* The cache: struct name -> what it carries (per thread: libclang types are per unit,
 * but the answer depends only on the struct's definition, the same in a release). */
static _Thread_local struct {
	char **name;
	struct carry *c;
	size_t n, cap, capc;
} cache;

const struct carry *ns_carry(CXType pointee)
{
	CXType rec = clang_getCanonicalType(pointee);
	if (rec.kind != CXType_Record)
		return NULL;
	char *n = record_name(rec);
	for (size_t i = 0; i < cache.n; i++)
		if (!strcmp(cache.name[i], n)) {
			free(n);
			return &cache.c[i];
		}
	ALLOC_GROW(cache.name, cache.n + 1, cache.cap);
	ALLOC_GROW(cache.c, cache.n + 1, cache.capc);
	memset(&cache.c[cache.n], 0, sizeof(cache.c[0]));
	cache.name[cache.n] = n;
	carry_compute(rec, &cache.c[cache.n]);
	return &cache.c[cache.n++];
}
