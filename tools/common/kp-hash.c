/* kp-hash.c — see kp-hash.h. */
#include "kp-hash.h"
#include "kp-alloc.h"
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>

struct kp_hash { EVP_MD_CTX *ctx; };

static void fail(const char *what)
{
	error("libcrypto: %s failed", what);
	abort();
}

struct kp_hash *kp_hash_new(void)
{
	struct kp_hash *h = malloc(sizeof *h);
	if (!h) fail("allocation");
	h->ctx = EVP_MD_CTX_new();
	if (!h->ctx || EVP_DigestInit_ex(h->ctx, EVP_sha256(), NULL) != 1) fail("EVP_DigestInit_ex(sha256)");
	return h;
}

void kp_hash_update(struct kp_hash *h, const void *data, size_t n)
{
	if (n && EVP_DigestUpdate(h->ctx, data, n) != 1) fail("EVP_DigestUpdate");
}

void kp_hash_hex(struct kp_hash *h, char out[65])
{
	unsigned char md[EVP_MAX_MD_SIZE];
	unsigned int len = 0;
	if (EVP_DigestFinal_ex(h->ctx, md, &len) != 1 || len != 32) fail("EVP_DigestFinal_ex");
	static const char hex[] = "0123456789abcdef";
	for (unsigned int i = 0; i < len; i++) {
		out[2 * i] = hex[md[i] >> 4];
		out[2 * i + 1] = hex[md[i] & 15];
	}
	out[64] = 0;
	EVP_MD_CTX_free(h->ctx);
	free(h);
}

void kp_sha256_hex(const void *data, size_t n, char out[65])
{
	struct kp_hash *h = kp_hash_new();
	kp_hash_update(h, data, n);
	kp_hash_hex(h, out);
}
