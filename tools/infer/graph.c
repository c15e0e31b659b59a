/* graph.c — the flow graph of ID values and the plan.
 *
 * Nodes are declarations (by key); edges are the ASSIGN/CMP facts between terms.
 * Kernel IDs seed the graph (kuid_t... by typedef name, inode->i_uid... by API);
 * a breadth-first walk enters every raw integer node connected to them by plain
 * copies: a carrier.  It does not enter what is outside (wire/disk typed or uapi
 * fields, values written by an option parser or a user copy), what cannot be
 * retyped here (parameters of functions defined outside the PATHs) or what is
 * also used as a number (arithmetic): those are boundaries or listed.  Then every
 * fact touching an ID becomes a site (compare, root, sentinel, boundary-in/out) or
 * a listed entry.  Facts are sorted, so the walk and the plan are deterministic. */
#include "infer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum nstate { N_NONE, N_KERNEL, N_CARRIER, N_BLOCKED };

struct node {
	const char *key;
	size_t d0, nd;     /* declarations in the sorted decl array */
	enum fam kfam;
	int raw;
	enum bclass outside, outfed;
	int retypable;
	const char *label;
	enum nstate st;
	enum fam fam;
	size_t why;        /* fact that made it a carrier */
	int whyside;       /* which term of that fact is the other side */
	const char *block; /* why it was not entered */
	size_t blockfact;
	int conflict;
	size_t *adj;
	size_t nadj, capadj;
	long use;          /* first arithmetic use fact, -1 none */
	int alias;         /* raw field in a union with a kernel ID */
	int gen;           /* return/parameter of a function a macro generates, only */
	const char *fmt;   /* a format by evidence (formats.c): why */
	int sharedinit;    /* a local declared with others and an initialiser: kept raw */
};

struct graph {
	const struct facts *fs;
	struct node *n;
	size_t nn;
	char **funcs; /* keys of functions with a walked body, sorted */
	size_t nfuncs;
	char **restricted; /* structures/interfaces already given a "restrict" entry */
	size_t nrestrict;
	char **daemonfn;   /* functions serving a daemon's channel (and their callees), sorted */
	size_t ndaemonfn;
	struct fmtset fmts; /* formats by evidence (formats.c) */
	struct plan *p;
};

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static struct node *find(struct graph *g, const char *key)
{
	if (!key)
		return NULL;
	size_t lo = 0, hi = g->nn;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(g->n[mid].key, key);
		if (!c)
			return &g->n[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static int has_body(struct graph *g, const char *fnkey)
{
	const char *k = fnkey;
	return bsearch(&k, g->funcs, g->nfuncs, sizeof(*g->funcs), cmp_str) != NULL;
}

/* "P:<fn>#i" / "R:<fn>" -> <fn> (malloc'ed), else NULL. */
static char *owner_fn(const char *key)
{
	if (has_prefix(key, "R:"))
		return xstrdup(key + 2);
	if (has_prefix(key, "P:")) {
		const char *h = strrchr(key, '#');
		return h ? xasprintf("%.*s", (int)(h - key - 2), key + 2) : NULL;
	}
	return NULL;
}

static void adj_add(struct node *n, size_t f)
{
	if (n->nadj && n->adj[n->nadj - 1] == f)
		return;
	if (n->nadj == n->capadj) {
		n->capadj = n->capadj ? n->capadj * 2 : 4;
		n->adj = xrealloc(n->adj, n->capadj * sizeof(*n->adj));
	}
	n->adj[n->nadj++] = f;
}

static int in_daemonfn(const struct graph *g, const char *fn);

static const char *bclass_name(enum bclass bc)
{
	static const char *const n[] = { "-", "user", "wire", "print", "seq", "hash", "text", "abi", "daemon", "kernel" };
	return bc < sizeof(n) / sizeof(n[0]) ? n[bc] : "?";
}

/* a structure copied to or from somewhere (R_USERREC): its key, the fact's class */
struct urec {
	const char *key;
	enum bclass bc;
};

static int urec_cmp(const void *a, const void *b)
{
	const struct urec *x = a, *y = b;
	int c = strcmp(x->key, y->key);
	return c ? c : (x->bc > y->bc) - (x->bc < y->bc);
}

/* the first of the sorted U[0..N) whose key is not below the LEN bytes of KEY */
static size_t urec_first(const struct urec *u, size_t n, const char *key, size_t len)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strncmp(u[mid].key, key, len);
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Functions with bodies, sorted (has_body). */
static void collect_funcs(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++)
		if (fs->f[i].rel == R_FUNC) {
			g->funcs = xrealloc(g->funcs, (g->nfuncs + 1) * sizeof(*g->funcs));
			g->funcs[g->nfuncs++] = fs->f[i].a.key;
		}
	qsort(g->funcs, g->nfuncs, sizeof(*g->funcs), cmp_str);
}

/* Structures copied to or from user space (by the calling process: not in a
 * function that serves a daemon's channel, a character device's read/write),
 * and user-space ABI structures taken as a mount's data or an ioctl's argument
 * (f->bc B_ABI: those only make an ABI structure the caller's) or read from a
 * buffer head (f->bc B_WIRE: an exported disk format); sorted by key. */
static struct urec *collect_userrecs(const struct graph *g, size_t *nurec)
{
	const struct facts *fs = g->fs;
	struct urec *urec = NULL;
	*nurec = 0;
	for (size_t i = 0; i < fs->nf; i++)
		if (fs->f[i].rel == R_USERREC && !in_daemonfn(g, fs->f[i].function)) {
			urec = xrealloc(urec, (*nurec + 1) * sizeof(*urec));
			urec[(*nurec)++] = (struct urec){ fs->f[i].a.key, fs->f[i].bc };
		}
	qsort(urec, *nurec, sizeof(*urec), urec_cmp);
	return urec;
}

/* The class the uses of the structures N is a field of give it (its key up to
 * each "@FI@"): B_USER copied to/from the caller, or its mount data/ioctl
 * argument; B_WIRE an exported disk format read from a buffer head; else B_NONE. */
static enum bclass user_class(const struct node *n, const struct urec *urec, size_t nurec)
{
	enum bclass rb = B_NONE;
	for (const char *fi = strstr(n->key, "@FI@"); fi && nurec && (!n->outside || n->outside == B_ABI);
	     fi = strstr(fi + 1, "@FI@")) {
		size_t len = (size_t)(fi - n->key);
		for (size_t k = urec_first(urec, nurec, n->key, len);
		     k < nurec && !strncmp(urec[k].key, n->key, len) && !urec[k].key[len]; k++) {
			enum bclass fb = urec[k].bc;
			if (fb == B_USER || (fb == B_ABI && n->outside == B_ABI))
				rb = B_USER;
			else if (fb == B_WIRE && n->outside == B_ABI && rb == B_NONE)
				rb = B_WIRE;
		}
	}
	return rb;
}

/* Node N of the declarations I..J-1 (one key): what they say together. */
static void node_of_decls(struct node *n, const struct facts *fs, size_t i, size_t j)
{
	memset(n, 0, sizeof(*n));
	n->key = fs->d[i].key;
	n->d0 = i;
	n->nd = j - i;
	n->use = -1;
	n->raw = 1;
	n->label = fs->d[i].name;
	n->gen = 1;
	for (size_t k = i; k < j; k++) {
		const struct decl *d = &fs->d[k];
		if (!d->gen)
			n->gen = 0;
		if (d->kfam)
			n->kfam = d->kfam;
		if (d->outside)
			n->outside = d->outside;
		if (!d->raw)
			n->raw = 0;
		if (d->alias)
			n->alias = 1;
	}
}

/* The nodes, one per key (the decls are sorted by key), with their class. */
static void build_nodes(struct graph *g, const struct urec *urec, size_t nurec)
{
	const struct facts *fs = g->fs;
	g->n = xmalloc((fs->nd + 1) * sizeof(*g->n));
	for (size_t i = 0; i < fs->nd;) {
		size_t j = i;
		while (j < fs->nd && !strcmp(fs->d[j].key, fs->d[i].key))
			j++;
		struct node *n = &g->n[g->nn++];
		node_of_decls(n, fs, i, j);
		enum bclass rb = user_class(n, urec, nurec);
		if (rb != B_NONE)
			n->outside = rb;
		/* A field of the user-space ABI (include/uapi, header-y) whose structure the
		 * code never copies to or from the calling process (nor takes as a mount's
		 * data or an ioctl's argument): another process reads it, a daemon's message
		 * or an upcall (coda's venus), or a format kept in an exported header. */
		if (n->outside == B_ABI)
			n->outside = B_DAEMON;
		/* A format by evidence (swapped in place, a pinned layout, copied whole, a
		 * mirror of a format): never retyped, converted where it meets an ID. */
		if (n->raw && !n->kfam && !n->outside && !n->alias && (n->fmt = formats_why(&g->fmts, n->key)))
			n->outside = B_WIRE;
		if (n->kfam || n->outside || n->alias)
			n->raw = 0; /* a union alias is never retyped: its uses are listed */
		char *fn = owner_fn(n->key);
		if (fn) {
			n->retypable = has_body(g, fn);
			free(fn);
		} else {
			n->retypable = 1;
		}
		i = j;
	}
}

/* A local that shares its declaration with other declarators (u32 mask = 0,
 * owner = 0;) and goes to a sink cannot be retyped alone (spatch retypes whole
 * declarations): it stays raw, as the sink's value, and the kernel IDs copied
 * into it are converted where they are copied (owner = from_kuid(...)). */
static void keep_shared_sink_locals(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		struct node *n = f->rel == R_SINK && f->a.kind == T_NODE ? find(g, f->a.key) : NULL;
		if (!n || !n->raw || n->outside || n->kfam)
			continue;
		const struct decl *d = &fs->d[n->d0];
		if (n->nd == 1 && d->shared && !strcmp(d->entity, "local")) {
			n->outside = f->bc;
			n->raw = 0;
		}
	}
}

/* A local declared with others and an initialiser (uid_t uid = 0, iuid = 0;) cannot
 * be retyped either: 10-split takes out only declarators without one, and the rules
 * never give a raw declaration a kernel id.  It stays raw, the kernel's own number
 * (B_KERNEL: the ids are converted where they meet it, through &init_user_ns), and
 * is listed with its declaration ("split by hand to retype"). */
static void keep_shared_init_locals(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		struct node *n = f->rel == R_ASSIGN && f->a.kind == T_NODE && !strcmp(f->op, "initialisation")
					 ? find(g, f->a.key)
					 : NULL;
		if (!n || !n->raw || n->outside || n->kfam || n->nd != 1 || !fs->d[n->d0].shared ||
		    strcmp(fs->d[n->d0].entity, "local"))
			continue;
		n->outside = B_KERNEL;
		n->raw = 0;
		n->sharedinit = 1;
	}
}

/* Likewise a local that goes to the wire and is also given a value computed from
 * something that is neither an ID nor a boundary (affs: `uid = inode->i_uid ^ ~0`
 * before cpu_to_be16(uid)): it holds the disk's number, not an ID; retyped, that
 * assignment could not compile.  It stays raw and the ids copied into it are
 * converted where they are copied (uid = from_kuid(&init_user_ns, inode->i_uid)). */
static void keep_disk_locals(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		struct node *n = f->rel == R_SINK && f->a.kind == T_NODE && f->bc == B_WIRE ? find(g, f->a.key) : NULL;
		if (!n || !n->raw || n->outside || n->kfam || n->nd != 1 || strcmp(fs->d[n->d0].entity, "local"))
			continue;
		for (size_t k = 0; k < fs->nf; k++) {
			const struct fact *h = &fs->f[k];
			if (h->rel == R_ASSIGN && h->a.kind == T_NODE && !strcmp(h->a.key, n->key) &&
			    h->b.kind == T_OTHER && h->at.mech) {
				n->outside = f->bc;
				n->raw = 0;
				break;
			}
		}
	}
}

/* Adjacency and per-node marks. */
static void link_facts(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		struct node *a = f->a.kind == T_NODE ? find(g, f->a.key) : NULL;
		struct node *b = f->b.kind == T_NODE ? find(g, f->b.key) : NULL;
		switch (f->rel) {
		case R_ASSIGN:
		case R_CMP:
			if (a)
				adj_add(a, i);
			if (b)
				adj_add(b, i);
			break;
		case R_OUTFED:
			if (a && !a->outfed)
				a->outfed = f->bc;
			break;
		case R_USE:
			/* Arithmetic written in a macro body does not keep the value raw: the
			 * macro call is listed with the site instead. */
			if (a && a->use < 0 && f->at.mech)
				a->use = (long)i;
			break;
		default:
			break;
		}
	}
}

static void build(struct graph *g)
{
	collect_funcs(g);
	size_t nurec;
	struct urec *urec = collect_userrecs(g, &nurec);
	build_nodes(g, urec, nurec);
	free(urec);
	keep_shared_sink_locals(g);
	keep_shared_init_locals(g);
	keep_disk_locals(g);
	link_facts(g);
}

static char *why_of(const struct fact *f, const struct term *other)
{
	const char *lab = other->label && *other->label ? other->label : other->at.text;
	if (f->rel == R_CMP)
		return xasprintf("compared (%s) with %s at %s:%u:%u", f->op, lab, f->at.file, f->at.line, f->at.col);
	if (!strcmp(f->op, "return"))
		return xasprintf("return of %s at %s:%u:%u", lab, f->at.file, f->at.line, f->at.col);
	return xasprintf("%s with %s at %s:%u:%u", f->op, lab, f->at.file, f->at.line, f->at.col);
}

static int is_id_term(struct graph *g, const struct term *t, enum fam *fam)
{
	if (t->kind == T_KEXPR) {
		*fam = t->fam;
		return 1;
	}
	if (t->kind != T_NODE)
		return 0;
	struct node *n = find(g, t->key);
	if (!n)
		return 0;
	if (n->st == N_KERNEL || n->st == N_CARRIER) {
		*fam = n->fam;
		return 1;
	}
	return 0;
}

static int has_ci(const char *s, const char *w)
{
	size_t n = strlen(w);
	for (; s && *s; s++)
		if (!strncasecmp(s, w, n))
			return 1;
	return 0;
}

/* Named for IDs: uid_t/gid_t/projid_t (or a typedef named so), or a name saying uid/gid. */
static int idnamed(struct graph *g, const struct node *n)
{
	for (size_t k = n->d0; k < n->d0 + n->nd; k++) {
		const struct decl *d = &g->fs->d[k];
		if (has_ci(d->name, "uid") || has_ci(d->name, "gid") || has_ci(d->name, "projid") ||
		    has_ci(d->from, "uid") || has_ci(d->from, "gid") || has_ci(d->from, "projid"))
			return 1;
	}
	return 0;
}

/* The family a node's name names (s_gid, dfltuid), F_NONE for a generic one (id, value,
 * option): a named node is entered by its own family only, so a helper shared by uids and
 * gids cannot carry the wrong family to the other callers.  Not the type: the kernel has
 * `uid_t gid` and `uid_t id` holding gids (nfsd4_encode_group/_name). */
static enum fam named_fam(struct graph *g, const struct node *n)
{
	int u = 0, gi = 0, p = 0;
	for (size_t k = n->d0; k < n->d0 + n->nd; k++) {
		const struct decl *d = &g->fs->d[k];
		u |= has_ci(d->name, "uid");
		gi |= has_ci(d->name, "gid");
		p |= has_ci(d->name, "projid");
	}
	if (u + gi + p != 1)
		return F_NONE;
	return u ? F_UID : gi ? F_GID : F_PROJID;
}

static int admits(struct graph *g, const struct node *n, enum fam f)
{
	enum fam h = named_fam(g, n);
	return h == F_NONE || h == f;
}

static struct node *other_node(struct graph *g, const struct fact *f, const struct node *u, int *side)
{
	*side = f->a.kind == T_NODE && !strcmp(f->a.key, u->key) ? 1 : 0;
	const struct term *o = *side ? &f->b : &f->a;
	if (o->kind != T_NODE)
		return NULL;
	struct node *v = find(g, o->key);
	return v == u ? NULL : v;
}

/* Pass 1: what is outside.  Values written by out-parameters (match_int(&args[0],
 * &option)) and values a generic (not ID-named) integer gets straight from a decoder or
 * parser, and every generic integer these are copied to or from: the conversion goes
 * where such a value meets an ID, the outside itself is never retyped. */
/* The return values and parameters of functions a macro generates (accessors such as
 * btrfs' BTRFS_SETGET_FUNCS): nothing written can be retyped there, so a raw one that
 * gets a value from outside (a decoder, another generated accessor's return, a field of
 * a disk format) or goes to one (an encoder, a sink, a disk field, another generated
 * accessor's parameter that does) is that boundary itself: the ids are converted at
 * the call of the accessor, as with any decoder/encoder function (to a fixpoint). */
static void generated_boundaries(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		struct node *a = f->rel == R_SINK && f->a.kind == T_NODE ? find(g, f->a.key) : NULL;
		if (a && a->gen && a->raw && !a->kfam && f->bc != B_NONE) {
			a->outside = f->bc;
			a->raw = 0;
		}
	}
	for (int changed = 1, round = 0; changed && round < 64; round++) {
		changed = 0;
		for (size_t i = 0; i < fs->nf; i++) {
			const struct fact *f = &fs->f[i];
			if (f->rel != R_ASSIGN)
				continue;
			struct node *a = f->a.kind == T_NODE ? find(g, f->a.key) : NULL;
			struct node *b = f->b.kind == T_NODE ? find(g, f->b.key) : NULL;
			enum bclass in = f->b.kind == T_IN ? f->b.bc : b && !b->raw && !b->kfam ? b->outside : b ? b->outfed : B_NONE;
			if (a && a->gen && a->raw && !a->kfam && in != B_NONE && in != B_ABI) {
				a->outside = in; /* the accessor's value comes from there */
				a->raw = 0;
				changed = 1;
			}
			enum bclass out = a && !a->raw && !a->kfam ? a->outside : B_NONE;
			if (b && b->gen && b->raw && !b->kfam && out != B_NONE && out != B_ABI) {
				b->outside = out; /* the accessor's parameter goes there */
				b->raw = 0;
				changed = 1;
			}
		}
	}
}

static void outside_closure(struct graph *g)
{
	const struct facts *fs = g->fs;
	size_t *q = xmalloc((g->nn + 1) * sizeof(*q));
	size_t qh = 0, qt = 0;
	for (size_t i = 0; i < g->nn; i++)
		if (g->n[i].outfed)
			q[qt++] = i;
	for (size_t fi = 0; fi < fs->nf; fi++) {
		const struct fact *f = &fs->f[fi];
		if (f->rel != R_ASSIGN)
			continue;
		for (int side = 0; side < 2; side++) {
			const struct term *t = side ? &f->b : &f->a, *o = side ? &f->a : &f->b;
			if (t->kind != T_NODE || o->kind != T_IN)
				continue;
			struct node *n = find(g, t->key);
			if (n && n->raw && !n->outfed && !idnamed(g, n)) {
				n->outfed = o->bc;
				q[qt++] = (size_t)(n - g->n);
			}
		}
	}
	while (qh < qt) {
		struct node *u = &g->n[q[qh++]];
		for (size_t k = 0; k < u->nadj; k++) {
			const struct fact *f = &fs->f[u->adj[k]];
			int side;
			struct node *v = f->rel == R_ASSIGN ? other_node(g, f, u, &side) : NULL;
			if (!v || v->outfed || !v->raw || idnamed(g, v))
				continue;
			v->outfed = u->outfed;
			q[qt++] = (size_t)(v - g->n);
		}
	}
	free(q);
}

static int enterable(const struct node *v)
{
	return v->st == N_NONE && v->raw && !v->outfed;
}

/* The node that fact F copies a kernel-typed expression that is not a node (a cast, a
 * macro) into or compares it with, when that expression is on SIDE; its family in *FAM. */
static struct node *kexpr_neighbour(struct graph *g, const struct fact *f, int side, enum fam *fam)
{
	if (f->rel != R_ASSIGN && f->rel != R_CMP)
		return NULL;
	const struct term *k = side ? &f->b : &f->a, *o = side ? &f->a : &f->b;
	if (k->kind != T_KEXPR || o->kind != T_NODE)
		return NULL;
	*fam = k->fam;
	return find(g, o->key);
}

/* Pass 3: breadth-first from the kernel IDs over plain copies, making carriers. */
static void bfs(struct graph *g)
{
	const struct facts *fs = g->fs;
	size_t *q = xmalloc((g->nn + 1) * sizeof(*q));
	size_t qh = 0, qt = 0;
	for (size_t i = 0; i < g->nn; i++) {
		struct node *n = &g->n[i];
		if (n->st == N_CARRIER)
			n->st = N_NONE;
		if (n->kfam) {
			n->st = N_KERNEL;
			n->fam = n->kfam;
			q[qt++] = i;
		}
	}
	/* Kernel-typed expressions that are not nodes (casts, macros) seed their neighbours. */
	for (size_t fi = 0; fi < fs->nf; fi++) {
		for (int side = 0; side < 2; side++) {
			enum fam fam;
			struct node *n = kexpr_neighbour(g, &fs->f[fi], side, &fam);
			if (!n || !admits(g, n, fam))
				continue;
			if (!enterable(n) || !n->retypable || n->use >= 0)
				continue;
			n->st = N_CARRIER;
			n->fam = fam;
			n->why = fi;
			n->whyside = side;
			q[qt++] = (size_t)(n - g->n);
		}
	}
	while (qh < qt) {
		struct node *u = &g->n[q[qh++]];
		for (size_t k = 0; k < u->nadj; k++) {
			size_t fi = u->adj[k];
			int side;
			struct node *v = other_node(g, &fs->f[fi], u, &side);
			if (!v)
				continue;
			if (!admits(g, v, u->fam))
				continue;
			if (!enterable(v))
				continue;
			if (!v->retypable || v->use >= 0) {
				v->st = N_BLOCKED;
				v->block = !v->retypable ? "a parameter or return value of a function defined outside the PATHs"
							 : "also used as a number";
				v->blockfact = !v->retypable ? fi : (size_t)v->use;
				v->fam = u->fam;
				continue;
			}
			v->st = N_CARRIER;
			v->fam = u->fam;
			v->why = fi;
			v->whyside = side ? 0 : 1;
			q[qt++] = (size_t)(v - g->n);
		}
	}
	free(q);
}

/* Pass 2: the families that reach each raw node over plain copies, to a fixpoint (a node
 * is visited again whenever it gains a family, at most once per family).  Named nodes
 * take only their own family; what cannot be retyped still passes families on (a value
 * is what it is, whether or not its declaration can change). */
static void masks(struct graph *g, unsigned *mask)
{
	const struct facts *fs = g->fs;
	size_t cap = g->nn * 5 + 16, qh = 0, qt = 0;
	size_t *q = xmalloc(cap * sizeof(*q));
	for (size_t i = 0; i < g->nn; i++)
		if (g->n[i].kfam) {
			mask[i] = 1u << g->n[i].kfam;
			q[qt++] = i;
		}
	for (size_t fi = 0; fi < fs->nf; fi++) {
		for (int side = 0; side < 2; side++) {
			enum fam fam;
			struct node *n = kexpr_neighbour(g, &fs->f[fi], side, &fam);
			if (!n || !n->raw || n->outfed || !admits(g, n, fam) || (mask[n - g->n] & (1u << fam)))
				continue;
			mask[n - g->n] |= 1u << fam;
			if (qt < cap)
				q[qt++] = (size_t)(n - g->n);
		}
	}
	while (qh < qt) {
		struct node *u = &g->n[q[qh++]];
		for (size_t k = 0; k < u->nadj; k++) {
			int side;
			struct node *v = other_node(g, &fs->f[u->adj[k]], u, &side);
			if (!v || v->kfam || !v->raw || v->outfed)
				continue;
			unsigned bits = 0;
			for (int f = F_UID; f <= F_QID; f++)
				if ((mask[u - g->n] & (1u << f)) && admits(g, v, (enum fam)f))
					bits |= 1u << f;
			if ((mask[v - g->n] | bits) == mask[v - g->n])
				continue;
			mask[v - g->n] |= bits;
			if (qt < cap)
				q[qt++] = (size_t)(v - g->n);
		}
	}
	free(q);
}

static void propagate(struct graph *g)
{
	outside_closure(g);
	generated_boundaries(g);
	unsigned *mask = xmalloc((g->nn + 1) * sizeof(*mask));
	memset(mask, 0, (g->nn + 1) * sizeof(*mask));
	masks(g, mask);
	/* A value reached by two families (a generic helper's parameter, an int reused for
	 * uid= and gid=) is not retyped, and nothing is reached through it. */
	const char *dbg = getenv("KIDPUSH_INFER_DEBUG");
	for (size_t i = 0; i < g->nn; i++) {
		struct node *n = &g->n[i];
		if (dbg && strstr(n->key, dbg))
			fprintf(stderr, "node %s: families 0x%x, raw %d, outside %s, outfed %d, retypable %d, use %ld, "
					"named %d, %zu edge(s)\n",
				n->key, mask[i], n->raw, bclass_name(n->outside), n->outfed, n->retypable, n->use,
				named_fam(g, n), n->nadj);
		if (n->st == N_BLOCKED)
			n->st = N_NONE;
		unsigned m = mask[i];
		if (!n->kfam && (m & (m - 1))) {
			n->conflict = 1;
			n->st = N_BLOCKED;
			n->block = "reached by more than one ID family";
			n->blockfact = n->nadj ? n->adj[0] : 0;
		}
	}
	free(mask);
	bfs(g);
}

static struct pitem *push(struct pitem **v, size_t *n, size_t *cap)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 32;
		*v = xrealloc(*v, *cap * sizeof(**v));
	}
	struct pitem *it = &(*v)[(*n)++];
	memset(it, 0, sizeof(*it));
	return it;
}

static void span_copy(struct span *d, const struct span *s)
{
	*d = *s;
	d->file = xstrdup(s->file ? s->file : "");
	d->text = xstrdup(s->text ? s->text : "");
	d->def = NULL;
	d->def_macro = NULL;
}

void plan_listed(struct plan *p, const char *kind, const struct span *at, const char *name, const char *why)
{
	struct pitem *it = push(&p->listed, &p->nlisted, &p->capl);
	it->kind = xstrdup(kind);
	span_copy(&it->at, at);
	it->name = xstrdup(name ? name : "");
	it->why = xstrdup(why);
}

static void listed(struct graph *g, const char *kind, const struct span *at, const char *name, const char *why)
{
	plan_listed(g->p, kind, at, name, why);
}

/* The boundary table (doc/infer.md): the calling process's ids are in its own
 * namespace; everything else (disk, wire, daemons, upcalls, the log, hashes) in the
 * initial one. */
static const char *ns_of(enum bclass bc)
{
	return bc == B_USER ? "current_user_ns()" : "&init_user_ns";
}

/* An id going back as a number someone reads as text or as the caller's: an
 * unmappable one becomes the overflow id (from_kuid_munged). */
static int munged_of(enum bclass bc)
{
	return bc == B_USER || bc == B_SEQ || bc == B_TEXT;
}

static const char *in_words(enum bclass bc)
{
	return bc == B_USER ? "user/option" : bc == B_DAEMON ? "daemon/user-space ABI"
		: bc == B_KERNEL ? "kernel-internal (kept raw)" : "wire/disk";
}

/* The comparison operator at the top level of a compare's text, when there is
 * exactly one (the operator found by tokens can be wrong after an operand that
 * is a macro expansion: current_fsuid() != inode->i_uid). */
static const char *op_of_text(const char *t)
{
	static const char *const ops[] = { "==", "!=", "<=", ">=", "<", ">" };
	const char *found = NULL;
	int depth = 0, n = 0;
	for (const char *p = t ? t : ""; *p; p++) {
		if (*p == '"' || *p == '\'') {
			char q = *p;
			for (p++; *p && *p != q; p++)
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				return NULL;
			continue;
		}
		if (*p == '(' || *p == '[')
			depth++;
		else if (*p == ')' || *p == ']')
			depth--;
		if (depth)
			continue;
		if ((p[0] == '-' && p[1] == '>') || (p[0] == '<' && p[1] == '<') || (p[0] == '>' && p[1] == '>')) {
			p++;
			continue;
		}
		for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
			size_t l = strlen(ops[i]);
			if (!strncmp(p, ops[i], l) && !(l == 1 && p[1] == '=')) {
				found = ops[i];
				n++;
				p += l - 1;
				break;
			}
		}
	}
	return n == 1 ? found : NULL;
}

static void site(struct graph *g, const char *kind, const struct term *t, const struct span *at, enum fam fam,
		 const struct fact *f, const char *why)
{
	if (!at->mech && !at->def) {
		char *w = xasprintf("%s inside a macro expansion: %s", kind, why);
		listed(g, kind, at, t ? t->label : "", w);
		free(w);
		return;
	}
	struct plan *p = g->p;
	struct pitem *it = push(&p->sites, &p->nsites, &p->caps);
	it->kind = xstrdup(kind);
	span_copy(&it->at, at->mech ? at : at->def);
	it->fam = fam;
	it->function = xstrdup(at->mech ? (f->function ? f->function : "") : "");
	it->why = at->mech ? xstrdup(why) : xasprintf("%s, in the body of macro %s (expanded at %s:%u)", why,
						      at->def_macro, at->file, at->line);
	it->name = xstrdup(t && t->label ? t->label : "");
	if (!at->mech && at->def->inbody) { /* one of the macro's expansions: macros.c */
		it->macro = xstrdup(at->def_macro);
		it->mexp = xasprintf("%s:%u:%u", at->file, at->line, at->col);
	}
	if (!strcmp(kind, "compare") || !strcmp(kind, "acl-cmp")) {
		const char *op = op_of_text(it->at.text);
		it->op = xstrdup(op ? op : f->op);
	} else if (!strcmp(kind, "truth")) {
		it->op = xstrdup(f->op);
	}
	(void)g;
}

/* A pointer to IDs meets a pointer to raw values (nfs_map_string_to_numeric(name,
 * len, uid) with kuid_t *uid): no conversion by value; listed. */
static int pointer_boundary(struct graph *g, const struct term *t, enum fam fam, const struct fact *f)
{
	if (!t->ptr)
		return 0;
	char *w = xasprintf("a pointer to %ss (%s) meets a pointer to raw values (%s): convert through a "
			    "local (id = from_k%s(...); f(&id); x = make_k%s(...))",
			    fam_name(fam), t->label ? t->label : t->at.text, f->op, fam_name(fam), fam_name(fam));
	listed(g, "boundary", &t->at, t->label, w);
	free(w);
	return 1;
}

/* A pointer to ids handed as an argument to a generic raw pointer of the kernel
 * (a parameter that carries uids and gids: nfsd_map_name_to_uid()'s id, a
 * decoder's out-parameter): through a local of the raw type, both ways and as ids
 * of the initial namespace (the identity there, so the call sees and leaves the
 * same numbers): tmp = from_kuid(&init_user_ns, X); f(..., &tmp, ...);
 * X = make_kuid(&init_user_ns, tmp).  A planned "boundary-ptr" site (the argument,
 * "from": the raw type); listed when it is not an argument written in the file.
 * The ids that come back enter without a validity check: listed. */
static int pointer_site(struct graph *g, const struct term *i, const struct node *raw, enum fam fam,
			const struct fact *f)
{
	if (!i->ptr || !i->at.mech || !i->at.text || !*i->at.text || strncmp(f->op, "argument ", 9) ||
	    raw->nd == 0 || (fam != F_UID && fam != F_GID))
		return 0;
	const struct decl *d = &g->fs->d[raw->d0];
	if (d->ptr != 1 || !d->from || !*d->from || strchr(i->at.text, '\n'))
		return 0;
	char *why = xasprintf("a pointer to %ss (%s) meets a pointer to raw values (%s): converted through a "
			      "local of type %s", fam_name(fam), i->label ? i->label : i->at.text, f->op, d->from);
	size_t before = g->p->nsites;
	site(g, "boundary-ptr", i, &i->at, fam, f, why);
	free(why);
	if (g->p->nsites == before)
		return 1;
	struct pitem *it = &g->p->sites[g->p->nsites - 1];
	it->ns = xstrdup("&init_user_ns");
	it->from = xstrdup(d->from);
	/* the callee, from "argument N of NAME()": the rule looks at calls of it only */
	const char *of = strstr(f->op, " of "), *par = of ? strstr(of, "()") : NULL;
	if (of && par && par > of + 4)
		it->scope = xstrndup(of + 4, (size_t)(par - of - 4));
	if (f->error_path) {
		why = xasprintf("wire/disk id comes back through a pointer without a validity check: %s() can "
				"fail; add the check (!%s_valid()) by hand where the error is known",
				*f->function ? f->function : "(file scope)", fam_name(fam));
	} else {
		why = xasprintf("wire/disk id comes back through a pointer without a validity check: %s has no "
				"error path; an unmappable id stays INVALID_%s",
				*f->function ? f->function : "(file scope)", fam == F_GID ? "GID" : "UID");
	}
	listed(g, "boundary-in", &i->at, i->label, why);
	free(why);
	return 1;
}

static void boundary_in(struct graph *g, const struct term *t, enum bclass bc, enum fam fam, const struct fact *f,
			const char *idlabel)
{
	if (pointer_boundary(g, t, fam, f))
		return;
	char *why = xasprintf("raw %s value %s enters %s (%s)", in_words(bc),
			      t->label ? t->label : t->at.text, idlabel, f->op);
	size_t before = g->p->nsites;
	site(g, "boundary-in", t, &t->at, fam, f, why);
	if (g->p->nsites > before) {
		struct pitem *it = &g->p->sites[g->p->nsites - 1];
		it->ns = xstrdup(ns_of(bc));
		/* a raw operand of a compare needs no validity check: an unmappable
		 * value is INVALID_UID, equal to no valid id */
		/* a kept raw kernel id maps to itself in the initial namespace: never invalid */
		int check = f->rel != R_CMP && bc != B_KERNEL;
		it->error_path = f->error_path && check;
		it->has_error_path = 1;
		it->nocheck = !check; /* not listed for a missing check */
		if (!f->error_path && check) {
			char *w = xasprintf("%s id enters without a validity check: %s has no error path; an "
					    "unmappable id stays INVALID_%s", in_words(bc),
					    *f->function ? f->function : "(file scope)", fam == F_GID ? "GID" : "UID");
			listed(g, "boundary-in", &t->at, t->label, w);
			free(w);
		}
	}
	free(why);
}

static void boundary_out(struct graph *g, const struct term *t, enum bclass bc, enum fam fam, const struct fact *f,
			 const char *where)
{
	if (pointer_boundary(g, t, fam, f))
		return;
	static const char *const words[] = { "?", "user space", "wire/disk", "a variadic call (printk, encoder)",
					     "seq_file (user space)", "a hash", "a formatted string (sprintf)",
					     "user-space ABI", "a daemon/user-space ABI structure",
					     "a kernel-internal declaration kept raw (identity mapping)" };
	char *why = xasprintf("kernel %s %s leaves to %s (%s)", fam_name(fam), t->label ? t->label : t->at.text,
			      words[bc], where);
	size_t before = g->p->nsites;
	site(g, "boundary-out", t, &t->at, fam, f, why);
	if (g->p->nsites > before) {
		struct pitem *it = &g->p->sites[g->p->nsites - 1];
		it->ns = xstrdup(ns_of(bc));
		it->munged = munged_of(bc);
		it->has_munged = 1;
	}
	free(why);
}

/* n is given kernel IDs of more than one family (by assignment or argument). */
static int two_families_in(struct graph *g, const struct node *n)
{
	unsigned m = 0;
	for (size_t k = 0; k < n->nadj; k++) {
		const struct fact *f = &g->fs->f[n->adj[k]];
		enum fam fam;
		if (f->rel == R_ASSIGN && f->a.kind == T_NODE && !strcmp(f->a.key, n->key) &&
		    is_id_term(g, &f->b, &fam))
			m |= 1u << fam;
	}
	return (m & (m - 1)) != 0;
}

/* An id crosses a field of a user-space ABI structure that is not the calling
 * process's (a daemon's message, an upcall): once per structure, a listed
 * "restrict" entry, so that the cover letter points the reviewer at it. */
static int first_restrict(struct graph *g, const char *what)
{
	for (size_t i = 0; i < g->nrestrict; i++)
		if (!strcmp(g->restricted[i], what))
			return 0;
	g->restricted = xrealloc(g->restricted, (g->nrestrict + 1) * sizeof(*g->restricted));
	g->restricted[g->nrestrict++] = xstrdup(what);
	return 1;
}

static void restrict_once(struct graph *g, const struct fact *f, const struct term *r)
{
	const char *fi = strstr(r->key, "@FI@");
	if (!fi)
		return;
	char *rec = xasprintf("%.*s", (int)(fi - r->key), r->key);
	if (first_restrict(g, rec)) {
		const char *tag = strrchr(rec, '@');
		tag = tag ? tag + 1 : rec;
		char *w = xasprintf("ids go to/come from a daemon or another process through %s (%s, a structure of "
				    "the user-space ABI that this code does not exchange with the calling process: not "
				    "copied to or from user space but at a device's read/write, not a mount's data nor "
				    "an ioctl's argument): mapped in the initial user namespace; restrict the filesystem "
				    "to the initial user namespace by hand (refuse other namespaces where it mounts), or review",
				    tag, r->label ? r->label : r->at.text);
		listed(g, "restrict", &f->at, tag, w);
		free(w);
	}
	free(rec);
}

/* Interfaces whose functions feed a daemon's channel: a sunrpc cache (struct
 * cache_detail: its request, show and parse functions are what mountd/idmapd read
 * and write), a character device's or pipe's read and write (a structure copied
 * there is a message of the process at the other end, coda's venus; an ioctl's
 * argument is the calling process's). */
static int daemon_member(const char *op)
{
	static const char *const fops[] = { "file_operations.read", "file_operations.write",
					    "file_operations.aio_read", "file_operations.aio_write",
					    "file_operations.read_iter", "file_operations.write_iter" };
	for (size_t i = 0; i < sizeof(fops) / sizeof(fops[0]); i++)
		if (!strcmp(op, fops[i]))
			return 1;
	return has_prefix(op, "cache_detail.");
}

static int in_daemonfn(const struct graph *g, const char *fn)
{
	return fn && g->ndaemonfn && bsearch(&fn, g->daemonfn, g->ndaemonfn, sizeof(*g->daemonfn), cmp_str);
}

/* The functions registered in a daemon's interface and everything they call (by
 * name, within the PATHs): a fixpoint over the call facts. */
static void daemon_functions(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++)
		if (fs->f[i].rel == R_REG && daemon_member(fs->f[i].op) && !in_daemonfn(g, fs->f[i].a.label)) {
			g->daemonfn = xrealloc(g->daemonfn, (g->ndaemonfn + 1) * sizeof(*g->daemonfn));
			g->daemonfn[g->ndaemonfn++] = fs->f[i].a.label;
			qsort(g->daemonfn, g->ndaemonfn, sizeof(*g->daemonfn), cmp_str);
		}
	for (int changed = g->ndaemonfn > 0; changed;) {
		changed = 0;
		for (size_t i = 0; i < fs->nf; i++) {
			const struct fact *f = &fs->f[i];
			if (f->rel != R_CALL || !in_daemonfn(g, f->function) || in_daemonfn(g, f->a.label))
				continue;
			g->daemonfn = xrealloc(g->daemonfn, (g->ndaemonfn + 1) * sizeof(*g->daemonfn));
			g->daemonfn[g->ndaemonfn++] = f->a.label;
			qsort(g->daemonfn, g->ndaemonfn, sizeof(*g->daemonfn), cmp_str);
			changed = 1;
		}
	}
}

/* A constant other than 0/-1 written where the rules can wrap it (its own text, not
 * inside a macro body): an id of the initial namespace, make_kuid(&init_user_ns, C). */
static int wrappable_const(const struct term *r)
{
	return r->kind == T_CONST && r->at.mech && r->at.text && *r->at.text;
}

/* A boundary-in site pushed after BEFORE whose value is assigned to a struct inode's
 * i_uid/i_gid (libclang's type, whatever spatch can infer: ip->vfs.i_uid, VFS_I(ip)->i_uid):
 * the site names that inode ("inode": "&ip->vfs"), so that the rules write the kernel's
 * own i_uid_write(INODE, E) (issue 34 item 5). */
static void inode_target(struct graph *g, size_t before, const struct fact *f, const struct term *i)
{
	if (g->p->nsites <= before || f->rel != R_ASSIGN || i != &f->a || i->kind != T_NODE || !i->at.mech ||
	    !i->at.text || (strcmp(i->key, "c:@S@inode@FI@i_uid") && strcmp(i->key, "c:@S@inode@FI@i_gid")))
		return;
	struct pitem *it = &g->p->sites[g->p->nsites - 1];
	if (strcmp(it->kind, "boundary-in"))
		return;
	const char *t = i->at.text, *fld = i->key + strlen("c:@S@inode@FI@");
	size_t n = strlen(t), fl = strlen(fld);
	if (n > fl + 2 && !strcmp(t + n - fl, fld) && t[n - fl - 1] == '>' && t[n - fl - 2] == '-')
		it->inode = xstrndup(t, n - fl - 2);
	else if (n > fl + 1 && !strcmp(t + n - fl, fld) && t[n - fl - 1] == '.')
		it->inode = xasprintf("&%.*s", (int)(n - fl - 1), t);
	if (it->inode && (strchr(it->inode, '\n') || strchr(it->inode, ' '))) {
		free(it->inode);
		it->inode = NULL;
	}
}

/* The site IT of a constant assigned to the id I (a = b = -1, a = b = 0): I is one of
 * its chain's targets (a "split" when they are of both families); a constant also
 * used otherwise (compared, an argument) is no chain's. */
static void chain_target(struct pitem *it, const struct fact *f, const struct term *i, enum fam fam, int r_is_dst)
{
	if (f->rel == R_ASSIGN && !r_is_dst && i->at.mech && i->at.text && *i->at.text && !strchr(i->at.text, '\n') &&
	    !strchr(i->at.text, '\t'))
		it->targets = xasprintf("%s\t%s\n", fam_name(fam), i->at.text);
	else
		it->nottarget = 1;
}

/* 0 or -1 (VALUE, a KIND site: root, sentinel) as the id I's value; a = b = 0
 * for a uid and a gid: split by target. */
static void const_site(struct graph *g, const char *kind, const char *value, const struct fact *f,
		       const struct term *i, const struct term *r, enum fam fam, int r_is_dst, const char *il)
{
	char *why = xasprintf("%s as %s (%s %s)", value, fam_name(fam), f->op, il);
	size_t before = g->p->nsites;
	site(g, kind, r, &r->at, fam, f, why);
	free(why);
	if (g->p->nsites > before)
		chain_target(&g->p->sites[g->p->nsites - 1], f, i, fam, r_is_dst);
}

/* -1 (all bits set) as the id I's value: a sentinel site; a 64-bit one is also
 * listed (from_k*() gives back a 32-bit -1). */
static void raw_sentinel(struct graph *g, const struct fact *f, const struct term *i, const struct term *r,
			 enum fam fam, int r_is_dst, const char *il)
{
	const_site(g, "sentinel", "-1", f, i, r, fam, r_is_dst, il);
	if (r->wide) {
		const char *v = r->at.text && *r->at.text ? r->at.text : "-1";
		char *why = xasprintf("%s is a 64-bit all-ones value: it becomes INVALID_%s, which from_k%s() "
				      "turns into a 32-bit -1; an encoder that sent %s must send it again for "
				      "!%s_valid() (review the wire format)",
				      v, fam == F_GID ? "GID" : "UID", fam_name(fam), v, fam_name(fam));
		listed(g, "sentinel", &r->at, r->label, why);
		free(why);
	}
}

/* Another constant met by an id: an id of the initial namespace when it can be
 * wrapped, else listed. */
static void raw_const(struct graph *g, const struct fact *f, const struct term *r, enum fam fam, int r_is_dst,
		      const char *il)
{
	char *why;
	if (!r_is_dst && (f->rel == R_ASSIGN || f->rel == R_CMP) && wrappable_const(r)) {
		/* a constant id (#define V9FS_DEFUID (-2), nfsd's anonymous (uid_t)-2) is
		 * a number of the initial namespace: make_kuid(&init_user_ns, V9FS_DEFUID),
		 * always valid; compared, uid_eq(x, make_kuid(&init_user_ns, (uid_t)-2)) */
		why = xasprintf("constant %s as %s (%s %s): an id of the initial user namespace",
				r->at.text, fam_name(fam), f->op, il);
		size_t before = g->p->nsites;
		site(g, "boundary-in", r, &r->at, fam, f, why);
		free(why);
		if (g->p->nsites > before) {
			struct pitem *it = &g->p->sites[g->p->nsites - 1];
			it->ns = xstrdup("&init_user_ns");
			it->has_error_path = 1;
			it->nocheck = 1;
		}
		return;
	}
	why = xasprintf("constant %s used as %s (%s %s): no mechanical equivalent",
			r->at.text && *r->at.text ? r->at.text : r->label, fam_name(fam), f->op, il);
	listed(g, "constant", &r->at, r->label, why);
	free(why);
}

/* A raw node N fed from outside met by the id I. */
static void raw_outfed(struct graph *g, const struct fact *f, const struct term *i, const struct term *r,
		       struct node *n, enum fam fam, int r_is_dst, const char *il)
{
	if (r_is_dst && two_families_in(g, n)) {
		/* a generic number fed from outside and given uids and gids
		 * (gfs2 qdsb_get()'s id): converted where the ids go in */
		if (!pointer_site(g, i, n, fam, f))
			boundary_out(g, i, B_WIRE, fam, f, r->label);
	} else if (r_is_dst) {
		char *why = xasprintf("%s holds raw values from outside (an option parser, a decoder, a user "
				      "copy, or a generic integer copied from one) and also gets kernel %s %s "
				      "(%s): both a carrier and a boundary",
				      r->label, fam_name(fam), il, f->op);
		listed(g, "boundary-in", &f->at, r->label, why);
		free(why);
	} else {
		boundary_in(g, r, n->outfed, fam, f, il);
	}
}

/* A raw node R met by the id I: 1 when that made a site or listing (or the
 * node's own listing covers it), 0 when it is an unknown value to list. */
static int raw_node(struct graph *g, const struct fact *f, const struct term *i, const struct term *r,
		    enum fam fam, int r_is_dst, const char *il)
{
	struct node *n = find(g, r->key);
	if (!n)
		return 0;
	if (n->outside == B_DAEMON)
		restrict_once(g, f, r);
	if (n->outside) {
		size_t before = g->p->nsites;
		if (r_is_dst)
			boundary_out(g, i, n->outside, fam, f, r->label);
		else
			boundary_in(g, r, n->outside, fam, f, il);
		inode_target(g, before, f, i);
		return 1;
	}
	if (n->outfed) {
		raw_outfed(g, f, i, r, n, fam, r_is_dst, il);
		return 1;
	}
	if (n->conflict) {
		/* a generic number for uids and gids (an id mapper's "id"): the ids
		 * are converted where they meet it, as ids of the initial namespace */
		if (r_is_dst && pointer_site(g, i, n, fam, f))
			return 1;
		if (r_is_dst)
			boundary_out(g, i, B_WIRE, fam, f, r->label);
		else
			boundary_in(g, r, B_WIRE, fam, f, il);
		return 1;
	}
	return n->st == N_BLOCKED; /* listed once with its node */
}

/* The raw side r of a relation with ID side i (family fam). */
static void raw_side(struct graph *g, const struct fact *f, const struct term *i, const struct term *r,
		     enum fam fam, int r_is_dst)
{
	const char *il = i->label ? i->label : i->at.text;
	switch (r->kind) {
	case T_IN:
		if (!r_is_dst) {
			size_t before = g->p->nsites;
			boundary_in(g, r, r->bc, fam, f, il);
			inode_target(g, before, f, i);
		}
		return;
	case T_CONST0:
		const_site(g, "root", "0", f, i, r, fam, r_is_dst, il);
		return;
	case T_CONSTM1:
		raw_sentinel(g, f, i, r, fam, r_is_dst, il);
		return;
	case T_CONST:
		raw_const(g, f, r, fam, r_is_dst, il);
		return;
	case T_NODE:
		if (raw_node(g, f, i, r, fam, r_is_dst, il))
			return;
		break;
	default:
		break;
	}
	if (r->kind == T_OTHER && r_is_dst && (f->rel == R_ASSIGN))
		return; /* written into something that is not a value we follow */
	char *why = xasprintf("%s %s with %s, which is neither an ID nor a known boundary", il,
			      f->rel == R_CMP ? "compared" : f->op, r->label ? r->label : r->at.text);
	listed(g, f->rel == R_CMP ? "compare" : "mix", &f->at, r->label, why);
	free(why);
}

/* The value stored into e_id is read once and has no side effect (it moves into the
 * branches of an if on e_tag, where it is evaluated at most once). */
static int acl_pure(const char *v)
{
	int calls = 0;
	for (const char *c = v ? v : ""; *c; c++)
		calls += *c == '(';
	return v && *v && !strstr(v, "++") && !strstr(v, "--") && !strchr(v, '=') && calls <= 1;
}

/* posix_acl_entry.e_id between a disk/wire number (or a generic raw number of the
 * kernel, as converted where ids meet it) and the entry (cocci/kuid/09-acl):
 * stored from outside -> e_uid/e_gid by e_tag with make_kuid/make_kgid ("acl-in"),
 * read out to disk/wire -> from_kuid/from_kgid by e_tag ("acl-out"), set to
 * ACL_UNDEFINED_ID -> dropped ("acl-undef").  The site is the member expression. */
/* T is e_id, the field of the anonymous union in struct posix_acl_entry (USR
 * c:@S@posix_acl_entry@...), written out */
static int acl_entry_id(const struct term *t)
{
	return t->key && strstr(t->key, "@S@posix_acl_entry@") && !strcmp(t->label ? t->label : "", "e_id") &&
	       t->at.mech;
}

static int acl_site(struct graph *g, const struct fact *f, int side, const struct term *t)
{
	const char *kind = NULL;
	const struct term *o = side ? &f->a : &f->b;
	if (!acl_entry_id(t))
		return 0;
	/* two entries' ids compared (sorting an ACL): the typed members by the
	 * first entry's e_tag, uid_gt()/gid_gt() and the like -- the same bits of
	 * the same union compared as before, whatever the tags (09-acl) */
	if (f->rel == R_CMP && side == 0 && o->kind == T_NODE && acl_entry_id(o)) {
		char *w = xasprintf("%s %s %s: two ACL entries' ids, by e_tag", t->at.text, f->op, o->at.text);
		site(g, "acl-cmp", t, &f->at, F_UID, f, w);
		free(w);
		return 1;
	}
	struct node *on = o->kind == T_NODE ? find(g, o->key) : NULL;
	/* a raw number of the kernel that is no carrier: a generic one of both
	 * families (nfsd's nfs4_ace.who) or a declaration kept raw; its ids are
	 * converted where they meet the entry, in the initial namespace */
	int generic = on && (on->conflict || on->outside == B_KERNEL);
	if (f->rel == R_ASSIGN && side == 0) {
		if ((o->kind == T_CONST || o->kind == T_CONSTM1) && o->at.text && !strcmp(o->at.text, "ACL_UNDEFINED_ID"))
			kind = "acl-undef";
		else if (((o->kind == T_IN && o->bc == B_WIRE) || (on && on->outside == B_WIRE) || generic) &&
			 acl_pure(o->at.text))
			kind = "acl-in";
	} else if (f->rel == R_ASSIGN && side == 1) {
		/* L = A.e_id with L such a number (or a disk/wire field) */
		if ((generic || (on && on->outside == B_WIRE)) && acl_pure(o->at.text))
			kind = "acl-out";
	} else if (f->rel == R_SINK && f->bc == B_WIRE) {
		kind = "acl-out";
	}
	if (!kind)
		return 0;
	struct plan *p = g->p;
	struct pitem *it = push(&p->sites, &p->nsites, &p->caps);
	it->kind = xstrdup(kind);
	span_copy(&it->at, &t->at);
	it->fam = F_UID;
	it->ns = xstrdup("&init_user_ns");
	it->function = xstrdup(f->function ? f->function : "");
	it->name = xstrdup(t->at.text);
	const char *what = generic ? "a raw number of both families" : "disk/wire";
	it->why = xasprintf(!strcmp(kind, "acl-in") ? "%s is set from %s (%s): e_uid/e_gid by e_tag "
						    "(make_kuid/make_kgid), where e_tag is set before"
			    : !strcmp(kind, "acl-out") ? "%s goes to %s (%s): from_kuid/from_kgid of "
							 "e_uid/e_gid by e_tag"
						       : "%s is set to %s%.0s: an entry without an id has none to keep",
			    t->at.text, !strcmp(kind, "acl-undef") ? o->at.text : what,
			    f->rel == R_SINK ? f->op : o->at.text);
	return 1;
}

/* posix_acl_entry.e_id and the like: the raw view of a union whose other members are
 * kernel IDs; every use must pick the typed member (by e_tag) and convert. */
static int alias_use(struct graph *g, const struct fact *f)
{
	for (int side = 0; side < 2; side++) {
		const struct term *t = side ? &f->b : &f->a;
		struct node *n = t->kind == T_NODE ? find(g, t->key) : NULL;
		if (!n || !n->alias || f->rel == R_FUNC || f->rel == R_USERREC || f->rel == R_FMT || f->rel == R_FMTREC)
			continue;
		if (acl_site(g, f, side, t))
			return 1;
		char *w = xasprintf("%s is the raw member of a union with kernel IDs: use the typed member "
				    "(e.g. e_uid/e_gid by e_tag) with make_kuid()/from_kuid() here (%s)",
				    t->label, f->op);
		listed(g, "alias", &f->at, t->label, w);
		free(w);
		return 1;
	}
	return 0;
}

/* (T)E with T a raw integer around an ID that goes on as an ID: the cast goes. */
static void cast_site(struct graph *g, const struct fact *f, const struct term *t, enum fam fam)
{
	if (!t->cast.file || fam == F_NONE)
		return;
	char *w = xasprintf("%s is cast to a raw integer where a kernel %s goes on (%s): the cast goes",
			    t->label ? t->label : t->cast.text, fam_name(fam), f->op);
	site(g, "cast", t, &t->cast, fam, f, w);
	free(w);
}

/* An assignment or initialisation: two IDs (a cast, or two families listed), or
 * an ID and a raw side. */
static void site_assign(struct graph *g, const struct fact *f)
{
	enum fam fa = F_NONE, fb = F_NONE;
	int ia = is_id_term(g, &f->a, &fa);
	int ib = is_id_term(g, &f->b, &fb);
	if (ia && ib) {
		if (fa != fb && fa && fb) {
			char *w = xasprintf("%s %s into %s: different ID families", fam_name(fb), f->b.label,
					    fam_name(fa));
			listed(g, "mix", &f->at, f->a.label, w);
			free(w);
		} else {
			cast_site(g, f, &f->b, fa ? fa : fb);
		}
	} else if (ia) {
		raw_side(g, f, &f->a, &f->b, fa, 0);
	} else if (ib) {
		raw_side(g, f, &f->b, &f->a, fb, 1);
	}
}

/* A comparison: of two IDs, or of an ID with a raw side that can be wrapped (a
 * constant, a value from outside, a boundary node). */
static void site_compare(struct graph *g, const struct fact *f)
{
	enum fam fa = F_NONE, fb = F_NONE;
	int ia = is_id_term(g, &f->a, &fa);
	int ib = is_id_term(g, &f->b, &fb);
	if (ia && ib) {
		char *w = xasprintf("%s %s %s: both %s", f->a.label, f->op, f->b.label, fam_name(fa));
		site(g, "compare", &f->a, &f->at, fa, f, w);
		free(w);
		cast_site(g, f, &f->a, fa);
		cast_site(g, f, &f->b, fa);
	} else if (ia || ib) {
		const struct term *i = ia ? &f->a : &f->b, *r = ia ? &f->b : &f->a;
		enum fam fam = ia ? fa : fb;
		int rawok = r->kind == T_CONST0 || r->kind == T_CONSTM1 || r->kind == T_IN || wrappable_const(r);
		if (r->kind == T_NODE) {
			struct node *n = find(g, r->key);
			rawok = n && (n->outside || n->outfed || n->conflict);
		}
		if (rawok) {
			char *w = xasprintf("%s %s %s", f->a.label, f->op, f->b.label);
			site(g, "compare", i, &f->at, fam, f, w);
			free(w);
		}
		raw_side(g, f, i, r, fam, 0);
	}
}

/* An ID into a sink; printed for a daemon's channel (a sunrpc cache's
 * show/request) it is the daemon's, with one restrict entry. */
static void site_sink(struct graph *g, const struct fact *f)
{
	enum fam fa = F_NONE;
	if (!is_id_term(g, &f->a, &fa))
		return;
	enum bclass bc = f->bc;
	if ((bc == B_SEQ || bc == B_TEXT) && in_daemonfn(g, f->function)) {
		bc = B_DAEMON;
		if (first_restrict(g, "daemon channel")) {
			char *w = xasprintf("ids are printed for a daemon (%s() serves a daemon's "
					    "channel: a sunrpc cache, a device's read/write): mapped in "
					    "the initial user namespace; restrict to the initial "
					    "user namespace by hand, or review", f->function);
			listed(g, "restrict", &f->at, f->function, w);
			free(w);
		}
	}
	boundary_out(g, &f->a, bc, fa, f, f->op);
}

/* make_kgid(ns, x) where x has become a kernel ID itself (nfsd:
 * make_kgid(&init_user_ns, exp->ex_anon_gid)): the conversion goes */
static void site_make(struct graph *g, const struct fact *f)
{
	enum fam fa = F_NONE;
	if (f->a.kind != T_NODE || !is_id_term(g, &f->a, &fa))
		return;
	struct node *n = find(g, f->a.key);
	if (n && n->st == N_CARRIER) {
		char *w = xasprintf("%s already carries a kernel %s: %s() goes", f->a.label, fam_name(fa), f->op);
		site(g, "unwrap", &f->a, &f->at, fa, f, w);
		free(w);
	}
}

/* An ID tested for truth: a compare with root (uid and gid; listed for others). */
static void site_truth(struct graph *g, const struct fact *f)
{
	enum fam fa = F_NONE;
	if (!is_id_term(g, &f->a, &fa))
		return;
	if (fa != F_UID && fa != F_GID) {
		char *w = xasprintf("kernel %s %s tested for truth: no root %s to compare with", fam_name(fa),
				    f->a.label, fam_name(fa));
		listed(g, "truth", &f->a.at, f->a.label, w);
		free(w);
		return;
	}
	char *w = xasprintf("kernel %s %s tested for truth (%s%s): a compare with root", fam_name(fa), f->a.label,
			    f->op, f->a.at.text);
	site(g, "truth", &f->a, &f->a.at, fa, f, w);
	free(w);
}

/* An ID node's address to a variadic reader, an ID written by an out-parameter
 * reader, an ID used as a number: listed. */
static void site_listed_node(struct graph *g, const struct fact *f)
{
	enum fam fa = F_NONE;
	if (f->a.kind != T_NODE || !is_id_term(g, &f->a, &fa))
		return;
	char *w;
	if (f->rel == R_VAPTR) {
		w = xasprintf("the address of %s (a %s) goes to variadic %s(), which reads or "
			      "writes it raw: convert inside %s() or around the call",
			      f->a.label, fam_name(fa), f->op, f->op);
		listed(g, "boundary", &f->a.at, f->a.label, w);
	} else if (f->rel == R_OUTFED) {
		w = xasprintf("%s (a %s) is written by %s(): convert after the call", f->a.label, fam_name(fa), f->op);
		listed(g, "boundary-in", &f->a.at, f->a.label, w);
	} else {
		w = xasprintf("kernel %s %s used as a number (%s)", fam_name(fa), f->a.label, f->op);
		listed(g, "use", &f->at, f->a.label, w);
	}
	free(w);
}

static void sites(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t fi = 0; fi < fs->nf; fi++) {
		const struct fact *f = &fs->f[fi];
		if (alias_use(g, f))
			continue;
		switch (f->rel) {
		case R_ASSIGN:
			site_assign(g, f);
			break;
		case R_CMP:
			site_compare(g, f);
			break;
		case R_SINK:
			site_sink(g, f);
			break;
		case R_VAPTR:
		case R_OUTFED:
		case R_USE:
			site_listed_node(g, f);
			break;
		case R_MAKE:
			site_make(g, f);
			break;
		case R_TRUTH:
			site_truth(g, f);
			break;
		default:
			break;
		}
	}
}

static void retypes(struct graph *g)
{
	const struct facts *fs = g->fs;
	struct plan *p = g->p;
	for (size_t i = 0; i < g->nn; i++) {
		struct node *n = &g->n[i];
		if (n->st == N_BLOCKED) {
			const struct decl *d = &fs->d[n->d0];
			const struct fact *f = &fs->f[n->st == N_BLOCKED ? n->blockfact : n->why];
			char *w = n->conflict ? xasprintf("%s %s holds both uids and gids (e.g. %s:%u:%u): not retyped; "
							  "the ids are converted where they meet it", d->entity,
							  d->name, f->at.file, f->at.line, f->at.col)
					      : xasprintf("%s %s (%s) holds a %s (%s:%u:%u) but is %s", d->entity,
							  d->name, d->from, fam_name(n->fam), f->at.file, f->at.line,
							  f->at.col, n->block);
			listed(g, n->conflict ? "carrier-conflict" : "retype", &d->at, d->name, w);
			free(w);
			continue;
		}
		if (n->st != N_CARRIER)
			continue;
		const struct fact *f = &fs->f[n->why];
		char *why = why_of(f, n->whyside ? &f->b : &f->a);
		for (size_t k = n->d0; k < n->d0 + n->nd; k++) {
			const struct decl *d = &fs->d[k];
			if (d->gen && !n->gen)
				continue; /* a redeclaration a macro makes: nothing written to retype */
			if (!d->at.mech) {
				char *w = xasprintf("declaration inside a macro expansion; %s", why);
				listed(g, "retype", &d->at, d->name, w);
				free(w);
				continue;
			}
			struct pitem *it = push(&p->retype, &p->nretype, &p->capr);
			it->kind = xstrdup(d->entity);
			span_copy(&it->at, &d->at);
			span_copy(&it->type, &d->type);
			it->name = xstrdup(d->name);
			it->scope = xstrdup(d->scope);
			it->from = xstrdup(d->from);
			it->decl_type = xstrdup(d->decl_type);
			it->to = xstrdup(fam_ktype(n->fam));
			it->usr = xstrdup(n->key);
			it->fam = n->fam;
			it->shared = d->shared;
			it->why = xstrdup(why);
		}
		free(why);
	}
}

static int item_cmp(const void *x, const void *y)
{
	const struct pitem *a = x, *b = y;
	int c = strcmp(a->at.file, b->at.file);
	if (c)
		return c;
	if (a->at.line != b->at.line)
		return a->at.line < b->at.line ? -1 : 1;
	if (a->at.col != b->at.col)
		return a->at.col < b->at.col ? -1 : 1;
	if ((c = strcmp(a->kind, b->kind)) != 0)
		return c;
	if (a->at.end_line != b->at.end_line)
		return a->at.end_line < b->at.end_line ? -1 : 1;
	if (a->at.end_col != b->at.end_col)
		return a->at.end_col < b->at.end_col ? -1 : 1;
	if ((c = strcmp(a->name ? a->name : "", b->name ? b->name : "")) != 0)
		return c;
	return strcmp(a->why ? a->why : "", b->why ? b->why : "");
}

/* A local kept raw because it shares an initialised declaration (build()), where ids
 * meet it: listed once, so that a reviewer may split and retype it by hand. */
static void shared_init_listed(struct graph *g)
{
	for (size_t i = 0; i < g->nn; i++) {
		struct node *n = &g->n[i];
		for (size_t k = 0; n->sharedinit && k < n->nadj; k++) {
			const struct fact *f = &g->fs->f[n->adj[k]];
			const struct term *o = f->a.kind == T_NODE && !strcmp(f->a.key, n->key) ? &f->b : &f->a;
			enum fam fam;
			if (!is_id_term(g, o, &fam))
				continue;
			const struct decl *d = &g->fs->d[n->d0];
			char *w = xasprintf("local %s (%s) is declared with others and an initialiser, which the rules "
					    "cannot retype: kept raw, the %ss are converted where they meet it (e.g. %s:%u:%u); "
					    "split the declaration by hand to retype it",
					    d->name, d->from, fam_name(fam), f->at.file, f->at.line, f->at.col);
			listed(g, "retype", &d->at, d->name, w);
			free(w);
			break;
		}
	}
}

/* The ID-named declarations kept raw as formats, with the evidence (plan "formats"). */
static void format_items(struct graph *g)
{
	struct plan *p = g->p;
	for (size_t i = 0; i < g->nn; i++) {
		struct node *n = &g->n[i];
		if (!n->fmt || !idnamed(g, n))
			continue;
		const struct decl *d = &g->fs->d[n->d0];
		struct pitem *it = push(&p->formats, &p->nformats, &p->capf);
		it->kind = xstrdup(d->entity);
		span_copy(&it->at, &d->at);
		it->name = xstrdup(d->name);
		it->scope = xstrdup(d->scope);
		it->why = xstrdup(n->fmt);
	}
}

void item_free(struct pitem *it)
{
	free(it->macro);
	free(it->mexp);
	free(it->inode);
	free(it->targets);
	free(it->kind);
	span_free(&it->at);
	span_free(&it->type);
	free(it->name);
	free(it->scope);
	free(it->from);
	free(it->to);
	free(it->decl_type);
	free(it->usr);
	free(it->op);
	free(it->ns);
	free(it->function);
	free(it->why);
}

/* Sort; drop entries at the same place and of the same kind as the previous one.
 * The same site wanted for two ID families (x = y = -1 with a uid and a gid) cannot be
 * rewritten one way: its family becomes F_NONE (moved to listed by the caller). */
static void sort_unique(struct pitem *v, size_t *n)
{
	if (*n == 0)
		return;
	qsort(v, *n, sizeof(*v), item_cmp);
	size_t w = 1;
	for (size_t i = 1; i < *n; i++) {
		struct pitem *a = &v[w - 1], *b = &v[i];
		if (!strcmp(a->at.file, b->at.file) && a->at.line == b->at.line && a->at.col == b->at.col &&
		    a->at.end_line == b->at.end_line && a->at.end_col == b->at.end_col && !strcmp(a->kind, b->kind)) {
			if (a->fam != b->fam)
				a->fam = F_NONE;
			/* the targets of one assigned sentinel (a = b = -1), each once */
			a->nottarget |= b->nottarget;
			if (b->targets && (!a->targets || !strstr(a->targets, b->targets))) {
				char *t = xasprintf("%s%s", a->targets ? a->targets : "", b->targets);
				free(a->targets);
				a->targets = t;
			}
			item_free(b);
		} else {
			v[w++] = *b;
		}
	}
	*n = w;
}

static void mixed_sites(struct graph *g)
{
	struct plan *p = g->p;
	size_t w = 0;
	for (size_t i = 0; i < p->nsites; i++) {
		struct pitem *it = &p->sites[i];
		if (it->fam != F_NONE) {
			p->sites[w++] = *it;
			continue;
		}
		if ((!strcmp(it->kind, "sentinel") || !strcmp(it->kind, "root")) && it->targets && !it->nottarget) {
			/* only assigned, to ids of both families (n_uid = n_gid = n_muid = -1,
			 * a->i_uid = a->i_gid = 0): one assignment per target (cocci/kuid/04-sentinel) */
			int root = !strcmp(it->kind, "root");
			free(it->kind);
			it->kind = xstrdup("split");
			free(it->why);
			it->why = xstrdup(root ? "0 assigned to a uid and a gid in one chain (a = b = 0): one assignment "
						 "per target, GLOBAL_ROOT_UID / GLOBAL_ROOT_GID"
					       : "-1 assigned to a uid and a gid in one chain (a = b = -1): one assignment "
						 "per target, INVALID_UID / INVALID_GID");
			p->sites[w++] = *it;
			continue;
		}
		char *why = xasprintf("%s wanted both as a uid and as a gid (one value for two ID types, e.g. "
				      "a = b = -1): split it by hand", it->kind);
		listed(g, it->kind, &it->at, it->name, why);
		free(why);
		item_free(it);
	}
	p->nsites = w;
}

static int listed_cmp(const void *x, const void *y)
{
	const struct pitem *a = *(const struct pitem *const *)x, *b = *(const struct pitem *const *)y;
	int c = strcmp(a->kind, b->kind);
	if (!c)
		c = strcmp(a->name ? a->name : "", b->name ? b->name : "");
	if (!c)
		c = strcmp(a->why, b->why);
	return c ? c : (a < b ? -1 : a > b);
}

/* One macro body used many times (cifs' get_xid() prints current_fsuid()) gives the same
 * listed entry at every expansion: keep the first, say how many more and where. */
static void collapse_listed(struct plan *p)
{
	if (p->nlisted < 2)
		return;
	struct pitem **v = xmalloc(p->nlisted * sizeof(*v));
	for (size_t i = 0; i < p->nlisted; i++)
		v[i] = &p->listed[i];
	qsort(v, p->nlisted, sizeof(*v), listed_cmp);
	for (size_t i = 0; i < p->nlisted;) {
		size_t j = i + 1;
		while (j < p->nlisted && !strcmp(v[j]->kind, v[i]->kind) &&
		       !strcmp(v[j]->name ? v[j]->name : "", v[i]->name ? v[i]->name : "") && !strcmp(v[j]->why, v[i]->why))
			j++;
		if (j - i > 1 && strstr(v[i]->why, "inside a macro expansion")) {
			/* v[i] is the first in file order among equals (stable by address = sorted order). */
			char *w = xasprintf("%s; the same at %zu more place(s), e.g. %s:%u", v[i]->why, j - i - 1,
					    v[i + 1]->at.file, v[i + 1]->at.line);
			free(v[i]->why);
			v[i]->why = w;
			for (size_t k = i + 1; k < j; k++) {
				free(v[k]->kind);
				v[k]->kind = NULL; /* dropped below */
			}
		}
		i = j;
	}
	free(v);
	size_t w = 0;
	for (size_t i = 0; i < p->nlisted; i++) {
		if (!p->listed[i].kind) {
			p->listed[i].kind = xstrdup("");
			item_free(&p->listed[i]);
			continue;
		}
		p->listed[w++] = p->listed[i];
	}
	p->nlisted = w;
}

/* A function spatch skips (a goto to a label a macro defines: no control-flow
 * graph) where the plan has sites: listed once, with the count, so that the
 * reviewer knows why they stay. */
static void macro_label_functions(struct graph *g)
{
	const struct facts *fs = g->fs;
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		if (f->rel != R_MLABEL || !f->a.label)
			continue;
		int dup = 0; /* listed already (another goto of the function) */
		for (size_t j = 0; j < g->p->nlisted && !dup; j++)
			dup = !strcmp(g->p->listed[j].kind, "cfg") && !strcmp(g->p->listed[j].name, f->a.label) &&
			      !strcmp(g->p->listed[j].at.file, f->at.file);
		if (dup)
			continue;
		size_t n = 0;
		for (size_t k = 0; k < g->p->nsites; k++)
			n += g->p->sites[k].function && !strcmp(g->p->sites[k].function, f->a.label) &&
			     !strcmp(g->p->sites[k].at.file, f->at.file);
		if (!n)
			continue;
		char *w = xasprintf("spatch cannot follow %s(): it jumps to %s, so spatch builds no control-flow "
				    "graph for it and no rule rewrites it; its %zu planned site(s) are left: rewrite "
				    "them by hand", f->a.label, f->op, n);
		listed(g, "cfg", &f->at, f->a.label, w);
		free(w);
	}
}

void infer_graph(const struct facts *fs, struct plan *p)
{
	struct graph g = { .fs = fs, .p = p };
	daemon_functions(&g);
	formats_find(fs, &g.fmts);
	build(&g);
	propagate(&g);
	sites(&g);
	retypes(&g);
	shared_init_listed(&g);
	format_items(&g);
	macro_sites(fs, p);
	sort_unique(p->retype, &p->nretype);
	sort_unique(p->formats, &p->nformats);
	sort_unique(p->sites, &p->nsites);
	mixed_sites(&g);
	macro_label_functions(&g);
	sort_unique(p->listed, &p->nlisted);
	collapse_listed(p);
	for (size_t i = 0; i < g.nn; i++)
		free(g.n[i].adj);
	free(g.n);
	free(g.funcs);
	for (size_t i = 0; i < g.nrestrict; i++)
		free(g.restricted[i]);
	free(g.restricted);
	free(g.daemonfn);
	formats_free(&g.fmts);
}

void plan_free(struct plan *p)
{
	for (size_t i = 0; i < p->nretype; i++)
		item_free(&p->retype[i]);
	for (size_t i = 0; i < p->nsites; i++)
		item_free(&p->sites[i]);
	for (size_t i = 0; i < p->nlisted; i++)
		item_free(&p->listed[i]);
	free(p->retype);
	free(p->sites);
	for (size_t i = 0; i < p->nformats; i++)
		item_free(&p->formats[i]);
	free(p->listed);
	free(p->formats);
	memset(p, 0, sizeof(*p));
}
