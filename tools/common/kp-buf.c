/* kp-buf.c — see kp-buf.h. */
#include "kp-buf.h"
#include <stdlib.h>
#include <string.h>

void buf_add(struct buf *b, const char *s, size_t n)
{
	ALLOC_GROW(b->s, b->len + n + 1, b->cap);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void buf_puts(struct buf *b, const char *s) { buf_add(b, s, strlen(s)); }

void buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(b, p);
	free(p);
}

void buf_free(struct buf *b) { free(b->s); b->s = NULL; b->len = b->cap = 0; }

void buf_escape_ctrl(struct buf *b, const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '\n') buf_puts(b, "\\n");
		else if (*p == '\t') buf_puts(b, "\\t");
		else if (*p == '\r') buf_puts(b, "\\r");
		else if (*p < 0x20 || *p == 0x7f) buf_printf(b, "\\x%02x", *p);
		else buf_add(b, (const char *)p, 1);
	}
}

void sl_push(struct strlist *l, char *s)
{
	ALLOC_GROW(l->v, l->n + 2, l->cap);
	l->v[l->n++] = s;
	l->v[l->n] = NULL;
}

void sl_pushs(struct strlist *l, const char *s) { sl_push(l, xstrdup(s)); }

void sl_pushf(struct strlist *l, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sl_push(l, xvasprintf(fmt, ap));
	va_end(ap);
}

static int cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void sl_sort(struct strlist *l) { if (l->n) qsort(l->v, l->n, sizeof *l->v, cmpstr); }

struct sized { size_t size, idx; };

static int larger_first(const void *a, const void *b)
{
	const struct sized *x = a, *y = b;
	if (x->size != y->size) return x->size > y->size ? -1 : 1;
	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

size_t *order_larger_first(const size_t *size, size_t n)
{
	struct sized *o = xmalloc((n ? n : 1) * sizeof *o);
	for (size_t i = 0; i < n; i++) o[i] = (struct sized){ size[i], i };
	if (n) qsort(o, n, sizeof *o, larger_first);
	size_t *order = xmalloc((n ? n : 1) * sizeof *order);
	for (size_t i = 0; i < n; i++) order[i] = o[i].idx;
	free(o);
	return order;
}

void sl_uniq(struct strlist *l)
{
	size_t w = 0;
	for (size_t i = 0; i < l->n; i++) {
		if (w && strcmp(l->v[w - 1], l->v[i]) == 0) { free(l->v[i]); continue; }
		l->v[w++] = l->v[i];
	}
	l->n = w;
	if (l->v) l->v[w] = NULL;
}

int sl_contains(const struct strlist *l, const char *s)
{
	for (size_t i = 0; i < l->n; i++)
		if (l->v[i] && strcmp(l->v[i], s) == 0) return 1;
	return 0;
}

void sl_free(struct strlist *l)
{
	for (size_t i = 0; i < l->n; i++) free(l->v[i]);
	free(l->v);
	l->v = NULL; l->n = l->cap = 0;
}
