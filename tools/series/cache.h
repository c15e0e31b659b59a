/* cache.h — self-verifying entries of the content-hash caches (spatch
 * results, rule queries).  An entry is
 *     "kidpush-entry-1 " HEX "\n" PAYLOAD
 * with HEX = SHA-256 of KEY "\n" PAYLOAD: a flipped or truncated entry, or
 * another entry's file swapped in, does not verify. */
#ifndef KIDPUSH_CACHE_H
#define KIDPUSH_CACHE_H
#include "kp.h"

/* Reads the entry PATH for KEY into PAYLOAD (NUL-terminated).  Returns 1 on
 * a verified hit, 0 on a miss; an entry that does not verify is removed,
 * with a warning on stderr naming it, and is a miss. */
int cache_load(const char *path, const char *key, struct buf *payload);
/* Writes the entry PATH for KEY atomically (creating its directory).
 * Returns 0, or -1 (a cache that cannot be written is only slower). */
int cache_store(const char *path, const char *key, const char *payload, size_t n);

#endif
