/* plan.c — the plan filter: checks the plan (version 1, every file inside the
 * tree), moves what the tree cannot take mechanically to "listed" (orderings
 * without uid_lt() in include/linux/uidgid.h, kqid boundaries-in, boundaries-in
 * without a validity check), and stores the filtered plan content-addressed
 * in the cache (its name goes into the spatch options, so the series cache
 * is keyed by its content). */
#include "convert.h"
#include "kp-plan.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void bad_plan(const char *planfile, const char *key, const char *why, const json_t *e)
{
	char *s = e ? json_dumps(e, JSON_COMPACT | JSON_ENSURE_ASCII | JSON_ENCODE_ANY) : NULL;
	die("plan %s: %s entry %s: %s", planfile, key, why, s ? s : "?");
}

const char *const plan_parts[2] = { "retype", "sites" };

const char *str_of(const json_t *e, const char *key)
{
	const json_t *v = json_object_get(e, key);
	return json_is_string(v) ? json_string_value(v) : NULL;
}

int entry_in(const json_t *e, const struct strlist *files)
{
	const char *f = str_of(e, "file");
	return !files || sl_contains(files, f ? f : "");
}

/* the file of E (its keys' types are the schema's, kp_plan_check) relative
 * to the (real) TREE: a file named through a symlink
 * farm of the tree (the audit's build) by its real path */
static void check_entry(json_t *e, const char *tree, const char *planfile, const char *key)
{
	if (!json_is_object(e)) bad_plan(planfile, key, "with a file outside the tree", e);
	const char *f = str_of(e, "file");
	if (f && f[0] == '/') {
		char *real = resolve_path(f);
		if (real && path_inside(real, tree) && strcmp(real, tree)) {
			json_object_set_new(e, "file", json_string(real + strlen(tree) + 1));
			f = str_of(e, "file");
		}
		free(real);
	}
	int ok = 0;
	if (f && *f && f[0] != '/') {
		char *j = path_join(tree, f);
		char *real = resolve_path(j);
		ok = real && path_inside(real, tree);
		free(real);
		free(j);
	}
	if (!ok) bad_plan(planfile, key, "with a file outside the tree", e);
}

static int sp(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* "\bFN\s*(" in TEXT */
static int has_call(const char *text, const char *fn)
{
	size_t n = strlen(fn);
	for (const char *p = strstr(text, fn); p; p = strstr(p + 1, fn)) {
		if (p > text) {
			unsigned char c = (unsigned char)p[-1];
			if (id_char(c) || c >= 0x80) continue;
		}
		const char *q = p + n;
		while (sp(*q)) q++;
		if (*q == '(') return 1;
	}
	return 0;
}


/* TEXT is "(TYPE) OPERAND", TYPE [const|unsigned ...] WORD and OPERAND
 * starting with a letter, '_', '(', '*' or '&': the offset of OPERAND, else -1
 * ("(vuid_t) iattr->ia_uid": the kernel id is the operand) */
static long cast_operand(const char *t)
{
	if (strchr(t, '\n') || *t != '(') return -1;
	const char *p = t + 1;
	while (sp(*p)) p++;
	/* the qualifiers, then the type word; a qualifier word followed only by
	 * blanks and ')' is the type word itself */
	for (;;) {
		const char *w = p;
		if (!id_start((unsigned char)*w)) return -1;
		while (id_char((unsigned char)*w)) w++;
		size_t n = (size_t)(w - p);
		int qual = (n == 5 && !strncmp(p, "const", 5)) || (n == 8 && !strncmp(p, "unsigned", 8));
		const char *s = w;
		while (sp(*s)) s++;
		if (*s == ')') { p = s + 1; break; }
		if (!qual || s == w) return -1;
		p = s;
	}
	while (sp(*p)) p++;
	if (!(id_start((unsigned char)*p) || *p == '(' || *p == '*' || *p == '&')) return -1;
	return (long)(p - t);
}

/* uidgid.h's name of the ordering OP ("<": "lt"), or NULL */
static const char *order_fn(const char *op)
{
	static const char *const fn[][2] = { { "<", "lt" }, { ">", "gt" }, { "<=", "lte" }, { ">=", "gte" } };
	for (int i = 0; op && i < 4; i++) if (!strcmp(op, fn[i][0])) return fn[i][1];
	return NULL;
}

static json_t *with_why(const json_t *s, const char *why)
{
	json_t *c = json_copy((json_t *)s);
	json_object_set_new(c, "why", json_string(why));
	return c;
}

static int same_key(const json_t *a, const json_t *b)
{
	static const char *const k[] = { "file", "line", "col" };
	for (int i = 0; i < 3; i++) {
		const json_t *x = json_object_get(a, k[i]), *y = json_object_get(b, k[i]);
		if (!x != !y || (x && !json_equal((json_t *)x, (json_t *)y))) return 0;
	}
	return 1;
}

/* Why the series manifest cannot name FILE in its files: scope, or NULL: a
 * glob is one word without control characters (a name with white space is
 * named by its directory's glob, so the directory must have none). */
static const char *name_trouble(const char *file)
{
	char *g = glob_of(file);
	const char *why = NULL;
	for (const unsigned char *c = (const unsigned char *)g; *c && !why; c++)
		if (*c < 0x20 || *c == 0x7f || *c == ' ') {
			const char *sl = strrchr(g, '/');
			why = sl && (const char *)c < sl
				? "its directory's name has white space or a control character (a files: glob is one word of text)"
				: "its name has a control character (a files: glob is one word of text)";
		}
	free(g);
	return why;
}

static void add_skip(struct plan *p, const char *stage, const char *file, const char *why)
{
	struct buf b = {0};
	buf_printf(&b, "%s: ", stage);
	buf_escape_ctrl(&b, file);
	buf_puts(&b, ": ");
	buf_escape_ctrl(&b, why);
	if (!sl_contains(&p->skipped, b.s)) sl_pushs(&p->skipped, b.s);
	buf_free(&b);
}

/* the entries of files the series cannot take go; the files are skipped */
static void skip_names(json_t *plan, struct plan *p)
{
	for (int k = 0; k < 2; k++) {
		json_t *a = json_object_get(plan, plan_parts[k]);
		for (size_t i = 0; i < json_array_size(a);) {
			const char *f = str_of(json_array_get(a, i), "file");
			const char *why = name_trouble(f);
			if (!why) { i++; continue; }
			add_skip(p, "convert", f, why);
			json_array_remove(a, i);
		}
	}
}

/* the inference's "skipped" files, with the first line of why */
static void skip_inferred(const json_t *plan, struct plan *p)
{
	size_t i;
	json_t *e;
	json_array_foreach(json_object_get(plan, "skipped"), i, e) {
		const char *f = str_of(e, "file");
		char *why = json_object_get(e, "why") ? py_str(json_object_get(e, "why")) : xstrdup("");
		char *nl = strchr(why, '\n');
		if (nl) *nl = 0;
		add_skip(p, "kidpush-infer", f ? f : "?", why);
		free(why);
	}
}

/* the sites the tree can take: orderings without uid_lt() & co. in the
 * tree's include/linux/uidgid.h and kqid boundaries-in go to LISTED; a
 * boundary-out "(TYPE) OPERAND" is the operand's */
static json_t *filter_sites(const json_t *plan, const char *tree, const char *kernel, const char *planfile,
			    json_t *listed)
{
	char *up = path_join(kernel, "include/linux/uidgid.h"), *uidgid = read_text(up, NULL);
	json_t *sites = json_array(), *s;
	size_t i;
	json_array_foreach(json_object_get(plan, "sites"), i, s) {
		const char *kind = str_of(s, "kind"), *id = str_of(s, "id"), *fn = order_fn(str_of(s, "op"));
		char *why = NULL;
		if (kind && !strcmp(kind, "compare") && fn && id && (!strcmp(id, "uid") || !strcmp(id, "gid"))) {
			char *name = xasprintf("%s_%s", id, fn);
			if (!has_call(uidgid ? uidgid : "", name))
				why = xasprintf("ordering compare: the tree's include/linux/uidgid.h has no %s()", name);
			free(name);
		}
		if (kind && !strcmp(kind, "boundary-in") && id && !strcmp(id, "qid"))
			why = xstrdup("a struct kqid cannot be made from one raw value: make_kqid() by hand");
		char *raw = kind && (!strcmp(kind, "root") || !strcmp(kind, "sentinel")) ? raw_initializer(plan, s, tree) : NULL;
		if (raw && !why)
			why = xasprintf("the initializer of %s, a declaration the plan keeps raw: a kernel id there "
					"would be a type error (retype %s, or leave the raw value)", raw, raw);
		free(raw);
		if (why) {
			json_array_append_new(listed, with_why(s, why));
			free(why);
			continue;
		}
		const json_t *tv = json_object_get(s, "text"), *col = json_object_get(s, "col");
		long off = kind && !strcmp(kind, "boundary-out") && json_is_string(tv) ? cast_operand(json_string_value(tv)) : -1;
		if (off < 0) { json_array_append(sites, s); continue; }
		if (!json_is_integer(col)) bad_plan(planfile, "sites", "without a column", s);
		json_t *site = json_copy(s);
		json_object_set_new(site, "text", json_string(json_string_value(tv) + off));
		json_object_set_new(site, "col", json_integer(json_integer_value(col) + off));
		json_array_append_new(sites, site);
	}
	free(uidgid); free(up);
	return sites;
}

/* the boundaries-in the rules will leave without a validity check go to LISTED too */
static void list_unchecked(const json_t *sites, json_t *listed)
{
	size_t i, k;
	json_t *s, *l;
	json_array_foreach(sites, i, s) {
		const char *kind = str_of(s, "kind");
		if (!kind || strcmp(kind, "boundary-in") || py_true(json_object_get(s, "error_path")) ||
		    py_true(json_object_get(s, "no_check")))
			continue;
		int seen = 0;
		json_array_foreach(listed, k, l) if ((seen = same_key(l, s))) break;
		if (seen) continue;
		const json_t *idv = json_object_get(s, "id");
		char *idt = idv ? py_str(idv) : xstrdup("uid");
		char *why = xasprintf("make_k%s() without a validity check: the function has no error path", idt);
		json_array_append_new(listed, with_why(s, why));
		free(why);
		free(idt);
	}
}

void plan_prepare(struct plan *p, const char *planfile, const char *tree, const char *cache,
		  const struct strlist *paths, const char *kernel)
{
	memset(p, 0, sizeof *p);
	json_error_t jerr;
	json_t *plan = json_load_file(planfile, JSON_DECODE_ANY, &jerr);
	if (!plan) die("cannot read the plan %s: %s (line %d)", planfile, jerr.text, jerr.line);
	struct buf why = {0};
	if (kp_plan_check(plan, &why) < 0) /* the schema: tools/plan/kp-plan.c */
		die("plan %s: not a version 1 plan (doc/plan-format.md): %s", planfile, why.s);
	static const char *const keys[] = { "retype", "sites", "listed" };
	for (int k = 0; k < 3; k++) {
		json_t *a = json_object_get(plan, keys[k]), *e;
		size_t i;
		json_array_foreach(a, i, e) check_entry(e, tree, planfile, keys[k]);
	}
	skip_names(plan, p);
	skip_inferred(plan, p);
	json_t *f = json_object(), *listed = json_array(), *a = json_object_get(plan, "listed");
	if (a) json_array_extend(listed, a);
	json_object_set_new(f, "sites", filter_sites(plan, tree, kernel ? kernel : tree, planfile, listed));
	list_unchecked(json_object_get(f, "sites"), listed);
	json_object_set_new(f, "version", json_integer(1));
	json_t *pp = json_object_get(plan, "paths");
	if (pp) json_object_set(f, "paths", pp);
	else {
		json_t *l = json_array();
		for (size_t k = 0; k < paths->n; k++) json_array_append_new(l, json_string(paths->v[k]));
		json_object_set_new(f, "paths", l);
	}
	a = json_object_get(plan, "retype");
	json_object_set_new(f, "retype", a ? json_copy(a) : json_array());
	json_object_set_new(f, "listed", listed);
	json_decref(plan);

	p->filtered = f;
	plan_store(p, cache);
}

/* PLAN as the old driver wrote it (Python's json.dumps, indent 1, keys
 * sorted), stored content-addressed under CACHE: its name */
static char *store_json(const json_t *plan, const char *cache)
{
	char *text = json_dumps(plan, JSON_INDENT(1) | JSON_SORT_KEYS | JSON_ENSURE_ASCII);
	if (!text) die("cannot write the filtered plan");
	char *t = xasprintf("%s\n", text), sha[65];
	kp_sha256_hex(t, strlen(t), sha);
	char *file = xasprintf("%s/plan-%s.json", cache, sha);
	int st = store_file_once(file, t, strlen(t));
	if (st < 0) die("cannot write %s", file);
	if (st == 2) warning("cached plan %s was damaged; rewritten", file);
	free(text); free(t);
	return file;
}

void plan_store(struct plan *p, const char *cache)
{
	free(p->file);
	p->file = store_json(p->filtered, cache);
}

char *plan_part_key(const struct plan *p, const struct strlist *files)
{
	json_t *part = json_array();
	for (int k = 0; k < 2; k++) {
		json_t *a = json_array(), *e;
		size_t i;
		json_array_foreach(json_object_get(p->filtered, plan_parts[k]), i, e)
			if (entry_in(e, files)) json_array_append(a, e);
		json_array_append_new(part, a);
	}
	char *text = json_dumps(part, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENSURE_ASCII), sha[65];
	if (!text) die("cannot write the filtered plan");
	kp_sha256_hex(text, strlen(text), sha);
	free(text);
	json_decref(part);
	return xstrdup(sha);
}

static int cmp_json_int(const json_t *a, const json_t *b)
{
	json_int_t x = json_is_integer(a) ? json_integer_value(a) : 0;
	json_int_t y = json_is_integer(b) ? json_integer_value(b) : 0;
	return x < y ? -1 : x > y;
}

static int cmp_entry(const json_t *a, const json_t *b, const char *col)
{
	const char *fa = str_of(a, "file"), *fb = str_of(b, "file");
	int c = strcmp(fa ? fa : "", fb ? fb : "");
	if (!c) c = cmp_json_int(json_object_get(a, "line"), json_object_get(b, "line"));
	if (!c) c = cmp_json_int(json_object_get(a, col), json_object_get(b, col));
	return c;
}

size_t sorted_entries(const json_t *arr, const char *col, const json_t ***out)
{
	size_t n = json_array_size(arr);
	const json_t **v = xcalloc(n ? n : 1, sizeof *v);
	for (size_t i = 0; i < n; i++) v[i] = json_array_get(arr, i);
	/* a stable sort, as Python's sorted(): insertion (the lists are short) */
	for (size_t i = 1; i < n; i++) {
		const json_t *x = v[i];
		size_t j = i;
		while (j && cmp_entry(v[j - 1], x, col) > 0) { v[j] = v[j - 1]; j--; }
		v[j] = x;
	}
	*out = v;
	return n;
}

char *listed_line(const json_t *e)
{
	const json_t *col = json_object_get(e, "col"), *kind = json_object_get(e, "kind");
	char *k = kind ? py_str(kind) : xstrdup("?");
	const json_t *why = json_object_get(e, "why");
	char *w0 = why ? py_str(why) : xstrdup("");
	char *w = fold_space(w0);
	char *r = xasprintf("%s:%" JSON_INTEGER_FORMAT ":%" JSON_INTEGER_FORMAT " %s: %s", str_of(e, "file"),
			    json_integer_value(json_object_get(e, "line")), col ? json_integer_value(col) : 0, k, w);
	free(k); free(w0); free(w);
	return r;
}

void plan_print_listed(const struct plan *p, FILE *f)
{
	const json_t **v;
	size_t n = sorted_entries(json_object_get(p->filtered, "listed"), "col", &v);
	for (size_t i = 0; i < n; i++) {
		char *l = listed_line(v[i]);
		fprintf(f, "%s: not done mechanically: %s\n", kp_progname, l);
		free(l);
	}
	free(v);
}
