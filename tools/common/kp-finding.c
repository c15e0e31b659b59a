/* kp-finding.c — see kp-finding.h (SARIF: kp-sarif.c). */
#include "kp-finding.h"
#include "kp-alloc.h"
#include <stdlib.h>
#include <string.h>

struct finding *findings_add(struct findings *fs, int kind, const char *file, unsigned line, unsigned col,
			     const char *function, const char *message, const char *source)
{
	ALLOC_GROW(fs->v, fs->n + 1, fs->cap);
	struct finding *f = &fs->v[fs->n++];
	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->file = xstrdup(file ? file : "");
	f->line = line;
	f->col = col;
	f->function = xstrdup(function ? function : "");
	f->message = xstrdup(message ? message : "");
	f->detail = xstrdup("");
	f->source = xstrdup(source ? source : "");
	return f;
}

void findings_merge(struct findings *dst, struct findings *src)
{
	ALLOC_GROW(dst->v, dst->n + src->n, dst->cap);
	for (size_t i = 0; i < src->n; i++)
		dst->v[dst->n++] = src->v[i];
	free(src->v);
	src->v = NULL;
	src->n = src->cap = 0;
}

static int cmp(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = strcmp(x->file, y->file);
	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return 0;
}

static void free_one(struct finding *f)
{
	free(f->file);
	free(f->function);
	free(f->message);
	free(f->detail);
	free(f->source);
}

void findings_sort_unique(struct findings *fs)
{
	if (fs->n == 0)
		return;
	qsort(fs->v, fs->n, sizeof(*fs->v), cmp);
	size_t w = 1;
	for (size_t i = 1; i < fs->n; i++) {
		if (cmp(&fs->v[w - 1], &fs->v[i]) == 0)
			free_one(&fs->v[i]);
		else
			fs->v[w++] = fs->v[i];
	}
	fs->n = w;
}

void findings_free(struct findings *fs)
{
	for (size_t i = 0; i < fs->n; i++)
		free_one(&fs->v[i]);
	free(fs->v);
	fs->v = NULL;
	fs->n = fs->cap = 0;
}
