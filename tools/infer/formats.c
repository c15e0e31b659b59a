/* formats.c — formats known by evidence (issue 34, item 1; doc/infer.md, the boundary
 * table's "format" rows).
 *
 * A format (disk, wire, a peer's message, an in-memory mirror of one) is never
 * retyped: its values are converted where they meet a kernel ID, through
 * &init_user_ns.  A raw declaration is a format when the facts say so, never by its
 * folder or name:
 *   - it is swapped in place (__swab32s(&b->fsuid), le32_to_cpus(&x): R_FMT);
 *   - it is a field of a structure whose layout is pinned (offsetof/sizeof compared
 *     with a constant: BUILD_BUG_ON, CLASSERT-style macros) or that is copied whole to
 *     or from a buffer of bytes (memcpy into a message: R_FMTREC);
 *   - it is an in-memory mirror of a format: a field filled from a format (a decoder's
 *     value or a format's field) and written back to one (an encoder, a format's
 *     field), with at least one other field of its structure doing the same (filled
 *     field by field);
 *   - most raw fields of its structure (at least two) are formats by the above.
 * The facts' decls are sorted by key (facts_sort_unique). */
#include "infer.h"

#include <stdio.h>
#include <string.h>

static int fmt_cmp(const void *a, const void *b)
{
	return strcmp(((const struct fmt *)a)->key, ((const struct fmt *)b)->key);
}

const char *formats_why(const struct fmtset *s, const char *key)
{
	if (!key || !s->n)
		return NULL;
	struct fmt k = { key, NULL }, *hit = bsearch(&k, s->v, s->n, sizeof(*s->v), fmt_cmp);
	return hit ? hit->why : NULL;
}

static void add(struct fmtset *s, const char *key, char *why)
{
	if (s->n == s->cap) {
		s->cap = s->cap * 2 + 16;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = (struct fmt){ key, why };
}

static void sort(struct fmtset *s)
{
	if (s->n)
		qsort(s->v, s->n, sizeof(*s->v), fmt_cmp);
}

void formats_free(struct fmtset *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->v[i].why);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/* The first declaration of KEY in the sorted decls, or NULL. */
static const struct decl *decl_of(const struct facts *fs, const char *key)
{
	size_t lo = 0, hi = fs->nd;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(fs->d[mid].key, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < fs->nd && !strcmp(fs->d[lo].key, key) ? &fs->d[lo] : NULL;
}

/* A raw integer declaration that nothing made outside or kernel already. */
static int raw_decl(const struct facts *fs, const char *key, int field)
{
	const struct decl *d = key ? decl_of(fs, key) : NULL;
	if (!d)
		return 0;
	for (const struct decl *e = d; e < fs->d + fs->nd && !strcmp(e->key, key); e++)
		if (!e->raw || (field && strcmp(e->entity, "field")))
			return 0;
	return 1;
}

/* The structure KEY (a field's) belongs to: its key up to the last "@FI@" (length). */
static size_t struct_len(const char *key)
{
	const char *last = NULL;
	for (const char *p = strstr(key, "@FI@"); p; p = strstr(p + 1, "@FI@"))
		last = p;
	return last ? (size_t)(last - key) : 0;
}

static char *where(const struct fact *f, const char *what)
{
	return xasprintf("%s at %s:%u:%u", what, f->at.file, f->at.line, f->at.col);
}

/* Fields of the structures R_FMTREC names, and values R_FMT names. */
static void direct(const struct facts *fs, struct fmtset *out)
{
	struct fmtset rec = { 0 };
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		if (f->rel == R_FMTREC && !formats_why(&rec, f->a.key)) {
			add(&rec, f->a.key, where(f, f->op));
			sort(&rec);
		} else if (f->rel == R_FMT && raw_decl(fs, f->a.key, 0) && !formats_why(out, f->a.key)) {
			add(out, f->a.key, where(f, f->op));
			sort(out);
		}
	}
	for (size_t i = 0; i < fs->nd; i++) {
		const struct decl *d = &fs->d[i];
		size_t len = struct_len(d->key);
		if (!len || (i && !strcmp(fs->d[i - 1].key, d->key)) || formats_why(out, d->key) ||
		    !raw_decl(fs, d->key, 1))
			continue;
		char *s = xstrndup(d->key, len);
		const char *w = formats_why(&rec, s);
		free(s);
		if (w)
			add(out, d->key, xasprintf("a field of a structure %s", w));
	}
	sort(out);
	formats_free(&rec);
}

/* T is a format's value: a decoder's (T_IN wire) or a format's field. */
static int format_term(const struct facts *fs, const struct fmtset *s, const struct term *t)
{
	if (t->kind == T_IN)
		return t->bc == B_WIRE;
	if (t->kind != T_NODE)
		return 0;
	if (formats_why(s, t->key))
		return 1;
	const struct decl *d = decl_of(fs, t->key);
	return d && d->outside == B_WIRE;
}

/* In-memory mirrors, to a fixpoint: a raw field filled from a format and written back
 * to one, when another field of its structure is filled and written back likewise. */
static void mirrors(const struct facts *fs, struct fmtset *out)
{
	for (int round = 0, changed = 1; changed && round < 8; round++) {
		changed = 0;
		struct fmtset in = { 0 }, both = { 0 };
		for (size_t i = 0; i < fs->nf; i++) {
			const struct fact *f = &fs->f[i];
			if (f->rel == R_ASSIGN && f->a.kind == T_NODE && format_term(fs, out, &f->b) &&
			    !formats_why(&in, f->a.key) && raw_decl(fs, f->a.key, 1)) {
				add(&in, f->a.key, where(f, "filled from a format"));
				sort(&in);
			}
		}
		for (size_t i = 0; i < fs->nf; i++) {
			const struct fact *f = &fs->f[i];
			const char *k = f->rel == R_SINK && f->bc == B_WIRE && f->a.kind == T_NODE ? f->a.key
					: f->rel == R_ASSIGN && f->b.kind == T_NODE && format_term(fs, out, &f->a)
						? f->b.key
						: NULL;
			const char *w = k ? formats_why(&in, k) : NULL;
			if (w && !formats_why(&both, k) && !formats_why(out, k)) {
				add(&both, k, xasprintf("an in-memory mirror of a format: %s, written back at %s:%u:%u",
							w, f->at.file, f->at.line, f->at.col));
				sort(&both);
			}
		}
		for (size_t i = 0; i < both.n; i++) {
			size_t len = struct_len(both.v[i].key), peers = 0;
			for (size_t j = 0; j < both.n; j++)
				peers += struct_len(both.v[j].key) == len && !strncmp(both.v[i].key, both.v[j].key, len);
			if (peers >= 2) {
				add(out, both.v[i].key, both.v[i].why);
				both.v[i].why = NULL;
				changed = 1;
			}
		}
		sort(out);
		formats_free(&in);
		formats_free(&both);
	}
}

/* Structures most of whose raw fields (at least two) are formats: all of them are. */
static void majority(const struct facts *fs, struct fmtset *out)
{
	for (size_t i = 0; i < fs->nd;) {
		size_t len = struct_len(fs->d[i].key), j = i, raw = 0, fmt = 0;
		for (; j < fs->nd && len && struct_len(fs->d[j].key) == len && !strncmp(fs->d[j].key, fs->d[i].key, len);
		     j++) {
			if (j > i && !strcmp(fs->d[j - 1].key, fs->d[j].key))
				continue;
			if (raw_decl(fs, fs->d[j].key, 1) || (fs->d[j].outside == B_WIRE && !fs->d[j].kfam)) {
				raw++;
				fmt += formats_why(out, fs->d[j].key) || fs->d[j].outside == B_WIRE;
			}
		}
		if (j == i)
			j = i + 1;
		for (size_t k = i; fmt >= 2 && fmt * 2 > raw && k < j; k++)
			if ((k == i || strcmp(fs->d[k - 1].key, fs->d[k].key)) && raw_decl(fs, fs->d[k].key, 1) &&
			    !formats_why(out, fs->d[k].key))
				add(out, fs->d[k].key,
				    xasprintf("most fields of its structure are formats (%zu of %zu)", fmt, raw));
		i = j;
	}
	sort(out);
}

void formats_find(const struct facts *fs, struct fmtset *out)
{
	memset(out, 0, sizeof(*out));
	direct(fs, out);
	mirrors(fs, out);
	majority(fs, out);
}
