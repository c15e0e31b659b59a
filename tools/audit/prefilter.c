/* prefilter.c — which files can have a finding at all, decided lexically before
 * any parse.  Every finding needs an expression of an ID type (uid_t ... kqid) or a
 * conversion call (from_kuid() ...) in a file under an audited path.  Such an
 * expression names something whose declaration spells an ID type, or a macro whose
 * body does, transitively.  So:
 *   1. follow each file's #includes with its own search path (every branch of every
 *      #if: a superset of what the compiler reads);
 *   2. S = the ID type and conversion names, closed under: a declaration chunk
 *      (file or aggregate scope) that mentions a name of S adds the names it
 *      declares; a macro whose body mentions one, or whose ## glues a fragment of
 *      one, is added;
 *   3. a file is parsed when some file of its translation unit under an audited path
 *      mentions a name of S, or when the model cannot be trusted for it (a header
 *      that is not found, cannot be tokenised, has unbalanced braces, or a computed
 *      #include).  All other files cannot have a finding and are not parsed.
 * The design and its evidence (identical findings with and without) are in doc/audit.md. */
#include "prefilter.h"
#include "pf.h"
#include "visit.h"

#include <string.h>
#include <sys/stat.h>

struct u32v {
	uint32_t *v;
	size_t n, cap;
};

struct spath {
	struct argv quote, angle, incfiles, defines;
	uint32_t key;
};

struct rule {
	uint32_t file; /* UINT32_MAX: a -D define (idx into db->defs) */
	uint32_t idx;
	unsigned char is_macro, fired;
	uint32_t cand, ncand; /* chunks: the names they declare, in db->cands (top bit: own declarator) */
};

struct db {
	struct strtab st;    /* identifiers */
	struct strtab paths; /* file path -> index into files */
	struct pf_file **files;
	size_t capfiles;
	struct strtab keys;  /* search-path lists, resolution cache keys */
	uint32_t *resolved;  /* key id -> file id + 1, 0 none, UINT32_MAX unknown */
	size_t capres;
	struct u32v cands;
	uint32_t *plain;     /* per identifier: macro parameters used as themselves (all: not a macro) */
	struct pf_macro *defs; /* -D NAME=VALUE of all jobs */
	size_t ndefs, capdefs;
	const struct run *r;
};

static uint32_t file_id(struct db *db, const char *path)
{
	uint32_t id = strtab_intern(&db->paths, path, strlen(path));
	if (id >= db->capfiles) {
		size_t n = db->capfiles ? db->capfiles * 2 : 1024;
		while (n <= id)
			n *= 2;
		db->files = xrealloc(db->files, n * sizeof(*db->files));
		memset(db->files + db->capfiles, 0, (n - db->capfiles) * sizeof(*db->files));
		db->capfiles = n;
	}
	if (!db->files[id]) {
		db->files[id] = xmalloc(sizeof(struct pf_file));
		memset(db->files[id], 0, sizeof(struct pf_file));
		db->files[id]->path = xstrdup(path);
		db->files[id]->wanted = -1;
	}
	return id;
}

static int is_file(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static void spath_from_args(const struct argv *a, struct spath *sp, struct db *db)
{
	struct argv sys = { 0 }, after = { 0 };
	memset(sp, 0, sizeof(*sp));
	for (size_t i = 0; i < a->n; i++) {
		const char *o = a->v[i], *v = i + 1 < a->n ? a->v[i + 1] : NULL;
		if (!strcmp(o, "-I") && v)
			argv_push(&sp->angle, a->v[++i]);
		else if (has_prefix(o, "-I") && o[2])
			argv_push(&sp->angle, o + 2);
		else if (!strcmp(o, "-iquote") && v)
			argv_push(&sp->quote, a->v[++i]);
		else if (!strcmp(o, "-isystem") && v)
			argv_push(&sys, a->v[++i]);
		else if (!strcmp(o, "-idirafter") && v)
			argv_push(&after, a->v[++i]);
		else if ((!strcmp(o, "-include") || !strcmp(o, "-imacros")) && v)
			argv_push(&sp->incfiles, a->v[++i]);
		else if (!strcmp(o, "-D") && v)
			argv_push(&sp->defines, a->v[++i]);
		else if (has_prefix(o, "-D") && o[2])
			argv_push(&sp->defines, o + 2);
	}
	for (size_t i = 0; i < sys.n; i++)
		argv_push(&sp->angle, sys.v[i]);
	for (size_t i = 0; i < after.n; i++)
		argv_push(&sp->angle, after.v[i]);
	argv_free(&sys);
	argv_free(&after);
	size_t len = 2;
	for (size_t i = 0; i < sp->quote.n; i++)
		len += strlen(sp->quote.v[i]) + 1;
	for (size_t i = 0; i < sp->angle.n; i++)
		len += strlen(sp->angle.v[i]) + 1;
	char *k = xmalloc(len + 1), *p = k;
	for (size_t i = 0; i < sp->quote.n; i++)
		p += sprintf(p, "%s\n", sp->quote.v[i]);
	p += sprintf(p, "\t");
	for (size_t i = 0; i < sp->angle.n; i++)
		p += sprintf(p, "%s\n", sp->angle.v[i]);
	sp->key = strtab_intern(&db->keys, k, strlen(k));
	free(k);
}

static void spath_free(struct spath *sp)
{
	argv_free(&sp->quote);
	argv_free(&sp->angle);
	argv_free(&sp->incfiles);
	argv_free(&sp->defines);
}

static uint32_t try_dir(struct db *db, const char *dir, const char *name)
{
	char *j = xasprintf("%s/%s", dir, name);
	char *p = path_normalise(j, "/");
	free(j);
	uint32_t id = is_file(p) ? file_id(db, p) : UINT32_MAX;
	free(p);
	return id;
}

/* The file an #include names, UINT32_MAX when none; cached per search path. */
static uint32_t resolve(struct db *db, const struct spath *sp, const char *from, const struct pf_inc *inc)
{
	char *dir = NULL;
	if (inc->kind == PF_INC_QUOTE) {
		const char *slash = strrchr(from, '/');
		dir = xasprintf("%.*s", (int)(slash ? slash - from : 0), from);
	}
	char *k = xasprintf("%u\n%d\n%s\n%s", sp->key, (int)inc->kind, dir ? dir : "", inc->name);
	uint32_t kid = strtab_intern(&db->keys, k, strlen(k));
	free(k);
	if (kid >= db->capres) {
		size_t n = db->capres ? db->capres * 2 : 4096;
		while (n <= kid)
			n *= 2;
		db->resolved = xrealloc(db->resolved, n * sizeof(*db->resolved));
		for (size_t i = db->capres; i < n; i++)
			db->resolved[i] = UINT32_MAX;
		db->capres = n;
	}
	if (db->resolved[kid] != UINT32_MAX) {
		free(dir);
		return db->resolved[kid] ? db->resolved[kid] - 1 : UINT32_MAX;
	}
	uint32_t id = UINT32_MAX;
	if (inc->name[0] == '/')
		id = is_file(inc->name) ? file_id(db, inc->name) : UINT32_MAX;
	if (id == UINT32_MAX && dir)
		id = try_dir(db, dir[0] ? dir : "/", inc->name);
	for (size_t i = 0; id == UINT32_MAX && dir && i < sp->quote.n; i++)
		id = try_dir(db, sp->quote.v[i], inc->name);
	for (size_t i = 0; id == UINT32_MAX && i < sp->angle.n; i++)
		id = try_dir(db, sp->angle.v[i], inc->name);
	db->resolved[kid] = id == UINT32_MAX ? 0 : id + 1;
	free(dir);
	return id;
}

struct tu {
	uint32_t *files;
	size_t n, cap;
	char *unsure;
};

static void tu_add(struct tu *t, struct db *db, uint32_t id, unsigned epoch)
{
	if (t->n)
		db->files[id]->included = 1; /* all but the translation unit's own file */
	if (db->files[id]->epoch == epoch)
		return;
	db->files[id]->epoch = epoch;
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 256;
		t->files = xrealloc(t->files, t->cap * sizeof(*t->files));
	}
	t->files[t->n++] = id;
}

static void tu_unsure(struct tu *t, char *why)
{
	if (!t->unsure)
		t->unsure = why;
	else
		free(why);
}

static void add_define(struct db *db, const char *d)
{
	const char *eq = strchr(d, '=');
	size_t nl = eq ? (size_t)(eq - d) : strlen(d);
	const char *paren = memchr(d, '(', nl);
	if (paren)
		nl = (size_t)(paren - d);
	if (db->ndefs == db->capdefs) {
		db->capdefs = db->capdefs ? db->capdefs * 2 : 64;
		db->defs = xrealloc(db->defs, db->capdefs * sizeof(*db->defs));
	}
	struct pf_macro *m = &db->defs[db->ndefs++];
	memset(m, 0, sizeof(*m));
	m->name = strtab_intern(&db->st, d, nl);
	m->first = UINT32_MAX;
	m->funclike = paren != NULL;
	m->empty = !eq || !eq[1];
	size_t cap = 0;
	for (const char *p = eq ? eq + 1 : ""; *p;) {
		if (*p == '"' || *p == '\'') { /* -DKBUILD_BASENAME="kqid": a string, no name */
			char q = *p++;
			while (*p && *p != q)
				p += p[0] == '\\' && p[1] ? 2 : 1;
			if (*p)
				p++;
			continue;
		}
		if (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) {
			const char *b = p;
			while (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))
				p++;
			if (m->nbody == cap) {
				cap = cap ? cap * 2 : 4;
				m->body = xrealloc(m->body, cap * sizeof(*m->body));
			}
			m->body[m->nbody++] = strtab_intern(&db->st, b, (size_t)(p - b));
		} else {
			p++;
		}
	}
}

static int wanted(struct db *db, struct pf_file *f);

/* The files one translation unit can read, and whether the model holds for it. */
static void closure(struct db *db, const struct job *j, struct tu *t, unsigned epoch)
{
	struct spath sp;
	spath_from_args(&j->args, &sp, db);
	for (size_t i = 0; i < sp.defines.n; i++)
		add_define(db, sp.defines.v[i]);
	for (size_t i = 0; i < sp.incfiles.n; i++) {
		if (sp.incfiles.v[i][0] != '/' || !is_file(sp.incfiles.v[i])) {
			tu_unsure(t, xasprintf("-include %s not found", sp.incfiles.v[i]));
			continue;
		}
		char *p = path_normalise(sp.incfiles.v[i], "/");
		uint32_t id = file_id(db, p);
		db->files[id]->included = 1;
		tu_add(t, db, id, epoch);
		free(p);
	}
	uint32_t main_id = file_id(db, j->res.path);
	int was = db->files[main_id]->included;
	tu_add(t, db, main_id, epoch);
	db->files[main_id]->included = was;
	for (size_t q = 0; q < t->n; q++) {
		struct pf_file *f = db->files[t->files[q]];
		if (f->state == PF_UNSCANNED)
			pf_scan(&db->st, f);
		if (f->state != PF_OK) {
			tu_unsure(t, xasprintf("%s %s", f->path, f->why));
			continue;
		}
		for (size_t i = 0; i < f->ninc; i++) {
			const struct pf_inc *inc = &f->inc[i];
			if (inc->kind == PF_INC_COMPUTED) {
				/* Outside the audited paths: define_trace.h's TRACE_INCLUDE(...) includes
				 * the trace header that included it, 3.x compiler-gcc.h's gcc_header(N)
				 * a compiler-gcc<N>.h; a computed #include under an audited path is not
				 * followed and the file is parsed. */
				if (wanted(db, f))
					tu_unsure(t, xasprintf("%s: #include %s (computed)", f->path, inc->name));
				continue;
			}
			if (inc->kind == PF_INC_NEXT) {
				/* Every later match: a superset of the one the compiler takes. */
				int found = 0;
				for (size_t d = 0; d < sp.angle.n; d++) {
					uint32_t id = try_dir(db, sp.angle.v[d], inc->name);
					if (id != UINT32_MAX && id != t->files[q]) {
						tu_add(t, db, id, epoch);
						f = db->files[t->files[q]];
						found = 1;
					}
				}
				if (!found && wanted(db, f))
					tu_unsure(t, xasprintf("%s: #include_next <%s> not found", f->path, inc->name));
				continue;
			}
			uint32_t id = resolve(db, &sp, f->path, inc);
			f = db->files[t->files[q]]; /* db->files may have moved */
			/* A header not found from a file outside the audited paths sits in a branch
			 * the build does not take (the build compiles); from an audited file it
			 * may be what makes the parse fail, which the full parse must report. */
			if (id != UINT32_MAX)
				tu_add(t, db, id, epoch);
			else if (wanted(db, f))
				tu_unsure(t, xasprintf("%s: #include %c%s%c not found", f->path,
						       inc->kind == PF_INC_QUOTE ? '"' : '<', f->inc[i].name,
						       inc->kind == PF_INC_QUOTE ? '"' : '>'));
		}
	}
	spath_free(&sp);
}

/* ---- the set S: ID type names closed over declarations and macros ---- */

static const char *const seeds[] = {
	"uid_t", "gid_t", "projid_t", "kuid_t", "kgid_t", "kprojid_t", "vfsuid_t", "vfsgid_t", "kqid",
	"from_kuid", "from_kgid", "from_kprojid", "from_kqid", "from_kuid_munged", "from_kgid_munged",
	"from_kprojid_munged", "from_kqid_munged", "__kuid_val", "__kgid_val", "__kprojid_val",
	"__vfsuid_val", "__vfsgid_val",
};

struct fix {
	struct db *db;
	struct u32v queue, inS;
	uint32_t cur_rule, cur_trig; /* what adds names now (for the dump) */
	uint32_t *by_rule, *by_trig;
	size_t nby;
};

static void push_u32(struct u32v *a, uint32_t x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? a->cap * 2 : 256;
		a->v = xrealloc(a->v, a->cap * sizeof(*a->v));
	}
	a->v[a->n++] = x;
}

/* Adds a name to S: as a member name (after . or ->) when member, else as a name. */
static void add_S(struct fix *fx, uint32_t id, int member)
{
	unsigned char *fl = &fx->db->st.flags[id];
	unsigned char bit = member ? PF_IN_SF : PF_IN_S;
	if (*fl & (bit | PF_KW | PF_ATTR)) /* attribute macros expand to no expression */
		return;
	*fl |= bit;
	uint32_t key = id << 1 | (member != 0);
	if (key < fx->nby) {
		fx->by_rule[key] = fx->cur_rule;
		fx->by_trig[key] = fx->cur_trig;
	}
	push_u32(&fx->queue, key);
	push_u32(&fx->inS, key);
}

static int macro_attr_like(const struct strtab *st, const struct pf_macro *m)
{
	if (m->empty)
		return 1;
	if (m->first == UINT32_MAX)
		return 0;
	const char *n = st->str[m->first];
	return !strcmp(n, "__attribute__") || !strcmp(n, "__attribute") || (st->flags[m->first] & PF_ATTR);
}

/* PF_FNMAC and PF_ATTR over all macro definitions seen. */
static void macro_flags(struct db *db, struct pf_macro **all, size_t n)
{
	uint32_t *ndefs = xmalloc(db->st.n * sizeof(*ndefs)), *nattr = xmalloc(db->st.n * sizeof(*nattr));
	memset(ndefs, 0, db->st.n * sizeof(*ndefs));
	for (size_t i = 0; i < n; i++) {
		ndefs[all[i]->name]++;
		if (all[i]->funclike)
			db->st.flags[all[i]->name] |= PF_FNMAC;
	}
	for (int changed = 1; changed;) {
		changed = 0;
		memset(nattr, 0, db->st.n * sizeof(*nattr));
		for (size_t i = 0; i < n; i++)
			nattr[all[i]->name] += (uint32_t)macro_attr_like(&db->st, all[i]);
		for (size_t i = 0; i < n; i++) {
			uint32_t id = all[i]->name;
			if (nattr[id] == ndefs[id] && !(db->st.flags[id] & PF_ATTR)) {
				db->st.flags[id] |= PF_ATTR;
				changed = 1;
			}
		}
	}
	free(ndefs);
	free(nattr);
}

/* Can one of the macro's ## chains spell a name of S: the whole pasted name, or a
 * name that starts with the chain's literal head and ends with its literal tail with
 * an argument's text between?  (A chain with fewer than two literal characters,
 * x##y or u##bits, is taken to build no name of S; doc/audit.md.) */
static int frag_in_S(const struct fix *fx, const struct pf_macro *m)
{
	const struct strtab *st = &fx->db->st;
	for (size_t k = 0; k + 1 < m->nfrags; k += 2) {
		const char *head = m->frags[k], *tail = m->frags[k + 1];
		if (!tail) {
			uint32_t id = strtab_find(st, head, strlen(head));
			if (id != UINT32_MAX && (st->flags[id] & (PF_IN_S | PF_IN_SF)))
				return 1;
			continue;
		}
		size_t hl = strlen(head), tl = strlen(tail);
		if (hl + tl < 2)
			continue; /* u##bits: too little of a name to tell; doc/audit.md */
		for (size_t i = 0; i < fx->inS.n; i++) {
			const char *n = st->str[fx->inS.v[i] >> 1];
			size_t nl = strlen(n);
			if (nl > hl + tl && !strncmp(n, head, hl) && !strcmp(n + nl - tl, tail))
				return 1;
		}
	}
	return 0;
}

static const struct pf_macro *rule_macro(const struct db *db, const struct rule *r)
{
	return r->file == UINT32_MAX ? &db->defs[r->idx] : &db->files[r->file]->macros[r->idx];
}

static void dump_S(FILE *dump, const struct fix *fx, const struct rule *rules);

static int is_seed_type(const struct strtab *st, uint32_t id)
{
	for (size_t i = 0; i < 9; i++) /* the type names at the head of seeds[] */
		if (!strcmp(st->str[id], seeds[i]))
			return 1;
	return 0;
}

static void mark_id_type_bodies(struct db *db, struct pf_file *f)
{
	for (size_t a = 0; a < f->naggs; a++) {
		const struct pf_agg *g = &f->aggs[a];
		int id_type = 0;
		if (g->open != UINT32_MAX) {
			const struct pf_chunk *c = &f->chunks[g->open];
			for (uint32_t k = 0; k + 1 < c->n; k++)
				if (!PF_IS_P(c->tok[k]) && !PF_IS_MEMBER(c->tok[k]) && (db->st.flags[c->tok[k]] & PF_TAGKW) &&
				    !PF_IS_P(c->tok[k + 1]) && !PF_IS_MEMBER(c->tok[k + 1]) &&
				    is_seed_type(&db->st, c->tok[k + 1]))
					id_type = 1;
		}
		if (g->close != UINT32_MAX && f->chunks[g->close].typedef_) {
			const struct pf_chunk *c = &f->chunks[g->close];
			for (uint32_t k = 0; k < c->n; k++)
				if (!PF_IS_P(c->tok[k]) && !PF_IS_MEMBER(c->tok[k]) && is_seed_type(&db->st, c->tok[k]))
					id_type = 1;
		}
		if (!id_type)
			continue;
		if (!f->inert) {
			f->inert = xmalloc(f->nchunks + 1);
			memset(f->inert, 0, f->nchunks + 1);
		}
		for (uint32_t c = g->first; c < g->end && c < f->nchunks; c++)
			f->inert[c] = 1;
	}
}

static void mark_typedef(void *ctx, uint32_t id, int top)
{
	if (top == 1)
		((struct strtab *)ctx)->flags[id] |= PF_TYPEDEF;
}

/* Candidates: top bit for the chunk's own declarators; next bit for parameter names,
 * which are no triggers but declare nothing outside their function. */
static void collect_cand(void *ctx, uint32_t id, int top)
{
	push_u32(&((struct db *)ctx)->cands, id | (top == 2 ? 0x40000000u : top ? 0x80000000u : 0));
}

static void fixpoint(struct db *db, const struct tu *tus, size_t ntus, FILE *dump)
{
	/* The files of all translation units (each once). */
	unsigned char *seen = xmalloc(db->paths.n);
	memset(seen, 0, db->paths.n);
	struct u32v used = { 0 };
	for (size_t t = 0; t < ntus; t++)
		for (size_t i = 0; i < tus[t].n; i++)
			if (!seen[tus[t].files[i]]) {
				seen[tus[t].files[i]] = 1;
				push_u32(&used, tus[t].files[i]);
			}
	free(seen);
	/* Macros: flags, then rules. */
	size_t nm = db->ndefs;
	for (size_t i = 0; i < used.n; i++)
		nm += db->files[used.v[i]]->nmacros;
	struct pf_macro **all = xmalloc((nm + 1) * sizeof(*all));
	size_t k = 0;
	for (size_t i = 0; i < used.n; i++)
		for (size_t m = 0; m < db->files[used.v[i]]->nmacros; m++)
			all[k++] = &db->files[used.v[i]]->macros[m];
	for (size_t i = 0; i < db->ndefs; i++)
		all[k++] = &db->defs[i];
	macro_flags(db, all, nm);
	db->plain = xmalloc(((size_t)db->st.n + 1) * sizeof(uint32_t));
	memset(db->plain, 0, ((size_t)db->st.n + 1) * sizeof(uint32_t));
	unsigned char *isdef = xmalloc((size_t)db->st.n + 1);
	memset(isdef, 0, (size_t)db->st.n + 1);
	for (size_t i = 0; i < nm; i++) {
		isdef[all[i]->name] = 1;
		db->plain[all[i]->name] |= all[i]->plain & 0x80000000u ? 0xffffffffu : all[i]->plain;
	}
	for (uint32_t i = 0; i < db->st.n; i++)
		if (!isdef[i])
			db->plain[i] = 0xffffffffu;
	free(isdef);
	free(all);
	/* The bodies of the ID types themselves (typedef struct { uid_t val; } kuid_t;,
	 * struct kqid { ... }): their members are reached only through an expression that
	 * has the ID type already, so they add nothing (val would match everything). */
	for (size_t i = 0; i < used.n; i++)
		mark_id_type_bodies(db, db->files[used.v[i]]);
	/* Typedef names (never declared names elsewhere). */
	for (size_t i = 0; i < used.n; i++) {
		struct pf_file *f = db->files[used.v[i]];
		for (size_t c = 0; c < f->nchunks; c++)
			if (f->chunks[c].typedef_)
				pf_declared(&db->st, &f->chunks[c], db->plain, mark_typedef, &db->st);
	}
	size_t nrules = db->ndefs;
	for (size_t i = 0; i < used.n; i++)
		nrules += db->files[used.v[i]]->nmacros + db->files[used.v[i]]->nchunks;
	struct rule *rules = xmalloc((nrules + 1) * sizeof(*rules));
	size_t nr = 0;
	for (size_t i = 0; i < used.n; i++) {
		struct pf_file *f = db->files[used.v[i]];
		if (!f->included)
			continue; /* a translation unit's own names: its file mentions S already */
		for (size_t m = 0; m < f->nmacros; m++)
			rules[nr++] = (struct rule){ used.v[i], (uint32_t)m, 1, 0, 0, 0 };
		for (size_t c = 0; c < f->nchunks; c++) {
			if (f->inert && f->inert[c])
				continue;
			struct rule *ru = &rules[nr++];
			*ru = (struct rule){ used.v[i], (uint32_t)c, 0, 0, (uint32_t)db->cands.n, 0 };
			pf_declared(&db->st, &f->chunks[c], db->plain, collect_cand, db);
			ru->ncand = (uint32_t)(db->cands.n - ru->cand);
		}
	}
	for (size_t i = 0; i < db->ndefs; i++)
		rules[nr++] = (struct rule){ UINT32_MAX, (uint32_t)i, 1, 0, 0, 0 };
	/* Inverted index: identifier -> rules that mention it (CSR). */
	uint32_t nid = db->st.n * 2; /* keys: identifier << 1 | used as a member */
	uint32_t *start = xmalloc(((size_t)nid + 2) * sizeof(*start));
	memset(start, 0, ((size_t)nid + 2) * sizeof(*start));
	unsigned char *mark = xmalloc(nid);
	memset(mark, 0, nid);
	for (int pass = 0; pass < 2; pass++) {
		uint32_t *fill = NULL;
		uint32_t *refs = NULL;
		if (pass == 1) {
			for (uint32_t i = 0; i < nid; i++)
				start[i + 1] += start[i];
			fill = xmalloc(((size_t)nid + 1) * sizeof(*fill));
			memcpy(fill, start, ((size_t)nid + 1) * sizeof(*fill));
			refs = xmalloc(((size_t)start[nid] + 1) * sizeof(*refs));
		}
		for (size_t r = 0; r < nr; r++) {
			const uint32_t *v;
			uint32_t n;
			if (rules[r].is_macro) {
				v = rule_macro(db, &rules[r])->body;
				n = rule_macro(db, &rules[r])->nbody;
			} else {
				v = db->files[rules[r].file]->chunks[rules[r].idx].tok;
				n = db->files[rules[r].file]->chunks[rules[r].idx].n;
			}
			/* The names a chunk declares are not its triggers: declaring a name of S
			 * (a field called gid) says nothing of the types around it. */
			for (uint32_t c = 0; c < rules[r].ncand; c++)
				mark[(db->cands.v[rules[r].cand + c] & 0x3fffffffu) << 1] = 1;
			/* In a macro body a name may be an argument that another macro puts after
			 * -> (current_cred_xxx(fsuid)): it triggers as a name and as a member. */
			int both = rules[r].is_macro;
			for (uint32_t i = 0; i < n; i++) {
				uint32_t t = v[i];
				if (PF_IS_P(t) || (db->st.flags[PF_ID(t)] & PF_KW))
					continue;
				for (int k = 0; k < 2; k++) {
					uint32_t key = PF_ID(t) << 1 | (both ? (uint32_t)k : PF_IS_MEMBER(t));
					if (mark[key] || (k && !both))
						continue;
					mark[key] = 1;
					if (pass == 0)
						start[key + 1]++;
					else
						refs[fill[key]++] = (uint32_t)r;
				}
			}
			for (uint32_t i = 0; i < n; i++)
				if (!PF_IS_P(v[i]))
					mark[PF_ID(v[i]) << 1] = mark[PF_ID(v[i]) << 1 | 1] = 0;
			for (uint32_t c = 0; c < rules[r].ncand; c++)
				mark[(db->cands.v[rules[r].cand + c] & 0x3fffffffu) << 1] = 0;
		}
		if (pass == 1) {
			struct fix fx = { .db = db, .cur_rule = UINT32_MAX, .cur_trig = UINT32_MAX };
			unsigned char *weak = xmalloc((size_t)db->st.n + 64);
			memset(weak, 0, (size_t)db->st.n + 64);
			if (dump) {
				fx.nby = nid;
				fx.by_rule = xmalloc(nid * sizeof(uint32_t));
				fx.by_trig = xmalloc(nid * sizeof(uint32_t));
			}
			for (size_t s = 0; s < sizeof(seeds) / sizeof(seeds[0]); s++)
				add_S(&fx, strtab_intern(&db->st, seeds[s], strlen(seeds[s])), 0);
			for (;;) {
				while (fx.queue.n) {
					uint32_t id = fx.queue.v[--fx.queue.n];
					if (id >= nid)
						continue; /* interned after the index: in no rule */
					/* A macro in S only because its ## can spell a name of S makes its
					 * uses count, but its arguments are no declared names. */
					int weak_trig = !(id & 1) && weak[id >> 1];
					for (uint32_t p = start[id]; p < start[id + 1]; p++) {
						struct rule *ru = &rules[refs[p]];
						if (ru->fired || (weak_trig && !ru->is_macro))
							continue;
						ru->fired = 1;
						fx.cur_rule = refs[p];
						fx.cur_trig = id;
						if (ru->is_macro) {
							uint32_t mn = rule_macro(db, ru)->name;
							if (weak_trig && !(db->st.flags[mn] & PF_IN_S))
								weak[mn] = 1;
							add_S(&fx, mn, 0);
						} else {
							int mem = db->files[ru->file]->chunks[ru->idx].member;
							for (uint32_t c = 0; c < ru->ncand; c++)
								if (!(db->cands.v[ru->cand + c] & 0x40000000u))
									add_S(&fx, db->cands.v[ru->cand + c] & 0x3fffffffu, mem);
						}
					}
				}
				/* ## gluing a fragment of a name in S. */
				size_t before = fx.inS.n;
				for (size_t r = 0; r < nr; r++) {
					if (rules[r].fired || !rules[r].is_macro)
						continue;
					const struct pf_macro *m = rule_macro(db, &rules[r]);
					if (m->nfrags && !(db->st.flags[m->name] & PF_IN_S) && frag_in_S(&fx, m)) {
						rules[r].fired = 1;
						fx.cur_rule = (uint32_t)r;
						fx.cur_trig = UINT32_MAX;
						weak[m->name] = 1;
						add_S(&fx, m->name, 0);
					}
				}
				if (fx.inS.n == before)
					break;
			}
			if (dump)
				dump_S(dump, &fx, rules);
			free(weak);
			free(fx.by_rule);
			free(fx.by_trig);
			free(fx.queue.v);
			free(fx.inS.v);
			free(fill);
			free(refs);
		}
	}
	free(mark);
	free(start);
	free(rules);
	free(used.v);
}

/* Each name of S with the rule that added it and the name that made the rule fire. */
static void dump_S(FILE *dump, const struct fix *fx, const struct rule *rules)
{
	const struct db *db = fx->db;
	for (size_t i = 0; i < fx->inS.n; i++) {
		uint32_t key = fx->inS.v[i];
		fprintf(dump, "S %s%s", key & 1 ? "->" : "", db->st.str[key >> 1]);
		uint32_t r = key < fx->nby ? fx->by_rule[key] : UINT32_MAX;
		if (r == UINT32_MAX) {
			fputs(" (seed)\n", dump);
			continue;
		}
		const struct rule *ru = &rules[r];
		uint32_t t = fx->by_trig[key];
		fprintf(dump, " <- %s%s", t != UINT32_MAX && (t & 1) ? "->" : "",
			t == UINT32_MAX ? "## fragment" : db->st.str[t >> 1]);
		if (ru->is_macro) {
			fprintf(dump, " in macro %s", db->st.str[rule_macro(db, ru)->name]);
		} else {
			const struct pf_chunk *c = &db->files[ru->file]->chunks[ru->idx];
			fprintf(dump, " in %s:", db->files[ru->file]->path);
			for (uint32_t k = 0; k < c->n && k < 40; k++)
				if (PF_IS_P(c->tok[k]))
					fprintf(dump, " %c", (char)(c->tok[k] & 0xff));
				else
					fprintf(dump, " %s%s", PF_IS_MEMBER(c->tok[k]) ? "->" : "",
						db->st.str[PF_ID(c->tok[k])]);
		}
		fputc('\n', dump);
	}
}

static int wanted(struct db *db, struct pf_file *f)
{
	if (f->wanted < 0) {
		f->wanted = 0;
		for (size_t i = 0; i < db->r->nroots; i++)
			if (path_under(f->path, db->r->roots[i]))
				f->wanted = 1;
	}
	return f->wanted;
}

void prefilter_run(struct run *r, struct pf_stats *stats, FILE *dump)
{
	struct db db = { .r = r };
	pf_keywords(&db.st);
	struct tu *tus = xmalloc((r->njobs + 1) * sizeof(*tus));
	memset(tus, 0, (r->njobs + 1) * sizeof(*tus));
	for (size_t i = 0; i < r->njobs; i++)
		closure(&db, &r->jobs[i], &tus[i], (unsigned)i + 1);
	fixpoint(&db, tus, r->njobs, dump);
	memset(stats, 0, sizeof(*stats));
	stats->files = r->njobs;
	stats->headers = db.paths.n;
	for (uint32_t i = 0; i < db.st.n; i++)
		stats->s_names += (db.st.flags[i] & (PF_IN_S | PF_IN_SF)) != 0;
	for (size_t j = 0; j < r->njobs; j++) {
		struct job *jb = &r->jobs[j];
		const char *hit = NULL, *where = NULL;
		for (size_t i = 0; !hit && !tus[j].unsure && i < tus[j].n; i++) {
			struct pf_file *f = db.files[tus[j].files[i]];
			if (!wanted(&db, f))
				continue;
			/* A header counts where it can hold an expression (a finding in a macro is
			 * reported where the macro is used); a .c file counts whole. */
			int whole = has_suffix(f->path, ".c");
			const uint32_t *v = whole ? f->idents : f->eidents;
			size_t n = whole ? f->nidents : f->neidents;
			for (size_t k = 0; k < n; k++)
				if (db.st.flags[PF_ID(v[k])] & (PF_IS_MEMBER(v[k]) ? PF_IN_SF : PF_IN_S)) {
					hit = db.st.str[PF_ID(v[k])];
					where = f->path;
					break;
				}
		}
		jb->prefiltered = !tus[j].unsure && !hit;
		stats->parse += !jb->prefiltered;
		stats->unsure += tus[j].unsure != NULL;
		if (dump) {
			if (tus[j].unsure)
				fprintf(dump, "parse %s: unsure: %s\n", jb->res.rel, tus[j].unsure);
			else if (hit)
				fprintf(dump, "parse %s: %s names %s\n", jb->res.rel, where, hit);
			else
				fprintf(dump, "skip %s\n", jb->res.rel);
		}
	}
	for (size_t j = 0; j < r->njobs; j++) {
		free(tus[j].files);
		free(tus[j].unsure);
	}
	free(tus);
	for (uint32_t i = 0; i < db.paths.n; i++)
		if (db.files[i]) {
			pf_file_free(db.files[i]);
			free(db.files[i]);
		}
	free(db.files);
	for (size_t i = 0; i < db.ndefs; i++)
		free(db.defs[i].body);
	free(db.defs);
	free(db.resolved);
	free(db.cands.v);
	free(db.plain);
	strtab_free(&db.st);
	strtab_free(&db.paths);
	strtab_free(&db.keys);
}
