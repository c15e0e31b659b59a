/* store.c — the collected facts kept in a file, so that a second inference over
 * the same files (convert's run with shared headers kept raw: --keep only changes
 * what the graph makes of the facts, never the facts) does not parse them again.
 *
 * The file is "kidpush-facts 1 SHA256(body) KEY\n" then the body: the files'
 * parse results, the declarations and the facts, each string length-prefixed
 * (any bytes), each number a 32-bit little-endian word.  KEY is the SHA-256 of
 * the inputs (the tree, every file with its compile arguments).  A file that is
 * absent, of other inputs, damaged (its hash) or short is not used: the facts are
 * collected again and the file written anew (atomically). */
#include "infer.h"

#include <stdint.h>
#include <string.h>

#include "kp-hash.h"

#define MAGIC "kidpush-facts 1 "
#define NIL 0xffffffffu

static void put_u32(struct buf *b, uint32_t v)
{
	unsigned char c[4] = { v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, v >> 24 };
	buf_add(b, (const char *)c, 4);
}

static void put_str(struct buf *b, const char *s)
{
	if (!s) {
		put_u32(b, NIL);
		return;
	}
	size_t n = strlen(s);
	put_u32(b, (uint32_t)n);
	buf_add(b, s, n);
}

static void put_span(struct buf *b, const struct span *s)
{
	put_str(b, s->file);
	put_u32(b, s->line), put_u32(b, s->col), put_u32(b, s->end_line), put_u32(b, s->end_col);
	put_u32(b, (uint32_t)s->mech), put_u32(b, (uint32_t)s->macro);
	put_str(b, s->text);
	put_u32(b, s->def != NULL);
	if (s->def)
		put_span(b, s->def);
	put_str(b, s->def_macro);
}

static void put_term(struct buf *b, const struct term *t)
{
	put_u32(b, t->kind), put_u32(b, t->fam), put_u32(b, t->bc);
	put_str(b, t->key), put_str(b, t->label);
	put_span(b, &t->at), put_span(b, &t->cast);
	put_u32(b, (uint32_t)t->wide), put_u32(b, (uint32_t)t->ptr);
}

/* the reader: a cursor that turns bad once anything is out of bounds */
struct rd {
	const unsigned char *p, *end;
	int bad;
};

static uint32_t get_u32(struct rd *r)
{
	if (r->bad || r->end - r->p < 4) {
		r->bad = 1;
		return 0;
	}
	uint32_t v = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 | (uint32_t)r->p[2] << 16 | (uint32_t)r->p[3] << 24;
	r->p += 4;
	return v;
}

static int get_int(struct rd *r)
{
	return (int)get_u32(r);
}

static char *get_str(struct rd *r)
{
	uint32_t n = get_u32(r);
	if (r->bad || n == NIL)
		return NULL;
	if ((size_t)(r->end - r->p) < n || memchr(r->p, 0, n)) {
		r->bad = 1;
		return NULL;
	}
	char *s = xmalloc((size_t)n + 1);
	memcpy(s, r->p, n);
	s[n] = 0;
	r->p += n;
	return s;
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
}

static void get_term(struct rd *r, struct term *t)
{
	memset(t, 0, sizeof(*t));
	t->kind = (enum tkind)get_u32(r), t->fam = (enum fam)get_u32(r), t->bc = (enum bclass)get_u32(r);
	t->key = get_str(r), t->label = get_str(r);
	get_span(r, &t->at, 0), get_span(r, &t->cast, 0);
	t->wide = get_int(r), t->ptr = get_int(r);
}

static void facts_key(const struct infer_in *in, char key[65])
{
	struct kp_hash *h = kp_hash_new();
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
	struct buf b = { 0 };
	put_u32(&b, (uint32_t)in->nfiles);
	for (size_t i = 0; i < in->nfiles; i++) {
		put_str(&b, in->files[i].rel);
		put_u32(&b, (uint32_t)in->files[i].parsed);
		put_str(&b, in->files[i].reason);
	}
	put_u32(&b, (uint32_t)fs->nd);
	for (size_t i = 0; i < fs->nd; i++) {
		const struct decl *d = &fs->d[i];
		put_str(&b, d->key), put_str(&b, d->name), put_str(&b, d->entity), put_str(&b, d->scope);
		put_str(&b, d->from), put_str(&b, d->decl_type);
		const int n[] = { d->kfam, d->raw, d->outside, d->ptr, d->header, d->body, d->shared, d->alias, d->gen };
		for (size_t k = 0; k < sizeof(n) / sizeof(*n); k++)
			put_u32(&b, (uint32_t)n[k]);
		put_span(&b, &d->at), put_span(&b, &d->type);
	}
	put_u32(&b, (uint32_t)fs->nf);
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		put_u32(&b, f->rel), put_u32(&b, f->bc), put_u32(&b, (uint32_t)f->error_path);
		put_term(&b, &f->a), put_term(&b, &f->b);
		put_str(&b, f->op), put_str(&b, f->function);
		put_span(&b, &f->at);
	}
	char sum[65], key[65];
	kp_sha256_hex(b.s, b.len, sum);
	facts_key(in, key);
	struct buf all = { 0 };
	buf_printf(&all, "%s%s %s\n", MAGIC, sum, key);
	buf_add(&all, b.s, b.len);
	int rc = store_file(path, all.s, all.len);
	buf_free(&b);
	buf_free(&all);
	return rc;
}

/* 0: FS holds the facts of PATH and IN's files their parse results; -1: not usable
 * (FS and IN untouched) */
int facts_load(const char *path, struct infer_in *in, struct facts *fs)
{
	size_t len = 0;
	char *text = read_text(path, &len);
	if (!text)
		return -1;
	char key[65], sum[65];
	facts_key(in, key);
	const size_t head = strlen(MAGIC) + 64 + 1 + 64 + 1;
	if (len < head || memcmp(text, MAGIC, strlen(MAGIC)) || text[head - 1] != '\n' ||
	    memcmp(text + strlen(MAGIC) + 65, key, 64)) {
		free(text);
		return -1;
	}
	kp_sha256_hex(text + head, len - head, sum);
	if (memcmp(text + strlen(MAGIC), sum, 64)) {
		free(text);
		return -1;
	}
	struct rd r = { (const unsigned char *)text + head, (const unsigned char *)text + len, 0 };
	struct facts got = { 0 };
	uint32_t nfiles = get_u32(&r);
	int *parsed = NULL;
	char **reason = NULL;
	if (nfiles != in->nfiles)
		r.bad = 1;
	else {
		parsed = xmalloc((nfiles + 1) * sizeof(*parsed));
		reason = xmalloc((nfiles + 1) * sizeof(*reason));
		memset(reason, 0, (nfiles + 1) * sizeof(*reason));
	}
	for (uint32_t i = 0; !r.bad && i < nfiles; i++) {
		char *rel = get_str(&r);
		if (!rel || strcmp(rel, in->files[i].rel))
			r.bad = 1;
		free(rel);
		parsed[i] = get_int(&r);
		reason[i] = get_str(&r);
	}
	uint32_t nd = get_u32(&r);
	for (uint32_t i = 0; !r.bad && i < nd; i++) {
		struct decl *d = xmalloc(sizeof(*d));
		memset(d, 0, sizeof(*d));
		d->key = get_str(&r), d->name = get_str(&r), d->entity = get_str(&r), d->scope = get_str(&r);
		d->from = get_str(&r), d->decl_type = get_str(&r);
		d->kfam = (enum fam)get_u32(&r), d->raw = get_int(&r), d->outside = (enum bclass)get_u32(&r);
		d->ptr = get_int(&r), d->header = get_int(&r), d->body = get_int(&r);
		d->shared = get_int(&r), d->alias = get_int(&r), d->gen = get_int(&r);
		get_span(&r, &d->at, 0), get_span(&r, &d->type, 0);
		facts_add_decl(&got, d);
	}
	uint32_t nf = get_u32(&r);
	for (uint32_t i = 0; !r.bad && i < nf; i++) {
		struct fact *f = xmalloc(sizeof(*f));
		memset(f, 0, sizeof(*f));
		f->rel = (enum rel)get_u32(&r), f->bc = (enum bclass)get_u32(&r), f->error_path = get_int(&r);
		get_term(&r, &f->a), get_term(&r, &f->b);
		f->op = get_str(&r), f->function = get_str(&r);
		get_span(&r, &f->at, 0);
		facts_add(&got, f);
	}
	if (r.p != r.end)
		r.bad = 1;
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
