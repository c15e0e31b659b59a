/* facts.c — the fact lists: add, merge, sort into one canonical order, de-duplicate
 * (a header walked by several translation units yields the same facts). */
#include "infer.h"

#include <stdlib.h>
#include <string.h>

void span_free(struct span *s)
{
	free(s->file);
	free(s->text);
	s->file = s->text = NULL;
	if (s->def) {
		span_free(s->def);
		free(s->def);
		s->def = NULL;
	}
	free(s->def_macro);
	s->def_macro = NULL;
}

void term_free(struct term *t)
{
	free(t->key);
	free(t->label);
	span_free(&t->at);
	span_free(&t->cast);
	t->key = t->label = NULL;
}

static void decl_free(struct decl *d)
{
	free(d->key);
	free(d->name);
	free(d->entity);
	free(d->scope);
	free(d->from);
	free(d->decl_type);
	span_free(&d->at);
	span_free(&d->type);
}

static void fact_free(struct fact *f)
{
	term_free(&f->a);
	term_free(&f->b);
	free(f->op);
	free(f->function);
	span_free(&f->at);
}

void facts_add_decl(struct facts *fs, struct decl *d)
{
	if (fs->nd == fs->capd) {
		fs->capd = fs->capd ? fs->capd * 2 : 64;
		fs->d = xrealloc(fs->d, fs->capd * sizeof(*fs->d));
	}
	fs->d[fs->nd++] = *d;
	free(d);
}

void facts_add(struct facts *fs, struct fact *f)
{
	if (fs->nf == fs->capf) {
		fs->capf = fs->capf ? fs->capf * 2 : 64;
		fs->f = xrealloc(fs->f, fs->capf * sizeof(*fs->f));
	}
	fs->f[fs->nf++] = *f;
	free(f);
}

void facts_merge(struct facts *dst, struct facts *src)
{
	if (dst->nd + src->nd > dst->capd) {
		dst->capd = dst->nd + src->nd + 64;
		dst->d = xrealloc(dst->d, dst->capd * sizeof(*dst->d));
	}
	if (src->nd)
		memcpy(dst->d + dst->nd, src->d, src->nd * sizeof(*src->d));
	dst->nd += src->nd;
	if (dst->nf + src->nf > dst->capf) {
		dst->capf = dst->nf + src->nf + 64;
		dst->f = xrealloc(dst->f, dst->capf * sizeof(*dst->f));
	}
	if (src->nf)
		memcpy(dst->f + dst->nf, src->f, src->nf * sizeof(*src->f));
	dst->nf += src->nf;
	free(src->d);
	free(src->f);
	memset(src, 0, sizeof(*src));
}

static int scmp(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "");
}

#define CMPN(a, b)                                  \
	do {                                        \
		if ((a) != (b))                     \
			return (a) < (b) ? -1 : 1;  \
	} while (0)
#define CMPS(a, b)                                  \
	do {                                        \
		int c_ = scmp((a), (b));            \
		if (c_)                             \
			return c_;                  \
	} while (0)

static int span_cmp(const struct span *a, const struct span *b)
{
	CMPS(a->file, b->file);
	CMPN(a->line, b->line);
	CMPN(a->col, b->col);
	CMPN(a->end_line, b->end_line);
	CMPN(a->end_col, b->end_col);
	CMPN(a->mech, b->mech);
	CMPN(a->macro, b->macro);
	CMPS(a->text, b->text);
	return 0;
}

static int term_cmp(const struct term *a, const struct term *b)
{
	CMPN(a->kind, b->kind);
	CMPS(a->key, b->key);
	CMPN(a->fam, b->fam);
	CMPN(a->bc, b->bc);
	CMPS(a->label, b->label);
	return span_cmp(&a->at, &b->at);
}

static int decl_cmp(const void *x, const void *y)
{
	const struct decl *a = x, *b = y;
	CMPS(a->key, b->key);
	int c = span_cmp(&a->at, &b->at);
	if (c)
		return c;
	CMPN(a->body, b->body);
	CMPS(a->entity, b->entity);
	CMPS(a->name, b->name);
	CMPS(a->scope, b->scope);
	CMPS(a->from, b->from);
	CMPS(a->decl_type, b->decl_type);
	CMPN(a->kfam, b->kfam);
	CMPN(a->raw, b->raw);
	CMPN(a->outside, b->outside);
	CMPN(a->ptr, b->ptr);
	CMPN(a->header, b->header);
	CMPN(a->gen, b->gen);
	CMPN(a->shared, b->shared);
	CMPN(a->alias, b->alias);
	return span_cmp(&a->type, &b->type);
}

static int fact_cmp(const void *x, const void *y)
{
	const struct fact *a = x, *b = y;
	int c = span_cmp(&a->at, &b->at);
	if (c)
		return c;
	CMPN(a->rel, b->rel);
	if ((c = term_cmp(&a->a, &b->a)) != 0)
		return c;
	if ((c = term_cmp(&a->b, &b->b)) != 0)
		return c;
	CMPS(a->op, b->op);
	CMPN(a->bc, b->bc);
	CMPS(a->function, b->function);
	CMPN(a->error_path, b->error_path);
	return 0;
}

void facts_sort_unique(struct facts *fs)
{
	if (fs->nd) {
		qsort(fs->d, fs->nd, sizeof(*fs->d), decl_cmp);
		size_t w = 1;
		for (size_t i = 1; i < fs->nd; i++) {
			if (decl_cmp(&fs->d[w - 1], &fs->d[i]) == 0)
				decl_free(&fs->d[i]);
			else
				fs->d[w++] = fs->d[i];
		}
		fs->nd = w;
	}
	if (fs->nf) {
		qsort(fs->f, fs->nf, sizeof(*fs->f), fact_cmp);
		size_t w = 1;
		for (size_t i = 1; i < fs->nf; i++) {
			if (fact_cmp(&fs->f[w - 1], &fs->f[i]) == 0)
				fact_free(&fs->f[i]);
			else
				fs->f[w++] = fs->f[i];
		}
		fs->nf = w;
	}
}

void facts_free(struct facts *fs)
{
	for (size_t i = 0; i < fs->nd; i++)
		decl_free(&fs->d[i]);
	for (size_t i = 0; i < fs->nf; i++)
		fact_free(&fs->f[i]);
	free(fs->d);
	free(fs->f);
	memset(fs, 0, sizeof(*fs));
}

size_t facts_keep(struct facts *fs, const struct strlist *kept)
{
	size_t n = 0;
	for (size_t i = 0; kept->n && i < fs->nd; i++) {
		struct decl *d = &fs->d[i];
		if (d->raw && !d->kfam && !d->outside && d->at.file && sl_contains(kept, d->at.file)) {
			d->outside = B_KERNEL;
			d->raw = 0;
			n++;
		}
	}
	return n;
}
