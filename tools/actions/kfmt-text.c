/* kfmt: a file as an array of lines; display columns. */
#include "kfmt.h"
#include "kp-file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lines_insert(struct lines *l, size_t at, char *s, int added)
{
	char **v = xmalloc((l->n + 1) * sizeof *v);
	unsigned char *a = xmalloc(l->n + 1);
	memcpy(v, l->v, at * sizeof *v);
	memcpy(a, l->added, at);
	v[at] = s;
	a[at] = (unsigned char)added;
	memcpy(v + at + 1, l->v + at, (l->n - at) * sizeof *v);
	memcpy(a + at + 1, l->added + at, l->n - at);
	free(l->v);
	free(l->added);
	l->v = v;
	l->added = a;
	l->n++;
}

int lines_read(const char *path, struct lines *l)
{
	struct buf b = { 0 };
	if (read_file(path, &b) < 0) return -1;
	memset(l, 0, sizeof *l);
	if (b.len && memchr(b.s, 0, b.len)) { buf_free(&b); return -1; }
	size_t cap_v = 0;	/* l->v's capacity */
	for (size_t at = 0; at < b.len;) {
		const char *nl = memchr(b.s + at, '\n', b.len - at);
		size_t len = nl ? (size_t)(nl - (b.s + at)) : b.len - at;
		l->final_nl = nl != NULL;
		ALLOC_GROW(l->v, l->n + 1, cap_v);
		l->v[l->n++] = xstrndup(b.s + at, len);
		at += len + (nl != NULL);
	}
	buf_free(&b);
	l->added = xcalloc(l->n + 1, 1);
	return 0;
}

char *lines_join(const struct lines *l, size_t *len)
{
	size_t n = 0;
	for (size_t i = 0; i < l->n; i++) n += strlen(l->v[i]) + 1;
	char *s = xmalloc(n + 1), *p = s;
	for (size_t i = 0; i < l->n; i++) {
		size_t k = strlen(l->v[i]);
		memcpy(p, l->v[i], k);
		p += k;
		if (i + 1 < l->n || l->final_nl) *p++ = '\n';
	}
	*p = 0;
	*len = (size_t)(p - s);
	return s;
}

void lines_free(struct lines *l)
{
	for (size_t i = 0; i < l->n; i++) free(l->v[i]);
	free(l->v);
	free(l->added);
	memset(l, 0, sizeof *l);
}

size_t dwidth(const char *s, size_t n)
{
	size_t c = 0;
	for (size_t i = 0; i < n && s[i]; i++) c = s[i] == '\t' ? (c / 8 + 1) * 8 : c + 1;
	return c;
}

char *pad_to(const char *prefix, size_t plen, size_t col)
{
	size_t c = dwidth(prefix, plen);
	char *s = xmalloc(plen + col / 8 + col % 8 + 2), *p = s;
	memcpy(p, prefix, plen);
	p += plen;
	while ((c / 8 + 1) * 8 <= col) { *p++ = '\t'; c = (c / 8 + 1) * 8; }
	while (c < col) { *p++ = ' '; c++; }
	*p = 0;
	return s;
}
