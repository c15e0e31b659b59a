/* rules.c — see rules.h. */
#include "rules.h"
#include "cache.h"
#include "kp-hash.h"
#include "kp-proc.h"
#include "kp-smpl.h"
#include "query.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* spatch --parse-cocci: the rule must parse; its grep query is kept.  With
 * a cache directory, a rule text that parsed before under the same spatch
 * is not parsed again: CACHE/q/KEY holds "N" (no query) or "Q" + query. */
int prepare_rule(const char *path, struct rule *r, struct buf *err, const char *cache,
			const char *sver)
{
	struct buf text = {0};
	memset(r, 0, sizeof *r);
	r->count = 1;
	if (read_file(path, &text) < 0) { buf_printf(err, "cannot read %s\n", path); return -1; }
	char hex[65], key[65];
	kp_sha256_hex(text.s, text.len, hex);
	struct kp_hash *h = kp_hash_new();
	kp_hash_update(h, "kidpush-query-2", 16);   /* -2: self-verifying entries */
	kp_hash_update(h, sver, strlen(sver) + 1);
	kp_hash_update(h, text.s, text.len);
	kp_hash_hex(h, key);
	buf_free(&text);
	r->path = xstrdup(path);
	r->hash = xstrdup(hex);
	char *cpath = cache ? xasprintf("%s/q/%s", cache, key) : NULL;
	struct buf c = {0};
	if (cpath && cache_load(cpath, key, &c)) {
		if (c.len >= 1 && (c.s[0] == 'N' || c.s[0] == 'Q')) {
			r->query = c.s[0] == 'Q' ? xstrdup(c.s + 1) : NULL;
			buf_free(&c);
			free(cpath);
			return 0;
		}
		warning("cache entry %s holds no query: discarded, recomputing", cpath);
		unlink(cpath);
	}
	buf_free(&c);
	char *argv[] = { "spatch", "--parse-cocci", (char *)path, NULL };
	struct buf out = {0};
	struct proc_opts o = { .merge_stderr = 1, .timeout = 120 };
	int rc = proc_run(argv, &o, &out, NULL);
	if (rc != 0) {
		buf_printf(err, "rule %s does not parse (spatch --parse-cocci exit %d):\n%s\n", path, rc,
			   out.s ? out.s : "");
		buf_free(&out);
		free(cpath);
		return -1;
	}
	r->query = query_from_parse_output(out.s ? out.s : "");
	buf_free(&out);
	if (cpath) {
		char *val = xasprintf("%s%s", r->query ? "Q" : "N", r->query ? r->query : "");
		cache_store(cpath, key, val, strlen(val));
		free(val);
		free(cpath);
	}
	return 0;
}

static void rule_free(struct rule *r)
{
	free(r->path);
	free(r->query);
	free(r->hash);
	free(r->name);
}

/* Rules FIRST .. FIRST+N of the step as one pass, written to PATH and
 * parsed; 0, or -1 when they cannot be one (nothing kept). */
static int combine(const struct rule *rules, size_t first, size_t n, const char *path, const char *cache,
		   const char *sver, struct pass *p)
{
	struct smpl_part *parts = xcalloc(n, sizeof *parts);
	struct buf name = {0};
	int ok = 1;
	for (size_t k = 0; k < n; k++) {
		const char *b = strrchr(rules[first + k].path, '/');
		parts[k].name = b ? b + 1 : rules[first + k].path;
		parts[k].text = read_text(rules[first + k].path, NULL);
		ok &= parts[k].text != NULL;
		buf_printf(&name, "%s%s", k ? "+" : "", parts[k].name);
	}
	const char *why = NULL;
	char *text = ok ? smpl_combine(parts, n, NULL, NULL, &why) : NULL;
	struct buf err = {0};
	ok = text && write_file(path, text, strlen(text)) == 0 && prepare_rule(path, &p->one, &err, cache, sver) == 0;
	if (ok) {
		p->first = first;
		p->n = n;
		p->one.name = name.s;
		p->one.count = n;
	} else {
		buf_free(&name);
	}
	buf_free(&err);
	free(text);
	for (size_t k = 0; k < n; k++) free((char *)parts[k].text);
	free(parts);
	return ok ? 0 : -1;
}

/* Do rules FIRST .. FIRST+N combine (kp-smpl.h)? */
static int combinable(const struct rule *rules, size_t first, size_t n)
{
	struct smpl_part *parts = xcalloc(n, sizeof *parts);
	int ok = 1;
	for (size_t k = 0; k < n; k++) {
		parts[k].name = rules[first + k].path;
		parts[k].text = read_text(rules[first + k].path, NULL);
		ok &= parts[k].text != NULL;
	}
	ok = ok && smpl_combinable(parts, n) == NULL;
	for (size_t k = 0; k < n; k++) free((char *)parts[k].text);
	free(parts);
	return ok;
}

struct pass *plan_passes(const struct step *st, const struct rule *rules, const char *dir, const char *tag,
			 const char *cache, const char *sver, size_t *npasses)
{
	size_t n = st->cocci.n, np = 0;
	struct pass *p = xcalloc(n ? n : 1, sizeof *p);
	for (size_t i = 0; i < n;) {
		size_t j = i + 1;
		while (j < n && combinable(rules, i, j - i + 1)) j++;
		char *path = xasprintf("%s/pass.%s.%zu.cocci", dir, tag, np);
		if (j - i > 1 && combine(rules, i, j - i, path, cache, sver, &p[np]) == 0) {
			np++;
		} else {
			for (size_t k = i; k < j; k++) p[np++] = (struct pass){ .first = k, .n = 1 };
		}
		free(path);
		i = j;
	}
	*npasses = np;
	return p;
}

void passes_free(struct pass *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i].n > 1) rule_free(&p[i].one);
	free(p);
}
