/* strtab.c — a string intern table (open addressing, FNV-1a). */
#include "strtab.h"
#include "audit.h"

#include <string.h>

static uint64_t hash(const char *s, size_t len)
{
	uint64_t h = 1469598103934665603ULL;
	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
	return h;
}

static size_t lookup(const struct strtab *t, const char *s, size_t len)
{
	size_t mask = t->nslot - 1, i = (size_t)hash(s, len) & mask;
	for (;; i = (i + 1) & mask) {
		uint32_t v = t->slot[i];
		if (!v)
			return i;
		const char *o = t->str[v - 1];
		if (!strncmp(o, s, len) && o[len] == 0)
			return i;
	}
}

uint32_t strtab_find(const struct strtab *t, const char *s, size_t len)
{
	if (!t->nslot)
		return UINT32_MAX;
	uint32_t v = t->slot[lookup(t, s, len)];
	return v ? v - 1 : UINT32_MAX;
}

static void grow(struct strtab *t)
{
	size_t n = t->nslot ? t->nslot * 2 : 1024;
	free(t->slot);
	t->slot = xmalloc(n * sizeof(*t->slot));
	memset(t->slot, 0, n * sizeof(*t->slot));
	t->nslot = n;
	for (uint32_t id = 0; id < t->n; id++)
		t->slot[lookup(t, t->str[id], strlen(t->str[id]))] = id + 1;
}

uint32_t strtab_intern(struct strtab *t, const char *s, size_t len)
{
	if ((size_t)t->n * 2 >= t->nslot)
		grow(t);
	size_t i = lookup(t, s, len);
	if (t->slot[i])
		return t->slot[i] - 1;
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 1024;
		t->str = xrealloc(t->str, t->cap * sizeof(*t->str));
		t->flags = xrealloc(t->flags, t->cap);
	}
	char *c = xmalloc(len + 1);
	memcpy(c, s, len);
	c[len] = 0;
	t->str[t->n] = c;
	t->flags[t->n] = 0;
	t->slot[i] = ++t->n;
	return t->n - 1;
}

void strtab_free(struct strtab *t)
{
	for (uint32_t i = 0; i < t->n; i++)
		free(t->str[i]);
	free(t->str);
	free(t->flags);
	free(t->slot);
	memset(t, 0, sizeof(*t));
}

int u32_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}
