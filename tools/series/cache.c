/* cache.c — see cache.h. */
#include "cache.h"
#include "kp-hash.h"
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define MAGIC "kidpush-entry-1 "
#define MAGIC_LEN (sizeof MAGIC - 1)
#define HEAD_LEN (MAGIC_LEN + 64 + 1)

static void entry_hash(const char *key, const char *payload, size_t n, char hex[65])
{
	struct kp_hash *h = kp_hash_new();
	kp_hash_update(h, key, strlen(key));
	kp_hash_update(h, "\n", 1);
	kp_hash_update(h, payload, n);
	kp_hash_hex(h, hex);
}

int cache_load(const char *path, const char *key, struct buf *payload)
{
	struct buf raw = {0};
	const char *why = NULL;
	int rc = read_entry(path, &raw, &why);
	if (rc == -1) {
		int e = errno;
		buf_free(&raw);
		if (e != ENOENT)
			warning("cannot read cache entry %s: %s; recomputing",
				path, strerror(e));
		return 0;
	}
	char hex[65];
	if (why) {
		warning("cache entry %s is %s: discarded, recomputing", path, why);
		entry_discard(path);
		buf_free(&raw);
		return 0;
	}
	if (raw.len < HEAD_LEN || memcmp(raw.s, MAGIC, MAGIC_LEN) || raw.s[HEAD_LEN - 1] != '\n')
		why = "not a kidpush cache entry";
	else {
		entry_hash(key, raw.s + HEAD_LEN, raw.len - HEAD_LEN, hex);
		if (memcmp(hex, raw.s + MAGIC_LEN, 64)) why = "content hash mismatch";
	}
	if (why) {
		warning("cache entry %s is corrupt (%s): discarded, recomputing",
			path, why);
		unlink(path);
		buf_free(&raw);
		return 0;
	}
	payload->len = 0;
	buf_add(payload, raw.s + HEAD_LEN, raw.len - HEAD_LEN);
	buf_free(&raw);
	return 1;
}

int cache_store(const char *path, const char *key, const char *payload, size_t n)
{
	char hex[65];
	entry_hash(key, payload, n, hex);
	struct buf b = {0};
	buf_puts(&b, MAGIC);
	buf_puts(&b, hex);
	buf_puts(&b, "\n");
	buf_add(&b, payload, n);
	int rc = entry_discard(path) < 0 ? -1 : store_file(path, b.s, b.len);
	buf_free(&b);
	return rc;
}
