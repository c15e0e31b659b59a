/* kp-hash.h — SHA-256 through libcrypto (EVP), shared by the tools that
 * key or verify content: the series driver's cache keys and its
 * self-verifying cache entries. */
#ifndef KIDPUSH_KP_HASH_H
#define KIDPUSH_KP_HASH_H
#include <stddef.h>

struct kp_hash;

/* A running SHA-256; aborts when libcrypto cannot provide one. */
struct kp_hash *kp_hash_new(void);
void kp_hash_update(struct kp_hash *h, const void *data, size_t n);
/* Finalizes H, writes the digest as 64 lower-case hex digits + NUL, frees H. */
void kp_hash_hex(struct kp_hash *h, char out[65]);
/* SHA-256 of one buffer, as hex. */
void kp_sha256_hex(const void *data, size_t n, char out[65]);

#endif
