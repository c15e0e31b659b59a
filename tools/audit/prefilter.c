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
 *      that is not found where the unit can read its #include, cannot be tokenised,
 *      has unbalanced braces, or a computed #include).  All other files cannot have a
 *      finding and are not parsed.
 * The design and its evidence (identical findings with and without) are in doc/audit.md. */
#include "prefilter.h"
#include "pf_local.h"
#include "pf_mac.h"
#include "pf.h"
#include "pf_db.h"
#include "predef.h"
#include "visit.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

static void spath_from_args(const struct strlist *a, struct spath *sp, struct db *db)
{
	struct strlist sys = { 0 }, after = { 0 };
	memset(sp, 0, sizeof(*sp));
	for (size_t i = 0; i < a->n; i++) {
		const char *o = a->v[i], *v = i + 1 < a->n ? a->v[i + 1] : NULL;
		if (!strcmp(o, "-I") && v)
			sl_pushs(&sp->angle, a->v[++i]);
		else if (has_prefix(o, "-I") && o[2])
			sl_pushs(&sp->angle, o + 2);
		else if (!strcmp(o, "-iquote") && v)
			sl_pushs(&sp->quote, a->v[++i]);
		else if (!strcmp(o, "-isystem") && v)
			sl_pushs(&sys, a->v[++i]);
		else if (!strcmp(o, "-idirafter") && v)
			sl_pushs(&after, a->v[++i]);
		else if ((!strcmp(o, "-include") || !strcmp(o, "-imacros")) && v)
			sl_pushs(&sp->incfiles, a->v[++i]);
		else if (!strcmp(o, "-D") && v)
			sl_pushs(&sp->defines, a->v[++i]);
		else if (has_prefix(o, "-D") && o[2])
			sl_pushs(&sp->defines, o + 2);
	}
	for (size_t i = 0; i < sys.n; i++)
		sl_pushs(&sp->angle, sys.v[i]);
	for (size_t i = 0; i < after.n; i++)
		sl_pushs(&sp->angle, after.v[i]);
	sl_free(&sys);
	sl_free(&after);
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
	sl_free(&sp->quote);
	sl_free(&sp->angle);
	sl_free(&sp->incfiles);
	sl_free(&sp->defines);
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

/* The length of the name a -D argument defines (NAME, NAME=V, NAME(A)=V). */
static size_t define_name_len(const char *d)
{
	size_t nl = strcspn(d, "=");
	const char *paren = memchr(d, '(', nl);
	return paren ? (size_t)(paren - d) : nl;
}

static void add_define(struct db *db, const char *d)
{
	const char *eq = strchr(d, '=');
	size_t nl = define_name_len(d);
	if (db->ndefs == db->capdefs) {
		db->capdefs = db->capdefs ? db->capdefs * 2 : 64;
		db->defs = xrealloc(db->defs, db->capdefs * sizeof(*db->defs));
	}
	struct pf_macro *m = &db->defs[db->ndefs++];
	memset(m, 0, sizeof(*m));
	m->name = strtab_intern(&db->st, d, nl);
	m->first = UINT32_MAX;
	m->funclike = d[nl] == '(';
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

/* A header not found under #if conditions: decided once the unit's files are all
 * read (the include INC of FILE, and what to say). */
struct pending {
	uint32_t file;
	size_t inc;
	char *why;
};
struct pendings {
	struct pending *v;
	size_t n, cap;
};

/* The -include files of the unit's flags. */
static void forced_includes(struct db *db, const struct spath *sp, struct tu *t, unsigned epoch)
{
	for (size_t i = 0; i < sp->incfiles.n; i++) {
		if (sp->incfiles.v[i][0] != '/' || !is_file(sp->incfiles.v[i])) {
			tu_unsure(t, xasprintf("-include %s not found", sp->incfiles.v[i]));
			continue;
		}
		char *p = path_normalise(sp->incfiles.v[i], "/");
		uint32_t id = file_id(db, p);
		db->files[id]->included = 1;
		tu_add(t, db, id, epoch);
		free(p);
	}
}

/* #include_next <NAME> of file Q of the unit: every later match, a superset of
 * the one the compiler takes. */
static void include_next(struct db *db, const struct spath *sp, struct tu *t, size_t q, const char *name,
			 unsigned epoch)
{
	int found = 0;
	for (size_t d = 0; d < sp->angle.n; d++) {
		uint32_t id = try_dir(db, sp->angle.v[d], name);
		if (id != UINT32_MAX && id != t->files[q]) {
			tu_add(t, db, id, epoch);
			found = 1;
		}
	}
	struct pf_file *f = db->files[t->files[q]];
	if (!found && wanted(db, f))
		tu_unsure(t, xasprintf("%s: #include_next <%s> not found", f->path, name));
}

/* The includes of file Q of the unit, added to it (those not found and under
 * conditions into PEND). */
static void follow_includes(struct db *db, const struct spath *sp, struct tu *t, size_t q, unsigned epoch,
			    struct pendings *pend)
{
	struct pf_file *f = db->files[t->files[q]];
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
			include_next(db, sp, t, q, inc->name, epoch);
			f = db->files[t->files[q]];
			continue;
		}
		uint32_t id = resolve(db, sp, f->path, inc);
		f = db->files[t->files[q]]; /* db->files may have moved */
		/* A header not found from a file outside the audited paths sits in a branch
		 * the build does not take (the build compiles); from an audited file it
		 * may be what makes the parse fail, which the full parse must report. */
		if (id != UINT32_MAX) {
			tu_add(t, db, id, epoch);
		} else if (wanted(db, f)) {
			char *why = xasprintf("%s: #include %c%s%c not found", f->path,
					      inc->kind == PF_INC_QUOTE ? '"' : '<', f->inc[i].name,
					      inc->kind == PF_INC_QUOTE ? '"' : '>');
			if (f->inc[i].nconds) { /* decided once the unit's files are all read */
				ALLOC_GROW(pend->v, pend->n + 1, pend->cap);
				pend->v[pend->n++] = (struct pending){ t->files[q], i, why };
			} else {
				tu_unsure(t, why);
			}
		}
	}
}

/* Is the condition of INC one the unit cannot meet (PRE: the compiler's and the
 * flags' predefined names, sorted)? */
static int include_dead(const struct db *db, const struct spath *sp, const struct tu *t, const struct pf_inc *inc,
			const uint32_t *pre, size_t npre)
{
	int dead = 0;
	for (size_t c = 0; !dead && c < inc->nconds; c++) {
		uint32_t name = PF_COND_ID(inc->conds[c]);
		int flags = bsearch(&name, pre, npre, sizeof(*pre), u32_cmp) != NULL;
		for (size_t d = 0; !flags && d < sp->defines.n; d++) {
			const char *v = sp->defines.v[d], *str = db->st.str[name];
			flags = define_name_len(v) == strlen(str) && !strncmp(v, str, strlen(str));
		}
		int def = 0, undef = 0;
		for (size_t q = 0; q < t->n; q++) {
			const struct pf_file *g = db->files[t->files[q]];
			for (size_t m = 0; !def && m < g->nmacros; m++)
				def = g->macros[m].name == name;
			for (size_t m = 0; !undef && m < g->nundefs; m++)
				undef = g->undefs[m] == name;
		}
		dead = PF_COND_DEFINED(inc->conds[c]) ? !flags && !def : flags && !undef;
	}
	return dead;
}

/* The files one translation unit can read, and whether the model holds for it. */
static void closure(struct db *db, const struct job *j, struct tu *t, unsigned epoch)
{
	struct spath sp;
	spath_from_args(&j->args, &sp, db);
	for (size_t i = 0; i < sp.defines.n; i++)
		add_define(db, sp.defines.v[i]);
	forced_includes(db, &sp, t, epoch);
	struct pendings pend = { 0 };
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
		follow_includes(db, &sp, t, q, epoch, &pend);
	}
	/* A header that is not found under a condition the unit cannot meet is never
	 * read: #ifdef __ECOS where nothing defines __ECOS (no -D, no file of the unit,
	 * not the compiler), #ifndef __KERNEL__ under -D__KERNEL__ (no file #undefs it). */
	size_t npre = 0;
	const uint32_t *pre = pend.n ? predef_names(&j->args, &db->st, &npre) : NULL;
	int has_u = 0;
	for (size_t i = 0; i < j->args.n; i++)
		has_u |= has_prefix(j->args.v[i], "-U");
	for (size_t k = 0; k < pend.n; k++) {
		const struct pf_inc *inc = &db->files[pend.v[k].file]->inc[pend.v[k].inc];
		if (pre && !has_u && include_dead(db, &sp, t, inc, pre, npre))
			free(pend.v[k].why);
		else
			tu_unsure(t, pend.v[k].why);
	}
	free(pend.v);
	spath_free(&sp);
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

static int u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

/* Is one of the files that declare member m (sorted (m, file) pairs) in the unit? */
static int member_defined(const uint64_t *mdef, size_t n, uint32_t m, const unsigned char *in_tu)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (mdef[mid] >> 32 < m)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < n && mdef[lo] >> 32 == m; lo++)
		if (in_tu[(uint32_t)mdef[lo]])
			return 1;
	return 0;
}

/* Can anything in body b of f (or its head: parameters, return type) have an ID
 * type?  Only through a name of S, a member of S after . or -> (unscoped), or a name
 * f adds to S itself (db->lflags, pf_local.c). */
static int body_names_S(const struct db *db, const struct pf_file *f, const struct pf_body *b)
{
	const uint32_t *h = b->head != UINT32_MAX ? f->chunks[b->head].tok : NULL;
	size_t nh = h ? f->chunks[b->head].n : 0;
	for (size_t k = 0; k < nh + (b->t1 - b->t0); k++) {
		uint32_t t = k < nh ? h[k] : f->btok[b->t0 + k - nh];
		if (!PF_IS_P(t) && ((db->st.flags[PF_ID(t)] & (PF_IS_MEMBER(t) ? PF_IN_SF : PF_IN_S)) || db->lflags[PF_ID(t)]))
			return 1;
	}
	return 0;
}

static void add_blank(struct run *r, size_t *cap, const struct pf_file *f, char *text, int sure_only)
{
	if (r->nblank == *cap) {
		*cap = *cap ? *cap * 2 : 256;
		r->blank = xrealloc(r->blank, *cap * sizeof(*r->blank));
	}
	r->blank[r->nblank++] = (struct blanked){ xstrdup(f->path), text, f->len, sure_only };
}

/* The files the parsed units read with function bodies blanked (pf_strip.c), in
 * r->blank, and per job the list of them: every body of a header outside the
 * audited paths (no finding can be reported there); with r->blank_audited, under
 * them each body that with its head names nothing of S (no expression there can
 * have an ID type), and in any file the bodies its macros define that pf_mac.c
 * cleared.  Those two rest on S, so a unit the model does not hold for (unsure) is
 * given the headers outside the audited paths with their bodies blanked only. */
/* A text of a file with the bodies macros define blanked, by the signature of
 * its regions (which are blank). */
struct variant {
	char *sig;
	uint32_t slot;
};

/* blank_files()'s state: per file id, the r->blank index + 1 of its text for
 * sure units (sure) and for unsure ones (unsure), 0 none; whether it is audited,
 * whether its macros define bodies (hasreg) and its body mask then (NULL: every
 * body), its variants; the counts for the dump. */
struct blanking {
	struct db *db;
	struct run *r;
	const struct tu *tus;
	uint32_t *sure, *unsure;
	unsigned char *audited, *hasreg, **mask, *only;
	size_t caponly, cap;
	struct pf_mac *mac;
	struct variant **var;
	size_t *nvar;
	size_t bytes, bodies, nfull, abodies, ablanked, nparts, ngroups, most, least, texts;
};

/* Which files the parsed units read, and which of them are audited: by real path
 * (a file under an audited path by another spelling, a symlink farm, is). */
static void mark_audited(struct blanking *b)
{
	struct db *db = b->db;
	struct run *r = b->r;
	char **real = xmalloc((r->nroots + 1) * sizeof(*real));
	for (size_t i = 0; i < r->nroots; i++)
		real[i] = realpath(r->roots[i], NULL);
	for (size_t j = 0; j < r->njobs; j++)
		for (size_t i = 0; !r->jobs[j].prefiltered && i < b->tus[j].n; i++) {
			uint32_t id = b->tus[j].files[i];
			struct pf_file *f = db->files[id];
			if (b->sure[id] || f->state != PF_OK)
				continue;
			b->sure[id] = 1;
			char *rp = realpath(f->path, NULL);
			int a = !rp || wanted(db, f);
			for (size_t k = 0; rp && k < r->nroots; k++)
				a |= !real[k] || path_under(rp, real[k]);
			free(rp);
			b->audited[id] = (unsigned char)a;
		}
	for (size_t i = 0; i < r->nroots; i++)
		free(real[i]);
	free(real);
}

/* File ID's texts: every body blanked outside the audited paths (for all units);
 * in an audited file the bodies that name nothing of S (for the sure units). */
static void blank_file(struct blanking *b, uint32_t id)
{
	struct db *db = b->db;
	struct run *r = b->r;
	b->sure[id] = 0;
	b->mask[id] = NULL;
	struct pf_file *f = db->files[id];
	int a = b->audited[id];
	size_t n = 0, nb = 0, nr = 0;
	for (size_t i = 0; b->mac && i < f->nmacros; i++)
		b->hasreg[id] |= f->macros[i].nregions != 0;
	if (a && r->blank_audited) {
		if (!f->included)
			pf_local_S(db, f, db->plain, db->lflags, &db->lset);
		ALLOC_GROW(b->only, f->nbodies, b->caponly);
		for (size_t i = 0; i < f->nbodies; i++)
			n += b->only[i] = !body_names_S(db, f, &f->bodies[i]);
		pf_local_clear(db->lflags, &db->lset);
		b->abodies += f->nbodies;
	}
	/* Outside the audited paths, every body: for all units. */
	char *all = !a && r->blank_bodies && f->nbodies ? pf_blank_text(f, NULL, 0, &nb) : NULL;
	if (all && nb) {
		add_blank(r, &b->cap, f, all, 0);
		b->unsure[id] = (uint32_t)r->nblank;
		b->bytes += f->len;
		b->bodies += nb;
		b->nfull++;
	} else {
		free(all);
	}
	b->sure[id] = b->unsure[id];
	if (!a && !r->blank_bodies) {
		ALLOC_GROW(b->only, f->nbodies, b->caponly); /* --whole-headers: no body */
		memset(b->only, 0, f->nbodies);
	}
	const unsigned char *bm = a || !r->blank_bodies ? b->only : NULL;
	if (b->hasreg[id] && bm) {
		b->mask[id] = xmalloc(f->nbodies + 1);
		memcpy(b->mask[id], bm, f->nbodies);
	}
	if (!n)
		return;
	/* What rests on S (an audited file's bodies): for the units the model holds for. */
	char *text = pf_blank_text(f, bm, 0, &nr);
	if (!text || !nr) {
		free(text);
		return;
	}
	add_blank(r, &b->cap, f, text, 1);
	b->sure[id] = (uint32_t)r->nblank;
	b->ablanked += nr;
	b->nparts++;
}

/* File ID in the current group of units, whose macros define bodies: the slot of
 * the text with the regions the group blanks (made once per signature), or S. */
static uint32_t variant_slot(struct blanking *b, uint32_t id, uint32_t s)
{
	struct pf_file *f = b->db->files[id];
	struct buf sig = { 0 };
	int any = 0;
	for (size_t m = 0; m < f->nmacros; m++)
		for (uint32_t k = 0; k < f->macros[m].nregions; k++) {
			buf_add(&sig, f->macros[m].regions[k].blank ? "1" : "0", 1);
			any |= f->macros[m].regions[k].blank;
		}
	size_t v = 0;
	while (any && v < b->nvar[id] && strcmp(b->var[id][v].sig, sig.s))
		v++;
	if (any && v == b->nvar[id]) {
		size_t nr = 0;
		char *text = pf_blank_text(f, b->mask[id], 1, &nr);
		b->var[id] = xrealloc(b->var[id], (b->nvar[id] + 1) * sizeof(**b->var));
		b->var[id][v] = (struct variant){ xstrdup(sig.s), text ? 0 : s };
		b->nvar[id]++;
		if (text) {
			add_blank(b->r, &b->cap, f, text, 1);
			b->var[id][v].slot = (uint32_t)b->r->nblank;
			b->texts++;
		}
	}
	if (any)
		s = b->var[id][v].slot;
	buf_free(&sig);
	return s;
}

/* Bodies macros define: blanked per group of units (those whose audited files
 * pass the same names of S to macros), one text per file and set of regions;
 * each job's list of texts. */
static void blank_groups(struct blanking *b)
{
	struct run *r = b->r;
	const struct tu *tus = b->tus;
	size_t *group = xmalloc((r->njobs + 1) * sizeof(*group));
	for (size_t j = 0; j < r->njobs; j++)
		group[j] = b->mac && !r->jobs[j].prefiltered && !tus[j].unsure
				   ? pf_mac_group(b->mac, tus[j].files, tus[j].n)
				   : SIZE_MAX;
	b->ngroups = b->mac ? pf_mac_ngroups(b->mac) : 0;
	for (size_t g = 0; g <= b->ngroups; g++) {
		/* g == ngroups: the units no group holds (unsure, or no --whole-bodies). */
		if (g < b->ngroups) {
			size_t k = pf_mac_apply(b->mac, g);
			b->most = k > b->most ? k : b->most;
			b->least = k < b->least ? k : b->least;
		}
		for (size_t j = 0; j < r->njobs; j++) {
			struct job *jb = &r->jobs[j];
			if (jb->prefiltered || (g < b->ngroups ? group[j] != g : group[j] != SIZE_MAX))
				continue;
			for (size_t i = 0; i < tus[j].n; i++) {
				uint32_t id = tus[j].files[i], s = tus[j].unsure ? b->unsure[id] : b->sure[id];
				if (g < b->ngroups && b->hasreg[id])
					s = variant_slot(b, id, s);
				if (!s)
					continue;
				if (!jb->blanked)
					jb->blanked = xmalloc(tus[j].n * sizeof(*jb->blanked));
				jb->blanked[jb->nblanked++] = s - 1;
			}
		}
	}
	free(group);
}

static void blanking_free(struct blanking *b)
{
	for (uint32_t id = 0; id < b->db->paths.n; id++) {
		for (size_t v = 0; v < b->nvar[id]; v++)
			free(b->var[id][v].sig);
		free(b->var[id]);
		if (b->hasreg[id])
			free(b->mask[id]);
	}
	free(b->var);
	free(b->nvar);
	free(b->mask);
	free(b->hasreg);
	pf_mac_free(b->mac);
	free(b->audited);
	free(b->sure);
	free(b->unsure);
	free(b->db->lflags);
	free(b->db->lset.v);
}

static unsigned char *zalloc(size_t n)
{
	unsigned char *p = xmalloc(n);
	memset(p, 0, n);
	return p;
}

/* The files the parsed units read with function bodies blanked (pf_strip.c), in
 * r->blank, and per job the list of them: every body of a header outside the
 * audited paths (no finding can be reported there); with r->blank_audited, under
 * them each body that with its head names nothing of S (no expression there can
 * have an ID type), and in any file the bodies its macros define that pf_mac.c
 * cleared.  Those two rest on S, so a unit the model does not hold for (unsure) is
 * given the headers outside the audited paths with their bodies blanked only. */
static void blank_files(struct db *db, struct run *r, const struct tu *tus, FILE *dump)
{
	size_t n = db->paths.n + 1;
	struct blanking b = { .db = db, .r = r, .tus = tus, .least = SIZE_MAX };
	b.sure = (uint32_t *)zalloc(n * sizeof(*b.sure));
	b.unsure = (uint32_t *)zalloc(n * sizeof(*b.unsure));
	b.audited = zalloc(n);
	mark_audited(&b);
	db->lflags = zalloc(db->st.n + 1);
	b.mac = r->blank_audited ? pf_mac_new(db, b.audited) : NULL;
	b.mask = xmalloc(n * sizeof(*b.mask));
	b.hasreg = zalloc(n);
	for (uint32_t id = 0; id < db->paths.n; id++)
		if (b.sure[id])
			blank_file(&b, id);
	free(b.only);
	b.var = (struct variant **)zalloc(n * sizeof(*b.var));
	b.nvar = (size_t *)zalloc(n * sizeof(*b.nvar));
	blank_groups(&b);
	if (dump) {
		fprintf(dump, "blanked %zu function bodies in %zu header(s) outside the audited paths (%zu bytes)\n",
			b.bodies, b.nfull, b.bytes);
		fprintf(dump, "blanked %zu of %zu function bodies in %zu audited file(s): they name nothing of S\n",
			b.ablanked, b.abodies, b.nparts);
		fprintf(dump, "blanked %zu to %zu of the function bodies macros define, per group of units "
			      "(%zu groups, %zu texts): no expansion names S\n",
			b.ngroups ? b.least : 0, b.most, b.ngroups, b.texts);
	}
	blanking_free(&b);
}

void prefilter_run(struct run *r, struct pf_stats *stats, FILE *dump)
{
	struct db db = { .r = r };
	pf_keywords(&db.st);
	struct tu *tus = xmalloc((r->njobs + 1) * sizeof(*tus));
	memset(tus, 0, (r->njobs + 1) * sizeof(*tus));
	for (size_t i = 0; i < r->njobs; i++)
		closure(&db, &r->jobs[i], &tus[i], (unsigned)i + 1);
	/* A .c file that other files #include (fs/nfs/nfs42xdr.c) may not stand alone:
	 * whether its own parse fails is for the parse to say. */
	for (size_t i = 0; i < r->njobs; i++) {
		uint32_t id = strtab_find(&db.paths, r->jobs[i].res.path, strlen(r->jobs[i].res.path));
		if (id != UINT32_MAX && db.files[id]->included)
			tu_unsure(&tus[i], xasprintf("%s is #included by another file", r->jobs[i].res.path));
	}
	pf_fixpoint(&db, tus, r->njobs, dump);
	memset(stats, 0, sizeof(*stats));
	stats->files = r->njobs;
	stats->headers = db.paths.n;
	for (uint32_t i = 0; i < db.st.n; i++)
		stats->s_names += (db.st.flags[i] & (PF_IN_S | PF_IN_SF)) != 0;
	/* Members of S by name, each with the files that declare it in a struct or union
	 * with an ID type: x->m can have an ID type only when one of those definitions
	 * is in x's translation unit (a member access needs the complete type). */
	size_t nmdef = db.mdef.n / 2;
	uint64_t *mdef = xmalloc((nmdef + 1) * sizeof(*mdef));
	for (size_t i = 0; i < nmdef; i++)
		mdef[i] = (uint64_t)db.mdef.v[2 * i] << 32 | db.mdef.v[2 * i + 1];
	qsort(mdef, nmdef, sizeof(*mdef), u64_cmp);
	unsigned char *in_tu = xmalloc(db.paths.n + 1);
	memset(in_tu, 0, db.paths.n + 1);
	for (size_t j = 0; j < r->njobs; j++) {
		struct job *jb = &r->jobs[j];
		const char *hit = NULL, *where = NULL;
		for (size_t i = 0; i < tus[j].n; i++)
			in_tu[tus[j].files[i]] = 1;
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
				if ((db.st.flags[PF_ID(v[k])] & (PF_IS_MEMBER(v[k]) ? PF_IN_SF : PF_IN_S)) &&
				    (!PF_IS_MEMBER(v[k]) || member_defined(mdef, nmdef, PF_ID(v[k]), in_tu))) {
					hit = db.st.str[PF_ID(v[k])];
					where = f->path;
					break;
				}
		}
		for (size_t i = 0; i < tus[j].n; i++)
			in_tu[tus[j].files[i]] = 0;
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
	free(mdef);
	free(in_tu);
	free(db.mdef.v);
	if (r->blank_bodies || r->blank_audited)
		blank_files(&db, r, tus, dump);
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
	free(db.plain);

	strtab_free(&db.st);
	strtab_free(&db.paths);
	strtab_free(&db.keys);
	predef_free();
}
