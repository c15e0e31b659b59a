/* strtab.h — interned strings: each distinct string gets a small id, with a byte of flags. */
#ifndef KIDPUSH_STRTAB_H
#define KIDPUSH_STRTAB_H

#include <stddef.h>
#include <stdint.h>

struct strtab {
	char **str;      /* id -> string */
	unsigned char *flags;
	uint32_t n, cap;
	uint32_t *slot;  /* open addressing: id + 1, 0 empty */
	size_t nslot;
};

/* The id of s[0..len), added when new. */
uint32_t strtab_intern(struct strtab *t, const char *s, size_t len);
/* The id of s, or UINT32_MAX when absent. */
uint32_t strtab_find(const struct strtab *t, const char *s, size_t len);
void strtab_free(struct strtab *t);
/* qsort/bsearch order of ids (uint32_t). */
int u32_cmp(const void *a, const void *b);

#endif
