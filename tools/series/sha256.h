/* sha256.h — SHA-256 (FIPS 180-4), for content-hash cache keys. */
#ifndef KIDPUSH_SHA256_H
#define KIDPUSH_SHA256_H
#include <stddef.h>
#include <stdint.h>

struct sha256 { uint32_t h[8]; uint64_t len; unsigned char blk[64]; size_t fill; };
void sha256_init(struct sha256 *c);
void sha256_update(struct sha256 *c, const void *data, size_t n);
void sha256_hex(struct sha256 *c, char out[65]);   /* finalizes */

#endif
