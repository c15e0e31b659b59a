/* util.c — allocation, string and argv helpers for kidpush-audit. */
#include "audit.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p) {
		fputs("kidpush-audit: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p) {
		fputs("kidpush-audit: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char probe[1];
	va_start(ap, fmt);
	int n = vsnprintf(probe, sizeof(probe), fmt, ap);
	va_end(ap);
	char *s = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

int has_prefix(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

int has_suffix(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);
	return a >= b && strcmp(s + a - b, suffix) == 0;
}

void argv_push(struct argv *a, const char *s)
{
	if (a->n + 1 >= a->cap) {
		a->cap = a->cap ? a->cap * 2 : 32;
		a->v = xrealloc(a->v, a->cap * sizeof(*a->v));
	}
	a->v[a->n++] = xstrdup(s);
	a->v[a->n] = NULL;
}

void argv_free(struct argv *a)
{
	for (size_t i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->n = a->cap = 0;
}

int argv_has(const struct argv *a, const char *s)
{
	for (size_t i = 0; i < a->n; i++)
		if (strcmp(a->v[i], s) == 0)
			return 1;
	return 0;
}

char *group_of(const char *rel)
{
	if (has_prefix(rel, "fs/")) {
		const char *rest = rel + 3, *slash = strchr(rest, '/');
		if (!slash)
			return xstrdup("fs");
		return xasprintf("%.*s", (int)(slash - rest), rest);
	}
	const char *slash = strrchr(rel, '/');
	if (!slash)
		return xstrdup(".");
	return xasprintf("%.*s", (int)(slash - rel), rel);
}

char *read_text(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	size_t cap = 8192, n = 0, r;
	char *buf = xmalloc(cap);
	while ((r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
		n += r;
		if (cap - n < 2)
			buf = xrealloc(buf, cap *= 2);
	}
	int bad = ferror(f);
	fclose(f);
	if (bad) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	if (len)
		*len = n;
	return buf;
}
