/* stepcache.c — see stepcache.h.  Payload: "C CAND\n", then records
 * "N LEN\nNOTE" (a note), "M LEN\nNAME LEN2\nCONTENT" (a file's new
 * content), "D LEN\nNAME" (a file removed). */
#include "stepcache.h"
#include "cache.h"
#include "git.h"
#include "kp-hash.h"
#include "scope.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void hash_str(struct kp_hash *h, const char *s) { kp_hash_update(h, s, strlen(s) + 1); }

static void hash_file(struct kp_hash *h, const char *path)
{
	struct buf b = {0};
	if (read_file(path, &b) == 0) {
		hash_str(h, path);
		kp_hash_update(h, b.s ? b.s : "", b.len);
	}
	buf_free(&b);
}

/* The programs an action may run: tools/actions/ and build/kidpush-*,
 * once per run. */
static const char *tools_hash(const char *root)
{
	static char hex[65];
	if (hex[0]) return hex;
	struct kp_hash *h = kp_hash_new();
	static const char *const dirs[] = { "tools/actions", "build", NULL };
	for (const char *const *d = dirs; *d; d++) {
		char *dir = path_join(root, *d);
		struct strlist names = {0};
		DIR *dp = opendir(dir);
		for (struct dirent *e; dp && (e = readdir(dp));)
			if (e->d_name[0] != '.' && (d == dirs || !strncmp(e->d_name, "kidpush-", 8)))
				sl_pushs(&names, e->d_name);
		if (dp) closedir(dp);
		sl_sort(&names);
		for (size_t i = 0; i < names.n; i++) {
			char *p = path_join(dir, names.v[i]);
			hash_file(h, p);
			free(p);
		}
		sl_free(&names);
		free(dir);
	}
	kp_hash_hex(h, hex);
	return hex;
}

char *step_key(const char *root, const char *scratch, const struct step *st, const struct rule *rules,
	       const struct pass *passes, size_t npasses, const char *sver)
{
	struct buf tree = {0};
	if (git(scratch, NULL, NULL, &tree, "rev-parse", "--verify", "-q", "HEAD^{tree}", NULL) || tree.len < 40) {
		buf_free(&tree);
		return NULL;
	}
	struct kp_hash *h = kp_hash_new();
	hash_str(h, "kidpush-step-1");
	hash_str(h, sver);
	kp_hash_update(h, tree.s, 40);
	buf_free(&tree);
	hash_str(h, tools_hash(root));
	const struct strlist *lists[] = { &st->files, &st->spatch, &st->include, &st->guard, &st->actions };
	for (size_t l = 0; l < sizeof lists / sizeof *lists; l++) {
		char tag[16];
		snprintf(tag, sizeof tag, "list %zu", l);
		hash_str(h, tag);
		for (size_t i = 0; i < lists[l]->n; i++) hash_str(h, lists[l]->v[i]);
	}
	for (size_t i = 0; i < st->cocci.n; i++) hash_str(h, rules[i].hash);
	for (size_t i = 0; i < npasses; i++) {
		char g[64];
		snprintf(g, sizeof g, "pass %zu+%zu", passes[i].first, passes[i].n);
		hash_str(h, g);
	}
	/* files of kidpush an action names (tp-cocci's rule) */
	for (size_t i = 0; i < st->actions.n; i++) {
		char *copy = xstrdup(st->actions.v[i]), *save = NULL;
		for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
			if (strstr(w, "..")) continue;
			char *p = path_join(root, w);
			if (is_file(p)) hash_file(h, p);
			free(p);
		}
		free(copy);
	}
	char hex[65];
	kp_hash_hex(h, hex);
	return xstrdup(hex);
}

static char *entry_path(const char *cache, const char *key)
{
	return xasprintf("%s/s/%.2s/%s", cache, key, key + 2);
}

/* "LEN\n" then LEN bytes at *P (END: the payload's end): the bytes, or NULL. */
static const char *field(const char **p, const char *end, size_t *len)
{
	char *e = NULL;
	if (*p >= end) return NULL;
	unsigned long long n = strtoull(*p, &e, 10);
	if (e == *p || e >= end || *e != '\n' || n > (unsigned long long)(end - e - 1)) return NULL;
	*len = (size_t)n;
	const char *s = e + 1;
	*p = s + n;
	return s;
}

/* A name an entry may hold: in the step's scope, relative, no "..". */
static int name_ok(const struct step *st, const char *name)
{
	return path_plain_rel(name) && !strchr(name, '\n') && scope_match(&st->files, name);
}

int step_cache_get(const char *cache, const char *key, const char *scratch, const struct step *st,
		   struct step_report *r, size_t *cand)
{
	if (!cache || !key) return 0;
	char *path = entry_path(cache, key);
	struct buf pl = {0};
	int hit = cache_load(path, key, &pl);
	const char *p = pl.s, *end = pl.s + pl.len;
	unsigned long long c = 0;
	int ok = hit && sscanf(p, "C %llu\n", &c) == 1 && (p = strchr(p, '\n')) != NULL;
	struct strlist notes = {0}, names = {0};
	struct buf *contents = NULL;
	unsigned char *removed = NULL;
	size_t nfiles = 0;
	if (ok) p++;
	/* read all of it first: a bad entry changes nothing */
	while (ok && p < end) {
		char t = *p++;
		if (p >= end || *p++ != ' ') { ok = 0; break; }
		size_t n = 0, m = 0;
		const char *s = field(&p, end, &n);
		if (!s) { ok = 0; break; }
		char *str = xstrndup(s, n);
		if (t == 'N') { sl_push(&notes, str); continue; }
		if ((t != 'M' && t != 'D') || strlen(str) != n || !name_ok(st, str)) { free(str); ok = 0; break; }
		const char *body = NULL;
		if (t == 'M' && (p >= end || *p++ != ' ' || !(body = field(&p, end, &m)))) { free(str); ok = 0; break; }
		contents = xrealloc(contents, (nfiles + 1) * sizeof *contents);
		removed = xrealloc(removed, nfiles + 1);
		contents[nfiles] = (struct buf){0};
		if (body) buf_add(&contents[nfiles], body, m);
		removed[nfiles++] = !body;
		sl_push(&names, str);
	}
	if (hit && !ok) {
		warning("cache entry %s holds no step result: discarded, recomputing", path);
		unlink(path);
	}
	for (size_t i = 0; ok && i < nfiles; i++) {
		char *abs = path_join(scratch, names.v[i]);
		if (removed[i]) ok = unlink(abs) == 0;
		else ok = write_file(abs, contents[i].s ? contents[i].s : "", contents[i].len) == 0;
		free(abs);
	}
	if (ok) {
		for (size_t i = 0; i < notes.n; i++) sl_pushs(&r->notes, notes.v[i]);
		*cand = (size_t)c;
	}
	for (size_t i = 0; i < nfiles; i++) buf_free(&contents[i]);
	free(contents);
	free(removed);
	sl_free(&notes);
	sl_free(&names);
	buf_free(&pl);
	free(path);
	return ok;
}

void step_cache_put(const char *cache, const char *key, const char *scratch, const struct step_report *r,
		    size_t cand)
{
	if (!cache || !key || r->failures.n) return;
	struct buf st = {0};
	if (git(scratch, NULL, NULL, &st, "diff", "--cached", "--name-status", "--no-renames", "-z", NULL)) {
		buf_free(&st);
		return;
	}
	struct buf pl = {0};
	buf_printf(&pl, "C %zu\n", cand);
	for (size_t i = 0; i < r->notes.n; i++) {
		buf_printf(&pl, "N %zu\n", strlen(r->notes.v[i]));
		buf_puts(&pl, r->notes.v[i]);
	}
	int ok = 1;
	/* -z --name-status: "STATUS\0NAME\0" per file */
	for (const char *p = st.s, *end = st.s + st.len; ok && p && p < end;) {
		const char *status = p, *name = p + strlen(p) + 1;
		if (name >= end) { ok = 0; break; }
		p = name + strlen(name) + 1;
		if (status[0] == 'D') {
			buf_printf(&pl, "D %zu\n%s", strlen(name), name);
		} else if (status[0] == 'M' || status[0] == 'A') {
			char *abs = path_join(scratch, name);
			struct buf b = {0};
			ok = read_file(abs, &b) == 0;
			if (ok) {
				buf_printf(&pl, "M %zu\n%s %zu\n", strlen(name), name, b.len);
				buf_add(&pl, b.s ? b.s : "", b.len);
			}
			buf_free(&b);
			free(abs);
		} else {
			ok = 0;     /* a type change or anything else: not stored */
		}
	}
	if (ok) {
		char *path = entry_path(cache, key);
		cache_store(path, key, pl.s, pl.len);
		free(path);
	}
	buf_free(&pl);
	buf_free(&st);
}
