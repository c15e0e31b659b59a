/* pf_fix.c — the prefilter's set S: the ID type and conversion names, closed under
 * the declarations that mention them (the names those declare) and the macros whose
 * bodies mention them or whose ## can spell them; a worklist over an inverted index
 * from names to the chunks and macros that mention them.  Design: doc/audit.md. */
#include "pf_db.h"
#include "audit.h"
#include "kp-idvocab.h"

#include <string.h>

struct rule {
	uint32_t file; /* UINT32_MAX: a -D define (idx into db->defs) */
	uint32_t idx;
	unsigned char is_macro, fired;
	uint32_t cand, ncand; /* chunks: the names they declare, in db->cands (top bit: own declarator) */
};

/* ---- the set S: ID type names closed over declarations and macros ---- */

/* The seeds: the ID types, the conversions to raw values and the mappings of a
 * value holding IDs (posix_acl_from_xattr: --namespaces), in the order of the one
 * ID vocabulary (tools/common/kp-idvocab.c). */
#define SEEDS (KP_IDV_TYPES | KP_IDV_TO_RAW | KP_IDV_VALUE_MAPS)

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
	return kp_idv_find(st->str[id], KP_IDV_TYPES) != NULL;
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

/* Which translation units hold each file (CSR), to tell whether a chunk that reads
 * ->m can see a struct declaring m with an ID type in some unit. */
struct units_of {
	uint32_t *start, *unit, *mark, epoch;
};

static void units_of_init(struct units_of *u, const struct db *db, const struct tu *tus, size_t ntus)
{
	size_t nf = db->paths.n;
	u->start = xmalloc((nf + 2) * sizeof(*u->start));
	memset(u->start, 0, (nf + 2) * sizeof(*u->start));
	for (size_t t = 0; t < ntus; t++)
		for (size_t i = 0; i < tus[t].n; i++)
			u->start[tus[t].files[i] + 1]++;
	for (size_t f = 0; f < nf; f++)
		u->start[f + 1] += u->start[f];
	uint32_t *fill = xmalloc((nf + 1) * sizeof(*fill));
	memcpy(fill, u->start, (nf + 1) * sizeof(*fill));
	u->unit = xmalloc(((size_t)u->start[nf] + 1) * sizeof(*u->unit));
	for (size_t t = 0; t < ntus; t++)
		for (size_t i = 0; i < tus[t].n; i++)
			u->unit[fill[tus[t].files[i]]++] = (uint32_t)t;
	free(fill);
	u->mark = xmalloc((ntus + 1) * sizeof(*u->mark));
	memset(u->mark, 0, (ntus + 1) * sizeof(*u->mark));
	u->epoch = 0;
}

/* Is there a unit with FILE and a file whose struct/union declares member M with an
 * ID type (db->mdef so far)?  Without one, ->M in FILE never has an ID type. */
static int member_visible(struct units_of *u, const struct db *db, uint32_t m, uint32_t file)
{
	u->epoch++;
	for (size_t i = 0; i + 1 < db->mdef.n; i += 2)
		if (db->mdef.v[i] == m)
			for (uint32_t p = u->start[db->mdef.v[i + 1]]; p < u->start[db->mdef.v[i + 1] + 1]; p++)
				u->mark[u->unit[p]] = u->epoch;
	for (uint32_t p = u->start[file]; p < u->start[file + 1]; p++)
		if (u->mark[u->unit[p]] == u->epoch)
			return 1;
	return 0;
}

/* The files of all translation units (each once). */
static void used_files(const struct db *db, const struct tu *tus, size_t ntus, struct u32v *used)
{
	unsigned char *seen = xmalloc(db->paths.n);
	memset(seen, 0, db->paths.n);
	for (size_t t = 0; t < ntus; t++)
		for (size_t i = 0; i < tus[t].n; i++)
			if (!seen[tus[t].files[i]]) {
				seen[tus[t].files[i]] = 1;
				push_u32(used, tus[t].files[i]);
			}
	free(seen);
}

/* Macros' flags, then db->plain: per identifier, the flags of its definitions
 * (every bit for a name no macro defines). */
static void plain_names(struct db *db, const struct u32v *used)
{
	size_t nm = db->ndefs;
	for (size_t i = 0; i < used->n; i++)
		nm += db->files[used->v[i]]->nmacros;
	struct pf_macro **all = xmalloc((nm + 1) * sizeof(*all));
	size_t k = 0;
	for (size_t i = 0; i < used->n; i++)
		for (size_t m = 0; m < db->files[used->v[i]]->nmacros; m++)
			all[k++] = &db->files[used->v[i]]->macros[m];
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
}

/* The rules: each macro and each declaration chunk of an included file, and the
 * predefined macros; *NR of them. */
static struct rule *make_rules(struct db *db, const struct u32v *used, size_t *nr)
{
	size_t nrules = db->ndefs;
	for (size_t i = 0; i < used->n; i++)
		nrules += db->files[used->v[i]]->nmacros + db->files[used->v[i]]->nchunks;
	struct rule *rules = xmalloc((nrules + 1) * sizeof(*rules));
	size_t n = 0;
	for (size_t i = 0; i < used->n; i++) {
		struct pf_file *f = db->files[used->v[i]];
		if (!f->included)
			continue; /* a translation unit's own names: its file mentions S already */
		for (size_t m = 0; m < f->nmacros; m++)
			rules[n++] = (struct rule){ used->v[i], (uint32_t)m, 1, 0, 0, 0 };
		for (size_t c = 0; c < f->nchunks; c++) {
			if (f->inert && f->inert[c])
				continue;
			struct rule *ru = &rules[n++];
			*ru = (struct rule){ used->v[i], (uint32_t)c, 0, 0, (uint32_t)db->cands.n, 0 };
			pf_declared(&db->st, &f->chunks[c], db->plain, collect_cand, db);
			ru->ncand = (uint32_t)(db->cands.n - ru->cand);
		}
	}
	for (size_t i = 0; i < db->ndefs; i++)
		rules[n++] = (struct rule){ UINT32_MAX, (uint32_t)i, 1, 0, 0, 0 };
	*nr = n;
	return rules;
}

/* The inverted index: identifier << 1 | used as a member -> the rules that mention
 * it (CSR: start[key] .. start[key + 1] in *refs). */
struct index {
	uint32_t nid, *start, *refs;
};

/* Rule R's keys: counted (pass 0) or filed (pass 1, FILL: each key's next slot). */
static void index_rule(const struct db *db, const struct rule *rules, size_t r, unsigned char *mark, struct index *ix,
		       uint32_t *fill)
{
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
			if (!fill)
				ix->start[key + 1]++;
			else
				ix->refs[fill[key]++] = (uint32_t)r;
		}
	}
	for (uint32_t i = 0; i < n; i++)
		if (!PF_IS_P(v[i]))
			mark[PF_ID(v[i]) << 1] = mark[PF_ID(v[i]) << 1 | 1] = 0;
	for (uint32_t c = 0; c < rules[r].ncand; c++)
		mark[(db->cands.v[rules[r].cand + c] & 0x3fffffffu) << 1] = 0;
}

static void index_build(const struct db *db, const struct rule *rules, size_t nr, struct index *ix)
{
	ix->nid = db->st.n * 2;
	ix->start = xmalloc(((size_t)ix->nid + 2) * sizeof(*ix->start));
	memset(ix->start, 0, ((size_t)ix->nid + 2) * sizeof(*ix->start));
	unsigned char *mark = xmalloc(ix->nid);
	memset(mark, 0, ix->nid);
	for (size_t r = 0; r < nr; r++)
		index_rule(db, rules, r, mark, ix, NULL);
	for (uint32_t i = 0; i < ix->nid; i++)
		ix->start[i + 1] += ix->start[i];
	uint32_t *fill = xmalloc(((size_t)ix->nid + 1) * sizeof(*fill));
	memcpy(fill, ix->start, ((size_t)ix->nid + 1) * sizeof(*fill));
	ix->refs = xmalloc(((size_t)ix->start[ix->nid] + 1) * sizeof(*ix->refs));
	for (size_t r = 0; r < nr; r++)
		index_rule(db, rules, r, mark, ix, fill);
	free(fill);
	free(mark);
}

/* The state of the fixpoint: the set S (fx), the rules, the index, which names are
 * in S only through ## (weak) and which units see which files (uo). */
struct fixrun {
	struct fix fx;
	struct rule *rules;
	size_t nr;
	const struct index *ix;
	unsigned char *weak;
	struct units_of uo;
};

/* Rule P (fired by ID) adds its names to S. */
static void fire(struct fixrun *fr, uint32_t p, uint32_t id, int weak_trig)
{
	struct db *db = fr->fx.db;
	struct rule *ru = &fr->rules[p];
	ru->fired = 1;
	fr->fx.cur_rule = p;
	fr->fx.cur_trig = id;
	if (ru->is_macro) {
		uint32_t mn = rule_macro(db, ru)->name;
		if (weak_trig && !(db->st.flags[mn] & PF_IN_S))
			fr->weak[mn] = 1;
		add_S(&fr->fx, mn, 0);
		return;
	}
	int mem = db->files[ru->file]->chunks[ru->idx].member;
	for (uint32_t c = 0; c < ru->ncand; c++)
		if (!(db->cands.v[ru->cand + c] & 0x40000000u)) {
			uint32_t nid = db->cands.v[ru->cand + c] & 0x3fffffffu;
			add_S(&fr->fx, nid, mem);
			/* Every struct that declares it, not only the first:
			 * x->m needs one of them in x's translation unit. */
			if (mem) {
				push_u32(&db->mdef, nid);
				push_u32(&db->mdef, ru->file);
				/* ->id may now be visible to rules it did not fire before: once more. */
				push_u32(&fr->fx.queue, nid << 1 | 1);
			}
		}
}

/* Fires every rule the names queued for S mention, until the queue is empty. */
static void drain(struct fixrun *fr)
{
	const struct db *db = fr->fx.db;
	const struct index *ix = fr->ix;
	while (fr->fx.queue.n) {
		uint32_t id = fr->fx.queue.v[--fr->fx.queue.n];
		if (id >= ix->nid)
			continue; /* interned after the index: in no rule */
		/* A macro in S only because its ## can spell a name of S makes its
		 * uses count, but its arguments are no declared names. */
		int weak_trig = !(id & 1) && fr->weak[id >> 1];
		for (uint32_t p = ix->start[id]; p < ix->start[id + 1]; p++) {
			struct rule *ru = &fr->rules[ix->refs[p]];
			if (ru->fired || (weak_trig && !ru->is_macro))
				continue;
			/* ->m in a declaration counts only where a unit can see a
			 * struct giving m an ID type (else it may fire later, when one
			 * is found, or through another name). */
			if ((id & 1) && !ru->is_macro && !member_visible(&fr->uo, db, id >> 1, ru->file))
				continue;
			fire(fr, ix->refs[p], id, weak_trig);
		}
	}
}

/* ## gluing a fragment of a name in S: the macros it fires; 0 when none. */
static int glue(struct fixrun *fr)
{
	const struct db *db = fr->fx.db;
	size_t before = fr->fx.inS.n;
	for (size_t r = 0; r < fr->nr; r++) {
		if (fr->rules[r].fired || !fr->rules[r].is_macro)
			continue;
		const struct pf_macro *m = rule_macro(db, &fr->rules[r]);
		if (m->nfrags && !(db->st.flags[m->name] & PF_IN_S) && frag_in_S(&fr->fx, m)) {
			fr->rules[r].fired = 1;
			fr->fx.cur_rule = (uint32_t)r;
			fr->fx.cur_trig = UINT32_MAX;
			fr->weak[m->name] = 1;
			add_S(&fr->fx, m->name, 0);
		}
	}
	return fr->fx.inS.n != before;
}

/* S from the vocabulary's seeds, closed over the rules. */
static void closure_S(struct db *db, const struct tu *tus, size_t ntus, struct rule *rules, size_t nr,
		      const struct index *ix, FILE *dump)
{
	struct fixrun fr = { .fx = { .db = db, .cur_rule = UINT32_MAX, .cur_trig = UINT32_MAX },
			     .rules = rules, .nr = nr, .ix = ix };
	units_of_init(&fr.uo, db, tus, ntus);
	fr.weak = xmalloc((size_t)db->st.n + 64);
	memset(fr.weak, 0, (size_t)db->st.n + 64);
	if (dump) {
		fr.fx.nby = ix->nid;
		fr.fx.by_rule = xmalloc(ix->nid * sizeof(uint32_t));
		fr.fx.by_trig = xmalloc(ix->nid * sizeof(uint32_t));
	}
	for (size_t s = 0; s < kp_idv_count(); s++) {
		const struct kp_idv *row = kp_idv_row(s);
		if (SEEDS & KP_IDV_M(row->kind))
			add_S(&fr.fx, strtab_intern(&db->st, row->name, strlen(row->name)), 0);
	}
	do
		drain(&fr);
	while (glue(&fr));
	if (dump)
		dump_S(dump, &fr.fx, rules);
	free(fr.weak);
	free(fr.uo.start);
	free(fr.uo.unit);
	free(fr.uo.mark);
	free(fr.fx.by_rule);
	free(fr.fx.by_trig);
	free(fr.fx.queue.v);
	free(fr.fx.inS.v);
}

void pf_fixpoint(struct db *db, const struct tu *tus, size_t ntus, FILE *dump)
{
	struct u32v used = { 0 };
	used_files(db, tus, ntus, &used);
	plain_names(db, &used);
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
	size_t nr = 0;
	struct rule *rules = make_rules(db, &used, &nr);
	struct index ix;
	index_build(db, rules, nr, &ix);
	closure_S(db, tus, ntus, rules, nr, &ix, dump);
	free(ix.refs);
	free(ix.start);
	free(rules);
	free(db->cands.v);
	db->cands.v = NULL;
	free(used.v); /* db->plain stays for pf_local.c; prefilter.c frees it */
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

