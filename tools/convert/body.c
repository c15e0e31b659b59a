/* body.c — what a step says about itself: the counts by kind of its plan
 * entries, the commit body's lines, the guard words and the scope globs. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

/* one more KEY in C */
static void bump(json_t *c, const char *key)
{
	json_object_set_new(c, key, json_integer(count_get(c, key) + 1));
}

long count_get(const json_t *c, const char *key)
{
	return (long)json_integer_value(json_object_get(c, key));
}

json_t *count_plan(const json_t *plan, const struct strlist *files)
{
	json_t *c = json_object(), *e;
	int k;
	size_t i;
	plan_foreach(plan, files, k, i, e) {
		const json_t *v = json_object_get(e, k ? "kind" : "entity");
		char *t = v ? py_str(v) : xstrdup("?");
		char *key = k ? xstrdup(t) : xasprintf("retype-%s", t);
		if (!strcmp(key, "boundary-in") && py_true(json_object_get(e, "error_path"))) bump(c, "boundary-in-checked");
		if (!strcmp(key, "boundary-out") && py_true(json_object_get(e, "munged"))) bump(c, "boundary-out-munged");
		const json_t *ns = k ? json_object_get(e, "ns") : NULL;
		if (json_is_string(ns) && !strncmp(key, "boundary-", 9))
			bump(c, !strcmp(json_string_value(ns), "current_user_ns()") ? "ns-caller" : "ns-init");
		bump(c, key);
		/* a site in a macro's definition that stands for every expansion (issue 34 item 5) */
		const json_t *mx = k ? json_object_get(e, "expansions") : NULL;
		if (json_is_string(json_object_get(e, "macro")) && json_is_integer(mx)) {
			bump(c, "macro");
			json_object_set_new(c, "macro-expansions",
					    json_integer(count_get(c, "macro-expansions") + json_integer_value(mx)));
		}
		free(key); free(t);
	}
	/* ids exchanged with a daemon (a user-space ABI structure read by another
	 * process): the inference lists one "restrict" entry per structure */
	json_array_foreach(json_object_get(plan, "listed"), i, e) {
		const json_t *v = json_object_get(e, "kind");
		if (entry_in(e, files) && json_is_string(v) && !strcmp(json_string_value(v), "restrict"))
			bump(c, "restrict");
	}
	return c;
}

/* The body's one-count lines: the plan's site kind and what was done to it. */
static const char *const body_lines[][2] = {
	{ "compare", "compare kernel ids with uid_eq()/gid_eq() and friends" },
	{ "root", "use GLOBAL_ROOT_UID/GLOBAL_ROOT_GID for root" },
	{ "truth", "compare kernel ids tested for truth with GLOBAL_ROOT_UID/GID" },
	{ "sentinel", "use INVALID_UID/INVALID_GID for the -1 sentinel" },
	{ "cast", "drop casts of kernel ids to integers where an id goes on" },
	{ "unwrap", "drop make_kuid()/make_kgid() around what is now a kernel id" },
};

void body_of(const char *label, const json_t *c, struct strlist *lines)
{
	static const char *const ent[][2] = { { "retype-field", "struct fields" }, { "retype-param", "parameters" },
		{ "retype-local", "locals" }, { "retype-global", "globals" }, { "retype-return", "return types" } };
	long nret = 0;
	for (size_t i = 0; i < 5; i++) nret += count_get(c, ent[i][0]);
	sl_pushf(lines, "Convert %s from raw uid_t/gid_t values to kuid_t and kgid_t, so that it", label);
	sl_pushs(lines, "builds with CONFIG_UIDGID_STRICT_TYPE_CHECKS and handles ids in user");
	sl_pushs(lines, "namespaces correctly.");
	sl_pushs(lines, "");
	if (nret) {
		struct buf b = {0};
		buf_printf(&b, "- retype %ld declaration%s that carry kernel ids (", nret, nret != 1 ? "s" : "");
		int first = 1;
		for (size_t i = 0; i < 5; i++) {
			long n = count_get(c, ent[i][0]);
			if (!n) continue;
			buf_printf(&b, "%s%s: %ld", first ? "" : ", ", ent[i][1], n);
			first = 0;
		}
		buf_puts(&b, ")");
		sl_push(lines, b.s);
	}
	for (size_t i = 0; i < sizeof body_lines / sizeof *body_lines; i++)
		if (count_get(c, body_lines[i][0]))
			sl_pushf(lines, "- %s: %ld", body_lines[i][1], count_get(c, body_lines[i][0]));
	if (count_get(c, "boundary-in"))
		sl_pushf(lines, "- map raw ids coming in with make_kuid()/make_kgid(): %ld (%ld checked with"
			 " uid_valid()/gid_valid())", count_get(c, "boundary-in"), count_get(c, "boundary-in-checked"));
	if (count_get(c, "boundary-out"))
		sl_pushf(lines, "- map kernel ids going out with from_kuid()/from_kgid(): %ld (%ld munged for"
			 " user space)", count_get(c, "boundary-out"), count_get(c, "boundary-out-munged"));
	if (count_get(c, "boundary-ptr"))
		sl_pushf(lines, "- pass ids to raw pointer parameters through a local (from_kuid() before the"
			 " call, make_kuid() after, &init_user_ns): %ld", count_get(c, "boundary-ptr"));
	if (count_get(c, "macro"))
		sl_pushf(lines, "- of these, %ld rewrite a macro's definition once for its %ld expansion(s), which"
			 " all want the same conversion there", count_get(c, "macro"), count_get(c, "macro-expansions"));
	if (count_get(c, "ns-init") || count_get(c, "ns-caller"))
		sl_pushf(lines, "- namespaces: %ld of these mappings use the initial user namespace (disk, wire,"
			 " daemons, logs, hashes), %ld the caller's, current_user_ns() (mount options, syscall and"
			 " ioctl arguments and replies)", count_get(c, "ns-init"), count_get(c, "ns-caller"));
	if (count_get(c, "restrict"))
		sl_pushf(lines, "- %s exchanges ids with a daemon or another process through %ld user-space ABI"
			 " structure(s) (listed in the cover letter): mapped in the initial user namespace; %s is"
			 " not restricted to it here: refuse other user namespaces where it mounts and where the"
			 " daemon connects, or review", label, count_get(c, "restrict"), label);
	long nacl = count_get(c, "acl-in") + count_get(c, "acl-out");
	if (nacl)
		sl_pushf(lines, "- POSIX ACL entries: e_uid/e_gid by e_tag instead of the raw e_id to and"
			 " from disk/wire: %ld", nacl);
	if (count_get(c, "acl-cmp"))
		sl_pushf(lines, "- POSIX ACL entries compared (sorting an ACL): uid_gt()/gid_gt() and the like"
			 " of e_uid/e_gid by e_tag instead of the raw e_id: %ld", count_get(c, "acl-cmp"));
	if (count_get(c, "acl-undef"))
		sl_pushf(lines, "- drop e_id = ACL_UNDEFINED_ID (an entry without an id keeps none): %ld",
			 count_get(c, "acl-undef"));
}

/* the words ([A-Za-z_][A-Za-z0-9_]*) of S, in order */
static void words(const char *s, struct strlist *out)
{
	for (const char *p = s; *p;) {
		if (!id_start((unsigned char)*p)) { p++; continue; }
		const char *q = p;
		while (id_char((unsigned char)*q)) q++;
		sl_push(out, xstrndup(p, (size_t)(q - p)));
		p = q;
	}
}

/* words that a line holding a planned declaration or site in FILES holds: a
 * declaration's name, the last word of a site's text (a line holding
 * "inode->i_gid" holds "i_gid"; the base "inode" is on half the lines of a
 * filesystem), a root or sentinel site's id word.  A spatch parse error on
 * a line holding none of them cannot hide one (cocci/FORMAT "guard:") */
void guard_words(const json_t *plan, const struct strlist *files, struct strlist *out)
{
	int k;
	size_t i;
	json_t *e;
	plan_foreach(plan, files, k, i, e) {
		const json_t *tv = json_object_get(e, k ? "text" : "name"), *iv = json_object_get(e, "id");
		char *t = tv ? py_str(tv) : xstrdup("");
		struct strlist w = {0};
		words(t, k ? &w : out);
		if (w.n) sl_pushs(out, w.v[w.n - 1]);
		sl_free(&w);
		free(t);
		t = k && iv ? py_str(iv) : xstrdup("");
		words(t, out);
		free(t);
	}
	sl_sort(out);
	sl_uniq(out);
}

char *glob_of(const char *path)
{
	int ws = 0;
	for (const char *p = path; *p; p++) ws |= py_space((unsigned char)*p);
	if (ws) {
		/* DIR/ + "*" + the extension, as os.path.dirname and splitext give them */
		const char *sl = strrchr(path, '/');
		char *dir = sl ? xstrndup(path, (size_t)(sl - path)) : xstrdup("");
		size_t dl = strlen(dir);
		while (dl > 1 && dir[dl - 1] == '/') dir[--dl] = 0;
		const char *base = sl ? sl + 1 : path, *b = base;
		while (*b == '.') b++;
		const char *dot = strrchr(b, '.');
		char *g = xasprintf("%s/*%s", dir, dot ? dot : "");
		free(dir);
		return g;
	}
	struct buf b = {0};
	buf_puts(&b, "");
	for (const char *p = path; *p; p++) {
		if (strchr("*?[]\\", *p)) buf_add(&b, "\\", 1);
		buf_add(&b, p, 1);
	}
	return b.s;
}
