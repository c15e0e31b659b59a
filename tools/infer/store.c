/* store.c — the collected facts kept in a file, so that a second inference over
 * the same files (convert's run with shared headers kept raw: --keep only changes
 * what the graph makes of the facts, never the facts) does not parse them again.
 *
 * The file is "kidpush-facts 4 SHA256(body) KEY\n" then the body: the table of
 * the distinct strings (a count, then each length-prefixed: any bytes), then
 * every file the parses read (units and headers) with its SHA-256, then the
 * directories an #include searches with their inode and changed time, then the
 * files' parse results, the declarations and the facts, each string an index into
 * that table, each number 7 bits a byte (a file name or a label recurs in
 * thousands of facts and is written once: the facts of the ten 3.8.13
 * filesystems take 48 MB, 177 MB spelled out in 32-bit words).  KEY is the SHA-256 of
 * the inputs (this program, the tree, every file with its compile arguments).  A
 * facts file that is absent, of other inputs, damaged (its hash) or short, or one
 * whose parses read a file that has changed since (or is gone), or searched a
 * directory that has gained or lost an entry since, is not used: the
 * facts are collected again and the file written anew (atomically). */
#include "infer.h"

#include <stdint.h>
#include <string.h>
#include <sys/stat.h>

#include "kp-hash.h"

#define MAGIC "kidpush-facts 5 "

/* a number: 7 bits a byte, low first, the high bit set on all but the last (most
 * are line numbers, columns, enums and table indices: one to three bytes) */
static void put_u32(struct buf *b, uint32_t v)
{
	char c[5];
	size_t n = 0;
	do {
		c[n] = (char)(v & 0x7f);
		v >>= 7;
		if (v)
			c[n] = (char)(c[n] | 0x80);
		n++;
	} while (v);
	buf_add(b, c, n);
}

/* the distinct strings of a save: an open-addressing table of indices into v */
struct strtab {
	const char **v;
	size_t n, cap;
	uint32_t *slot; /* index + 1, 0 free */
	size_t nslot;
};

static uint64_t str_hash(const char *s)
{
	uint64_t h = 1469598103934665603ull; /* FNV-1a: a table index, not a check */
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

static uint32_t intern(struct strtab *t, const char *s)
{
	if (2 * (t->n + 1) > t->nslot) {
		size_t ns = t->nslot ? 2 * t->nslot : 1024;
		uint32_t *sl = xmalloc(ns * sizeof(*sl));
		memset(sl, 0, ns * sizeof(*sl));
		for (size_t i = 0; i < t->n; i++) {
			size_t k = (size_t)str_hash(t->v[i]) & (ns - 1);
			while (sl[k])
				k = (k + 1) & (ns - 1);
			sl[k] = (uint32_t)i + 1;
		}
		free(t->slot);
		t->slot = sl;
		t->nslot = ns;
	}
	size_t k = (size_t)str_hash(s) & (t->nslot - 1);
	for (; t->slot[k]; k = (k + 1) & (t->nslot - 1))
		if (!strcmp(t->v[t->slot[k] - 1], s))
			return t->slot[k] - 1;
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 1024;
		t->v = xrealloc(t->v, t->cap * sizeof(*t->v));
	}
	t->v[t->n] = s;
	t->slot[k] = (uint32_t)t->n + 1;
	return (uint32_t)t->n++;
}

/* a save: the records and the table of the strings they name */
struct wr {
	struct buf b;
	struct strtab t;
};

static void put_str(struct wr *w, const char *s)
{
	put_u32(&w->b, s ? intern(&w->t, s) + 1 : 0); /* 0: no string */
}

static void put_span(struct wr *w, const struct span *s)
{
	put_str(w, s->file);
	put_u32(&w->b, s->line), put_u32(&w->b, s->col), put_u32(&w->b, s->end_line), put_u32(&w->b, s->end_col);
	put_u32(&w->b, (uint32_t)s->mech), put_u32(&w->b, (uint32_t)s->macro);
	put_str(w, s->text);
	put_u32(&w->b, s->def != NULL);
	if (s->def)
		put_span(w, s->def);
	put_str(w, s->def_macro);
	put_u32(&w->b, (uint32_t)s->inbody);
}

static void put_term(struct wr *w, const struct term *t)
{
	put_u32(&w->b, t->kind), put_u32(&w->b, t->fam), put_u32(&w->b, t->bc);
	put_str(w, t->key), put_str(w, t->label);
	put_span(w, &t->at), put_span(w, &t->cast);
	put_u32(&w->b, (uint32_t)t->wide), put_u32(&w->b, (uint32_t)t->ptr);
}

/* the reader: a cursor that turns bad once anything is out of bounds */
struct rd {
	const unsigned char *p, *end;
	int bad;
	const unsigned char **str; /* the table: each string's bytes, its length */
	uint32_t *len, nstr;
};

static uint32_t get_u32(struct rd *r)
{
	uint32_t v = 0;
	for (unsigned shift = 0; !r->bad; shift += 7) {
		if (r->p == r->end || shift > 28) {
			r->bad = 1;
			break;
		}
		unsigned char c = *r->p++;
		v |= (uint32_t)(c & 0x7f) << shift;
		if (!(c & 0x80))
			return v;
	}
	return 0;
}

static int get_int(struct rd *r)
{
	return (int)get_u32(r);
}

/* the table at the body's start; 0, or -1 when it does not fit */
static int get_table(struct rd *r)
{
	uint32_t n = get_u32(r);
	if (r->bad || n > (size_t)(r->end - r->p))
		return -1;
	r->str = xmalloc(((size_t)n + 1) * sizeof(*r->str));
	r->len = xmalloc(((size_t)n + 1) * sizeof(*r->len));
	for (r->nstr = 0; r->nstr < n; r->nstr++) {
		uint32_t l = get_u32(r);
		if (r->bad || (size_t)(r->end - r->p) < l || memchr(r->p, 0, l))
			return -1;
		r->str[r->nstr] = r->p;
		r->len[r->nstr] = l;
		r->p += l;
	}
	return 0;
}

static char *get_str(struct rd *r)
{
	uint32_t i = get_u32(r);
	if (r->bad || i-- == 0)
		return NULL;
	if (i >= r->nstr) {
		r->bad = 1;
		return NULL;
	}
	return xstrndup((const char *)r->str[i], r->len[i]);
}

static void get_span(struct rd *r, struct span *s, int depth)
{
	memset(s, 0, sizeof(*s));
	s->file = get_str(r);
	s->line = get_u32(r), s->col = get_u32(r), s->end_line = get_u32(r), s->end_col = get_u32(r);
	s->mech = get_int(r), s->macro = get_int(r);
	s->text = get_str(r);
	if (get_u32(r)) {
		if (depth > 0) {
			r->bad = 1;
			return;
		}
		s->def = xmalloc(sizeof(*s->def));
		get_span(r, s->def, depth + 1);
	}
	s->def_macro = get_str(r);
	s->inbody = get_int(r);
}

static void get_term(struct rd *r, struct term *t)
{
	memset(t, 0, sizeof(*t));
	t->kind = (enum tkind)get_u32(r), t->fam = (enum fam)get_u32(r), t->bc = (enum bclass)get_u32(r);
	t->key = get_str(r), t->label = get_str(r);
	get_span(r, &t->at, 0), get_span(r, &t->cast, 0);
	t->wide = get_int(r), t->ptr = get_int(r);
}

/* SHA-256 of the file PATH as hex; -1 when it cannot be read */
static int file_sha(const char *path, char out[65])
{
	struct buf b = { 0 };
	if (read_file(path, &b) < 0) {
		buf_free(&b);
		return -1;
	}
	kp_sha256_hex(b.s ? b.s : "", b.len, out);
	buf_free(&b);
	return 0;
}

/* The directories whose entries decide what an #include finds: every include
 * directory of the flags (-I, -isystem, -iquote, -idirafter), the directory of
 * every file the parses read, and, for each include directory D and each
 * directory R a read header lies in below some include directory, D/R.  A
 * header created since in one of them (one that would now be found first) is
 * seen by the directory's changed time, even where it does not exist yet. */
static void watched_dirs(const struct infer_in *in, struct strlist *out)
{
	struct strlist inc = { 0 }, rel = { 0 };
	static const char *const opt[] = { "-I", "-isystem", "-iquote", "-idirafter" };
	for (size_t i = 0; i < in->nfiles; i++) {
		const struct strlist *a = &in->files[i].args;
		for (size_t k = 0; k < a->n; k++)
			for (size_t o = 0; o < sizeof(opt) / sizeof(*opt); o++) {
				size_t n = strlen(opt[o]);
				if (strncmp(a->v[k], opt[o], n))
					continue;
				const char *d = a->v[k][n] ? a->v[k] + n : k + 1 < a->n ? a->v[++k] : NULL;
				if (d && *d)
					sl_pushs(&inc, d);
				break;
			}
	}
	sl_sort(&inc);
	sl_uniq(&inc);
	for (size_t i = 0; i < in->read.n; i++) {
		const char *f = in->read.v[i], *sl = strrchr(f, '/');
		if (sl)
			sl_push(out, xstrndup(f, sl > f ? (size_t)(sl - f) : 1));
		for (size_t k = 0; k < inc.n; k++) {
			size_t n = strlen(inc.v[k]);
			if (strncmp(f, inc.v[k], n) || f[n] != '/')
				continue;
			const char *r = f + n + 1, *rs = strrchr(r, '/');
			sl_push(&rel, rs ? xstrndup(r, (size_t)(rs - r)) : xstrdup(""));
		}
	}
	sl_sort(&rel);
	sl_uniq(&rel);
	for (size_t k = 0; k < inc.n; k++)
		for (size_t r = 0; r < rel.n; r++)
			sl_push(out, *rel.v[r] ? xasprintf("%s/%s", inc.v[k], rel.v[r]) : xstrdup(inc.v[k]));
	sl_sort(out);
	sl_uniq(out);
	sl_free(&inc);
	sl_free(&rel);
}

/* what a directory is now: its inode and changed time, "-" when it is not one */
static char *dir_stamp(const char *path)
{
	struct stat st;
	if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode))
		return xstrdup("-");
	return xasprintf("%llu %lld.%09ld", (unsigned long long)st.st_ino, (long long)st.st_mtim.tv_sec,
			 (long)st.st_mtim.tv_nsec);
}

/* the inputs: this program (another build may collect other facts), the tree,
 * every file with its compile arguments */
static void facts_key(const struct infer_in *in, char key[65])
{
	struct kp_hash *h = kp_hash_new();
	char self[65];
	if (file_sha("/proc/self/exe", self) < 0)
		memset(self, '?', 64), self[64] = 0; /* no such file: the key still differs from any build's */
	kp_hash_update(h, self, 65);
	kp_hash_update(h, in->tree, strlen(in->tree) + 1);
	for (size_t i = 0; i < in->nfiles; i++) {
		const struct infile *f = &in->files[i];
		kp_hash_update(h, f->rel, strlen(f->rel) + 1);
		for (size_t a = 0; a < f->args.n; a++)
			kp_hash_update(h, f->args.v[a], strlen(f->args.v[a]) + 1);
		kp_hash_update(h, "", 1);
	}
	kp_hash_hex(h, key);
}

int facts_save(const char *path, const struct infer_in *in, const struct facts *fs)
{
	struct wr w = { 0 };
	/* every file the parses read, with its SHA-256 now: a header edited since is
	 * facts of another text */
	char **sums = xmalloc((in->read.n + 1) * sizeof(*sums));
	put_u32(&w.b, (uint32_t)in->read.n);
	for (size_t i = 0; i < in->read.n; i++) {
		char h[65];
		if (file_sha(in->read.v[i], h) < 0)
			memset(h, '-', 64), h[64] = 0; /* unreadable now: never matches a hash */
		sums[i] = xstrdup(h);
		put_str(&w, in->read.v[i]);
		put_str(&w, sums[i]);
	}
	struct strlist dirs = { 0 }, stamps = { 0 };
	watched_dirs(in, &dirs);
	put_u32(&w.b, (uint32_t)dirs.n);
	for (size_t i = 0; i < dirs.n; i++) {
		sl_push(&stamps, dir_stamp(dirs.v[i]));
		put_str(&w, dirs.v[i]);
		put_str(&w, stamps.v[i]);
	}
	put_u32(&w.b, (uint32_t)in->nfiles);
	for (size_t i = 0; i < in->nfiles; i++) {
		put_str(&w, in->files[i].rel);
		put_u32(&w.b, (uint32_t)in->files[i].parsed);
		put_str(&w, in->files[i].reason);
	}
	put_u32(&w.b, (uint32_t)fs->nd);
	for (size_t i = 0; i < fs->nd; i++) {
		const struct decl *d = &fs->d[i];
		put_str(&w, d->key), put_str(&w, d->name), put_str(&w, d->entity), put_str(&w, d->scope);
		put_str(&w, d->from), put_str(&w, d->decl_type);
		const int n[] = { d->kfam, d->raw, d->outside, d->ptr, d->header, d->body, d->shared, d->alias, d->gen };
		for (size_t k = 0; k < sizeof(n) / sizeof(*n); k++)
			put_u32(&w.b, (uint32_t)n[k]);
		put_span(&w, &d->at), put_span(&w, &d->type);
	}
	put_u32(&w.b, (uint32_t)fs->nf);
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		put_u32(&w.b, f->rel), put_u32(&w.b, f->bc), put_u32(&w.b, (uint32_t)f->error_path);
		put_term(&w, &f->a), put_term(&w, &f->b);
		put_str(&w, f->op), put_str(&w, f->function);
		put_span(&w, &f->at);
	}
	/* the body: the string table, then the records */
	struct buf st = { 0 };
	put_u32(&st, (uint32_t)w.t.n);
	for (size_t i = 0; i < w.t.n; i++) {
		size_t n = strlen(w.t.v[i]);
		put_u32(&st, (uint32_t)n);
		buf_add(&st, w.t.v[i], n);
	}
	free(w.t.v);
	free(w.t.slot);
	char sum[65], key[65];
	struct kp_hash *h = kp_hash_new();
	kp_hash_update(h, st.s, st.len);
	kp_hash_update(h, w.b.s, w.b.len);
	kp_hash_hex(h, sum);
	facts_key(in, key);
	struct lock lk;
	int rc = -1;
	if (entry_discard(path) == 0 && lock_open(&lk, path) == 0) {
		fprintf(lk.f, "%s%s %s\n", MAGIC, sum, key);
		fwrite(st.s, 1, st.len, lk.f);
		fwrite(w.b.s, 1, w.b.len, lk.f);
		if (ferror(lk.f))
			lock_rollback(&lk);
		else
			rc = lock_commit(&lk);
	}
	buf_free(&st);
	buf_free(&w.b);
	for (size_t i = 0; i < in->read.n; i++)
		free(sums[i]);
	free(sums);
	sl_free(&dirs);
	sl_free(&stamps);
	return rc;
}

/* The body of the facts file PATH into *TEXT (LEN bytes, the head HEAD) when it is
 * a regular file of this format, of IN's key (facts_key), whole (its SHA-256):
 * 0, else -1.  A FIFO, a link to /dev/zero, a directory: not taken (the facts
 * are collected again, the thing discarded when they are saved). */
static int read_verified(const char *path, const struct infer_in *in, char **text, size_t *len, size_t *head)
{
	struct buf raw = { 0 };
	const char *why;
	if (read_entry(path, &raw, &why) != 0) {
		if (why)
			note("%s is %s: not taken, collecting the facts again", path, why);
		buf_free(&raw);
		return -1;
	}
	*len = raw.len;
	*text = raw.s;
	char key[65], sum[65];
	facts_key(in, key);
	*head = strlen(MAGIC) + 64 + 1 + 64 + 1;
	if (*len < *head || memcmp(*text, MAGIC, strlen(MAGIC)) || (*text)[*head - 1] != '\n' ||
	    memcmp(*text + strlen(MAGIC) + 65, key, 64)) {
		free(*text);
		return -1;
	}
	kp_sha256_hex(*text + *head, *len - *head, sum);
	if (memcmp(*text + strlen(MAGIC), sum, 64)) {
		free(*text);
		return -1;
	}
	return 0;
}

/* Every file the parses read still of the SHA-256 it had, every directory an
 * #include searches of the stamp it had; else R is bad. */
static void check_reads(struct rd *r)
{
	uint32_t nread = get_u32(r);
	for (uint32_t i = 0; !r->bad && i < nread; i++) {
		char *name = get_str(r), *sum = get_str(r), now[65];
		if (!name || !sum || file_sha(name, now) < 0 || strcmp(now, sum))
			r->bad = 1; /* changed since, or gone */
		free(name);
		free(sum);
	}
	uint32_t ndirs = get_u32(r);
	for (uint32_t i = 0; !r->bad && i < ndirs; i++) {
		char *dir = get_str(r), *stamp = get_str(r), *now = dir ? dir_stamp(dir) : NULL;
		if (!dir || !stamp || strcmp(now, stamp))
			r->bad = 1; /* an entry added or removed since: an #include may find another file */
		free(dir);
		free(stamp);
		free(now);
	}
}

/* The files (IN's, in its order) with their parse results into *PARSED and
 * *REASON (NULL when their number is not IN's); their number is returned. */
static uint32_t get_files(struct rd *r, const struct infer_in *in, int **parsed, char ***reason)
{
	uint32_t nfiles = get_u32(r);
	*parsed = NULL;
	*reason = NULL;
	if (nfiles != in->nfiles)
		r->bad = 1;
	else {
		*parsed = xmalloc((nfiles + 1) * sizeof(**parsed));
		*reason = xmalloc((nfiles + 1) * sizeof(**reason));
		memset(*reason, 0, (nfiles + 1) * sizeof(**reason));
	}
	for (uint32_t i = 0; !r->bad && i < nfiles; i++) {
		char *rel = get_str(r);
		if (!rel || strcmp(rel, in->files[i].rel))
			r->bad = 1;
		free(rel);
		(*parsed)[i] = get_int(r);
		(*reason)[i] = get_str(r);
	}
	return nfiles;
}

static void get_decls(struct rd *r, struct facts *got)
{
	uint32_t nd = get_u32(r);
	for (uint32_t i = 0; !r->bad && i < nd; i++) {
		struct decl *d = xmalloc(sizeof(*d));
		memset(d, 0, sizeof(*d));
		d->key = get_str(r), d->name = get_str(r), d->entity = get_str(r), d->scope = get_str(r);
		d->from = get_str(r), d->decl_type = get_str(r);
		d->kfam = (enum fam)get_u32(r), d->raw = get_int(r), d->outside = (enum bclass)get_u32(r);
		d->ptr = get_int(r), d->header = get_int(r), d->body = get_int(r);
		d->shared = get_int(r), d->alias = get_int(r), d->gen = get_int(r);
		get_span(r, &d->at, 0), get_span(r, &d->type, 0);
		facts_add_decl(got, d);
	}
}

static void get_facts(struct rd *r, struct facts *got)
{
	uint32_t nf = get_u32(r);
	for (uint32_t i = 0; !r->bad && i < nf; i++) {
		struct fact *f = xmalloc(sizeof(*f));
		memset(f, 0, sizeof(*f));
		f->rel = (enum rel)get_u32(r), f->bc = (enum bclass)get_u32(r), f->error_path = get_int(r);
		get_term(r, &f->a), get_term(r, &f->b);
		f->op = get_str(r), f->function = get_str(r);
		get_span(r, &f->at, 0);
		facts_add(got, f);
	}
}

/* 0: FS holds the facts of PATH and IN's files their parse results; -1: not usable
 * (FS and IN untouched) */
int facts_load(const char *path, struct infer_in *in, struct facts *fs)
{
	char *text;
	size_t len, head;
	if (read_verified(path, in, &text, &len, &head) != 0)
		return -1;
	struct rd r = { (const unsigned char *)text + head, (const unsigned char *)text + len, 0, NULL, NULL, 0 };
	if (get_table(&r) != 0)
		r.bad = 1;
	struct facts got = { 0 };
	check_reads(&r);
	int *parsed;
	char **reason;
	uint32_t nfiles = get_files(&r, in, &parsed, &reason);
	get_decls(&r, &got);
	get_facts(&r, &got);
	if (r.p != r.end)
		r.bad = 1;
	free(r.str);
	free(r.len);
	free(text);
	if (r.bad) {
		facts_free(&got);
		for (uint32_t i = 0; reason && i < nfiles; i++)
			free(reason[i]);
		free(parsed);
		free(reason);
		return -1;
	}
	for (uint32_t i = 0; i < nfiles; i++) {
		in->files[i].parsed = parsed[i];
		free(in->files[i].reason);
		in->files[i].reason = reason[i];
	}
	free(parsed);
	free(reason);
	facts_free(fs);
	*fs = got;
	return 0;
}
