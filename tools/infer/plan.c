/* plan.c — the plan as JSON (jansson, keys in a fixed order; doc/plan-format.md),
 * checked against its schema (tools/plan/kp-plan.c) and written atomically
 * through tools/clangfe/outfile.c. */
#include "infer.h"

#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "outfile.h" /* write_atomic (tools/clangfe) */
#include "kp-json.h"
#include "kp-plan.h" /* the schema (tools/plan) */

struct wctx {
	const struct plan *p;
	const struct infer_in *in;
};

static void set(json_t *o, const char *k, json_t *v)
{
	json_object_set_new(o, k, v);
}

static void pos(json_t *o, const struct span *s, int end)
{
	set(o, "file", json_string(s->file ? s->file : ""));
	set(o, "line", json_integer(s->line));
	set(o, "col", json_integer(s->col));
	if (end) {
		set(o, "end_line", json_integer(s->end_line));
		set(o, "end_col", json_integer(s->end_col));
	}
}

static const char *rel_of(const struct infer_in *in, const char *abs)
{
	size_t n = strlen(in->tree);
	if (!strncmp(abs, in->tree, n) && abs[n] == '/')
		return abs + n + 1;
	if (!strcmp(abs, in->tree))
		return ".";
	return abs;
}

static json_t *retype_json(const struct pitem *it)
{
	json_t *o = json_object();
	pos(o, &it->at, 1);
	set(o, "name", json_string(it->name));
	set(o, "entity", json_string(it->kind));
	set(o, "scope", json_string(it->scope));
	set(o, "from", json_string(it->from));
	set(o, "to", json_string(it->to));
	set(o, "why", json_string(it->why));
	set(o, "decl_type", json_string(it->decl_type));
	set(o, "type_line", json_integer(it->type.line));
	set(o, "type_col", json_integer(it->type.col));
	set(o, "type_end_col", json_integer(it->type.end_col));
	set(o, "usr", json_string(it->usr));
	set(o, "shared_type", json_boolean(it->shared));
	return o;
}

/* A split site's chain targets that are ids: [{"text", "id"}] (the others stay
 * raw), from its "FAMILY\tTEXT\n" lines. */
static json_t *split_targets(const struct pitem *it)
{
	json_t *ta = json_array();
	for (const char *l = it->targets; l && *l;) {
		const char *tab = strchr(l, '\t'), *nl = strchr(l, '\n');
		if (!tab || !nl || tab > nl)
			break;
		json_t *e = json_object();
		set(e, "id", json_stringn(l, (size_t)(tab - l)));
		set(e, "text", json_stringn(tab + 1, (size_t)(nl - tab - 1)));
		json_array_append_new(ta, e);
		l = nl + 1;
	}
	return ta;
}

static json_t *site_json(const struct pitem *it)
{
	json_t *o = json_object();
	pos(o, &it->at, 1);
	set(o, "kind", json_string(it->kind));
	set(o, "id", json_string(fam_name(it->fam)));
	if (it->op)
		set(o, "op", json_string(it->op));
	if (it->ns)
		set(o, "ns", json_string(it->ns));
	if (it->has_munged)
		set(o, "munged", json_boolean(it->munged));
	if (it->has_error_path)
		set(o, "error_path", json_boolean(it->error_path));
	if (it->nocheck)
		set(o, "no_check", json_true());
	if (it->from) /* boundary-ptr: the raw type the callee points at */
		set(o, "from", json_string(it->from));
	if (it->scope) /* boundary-ptr: the function called */
		set(o, "callee", json_string(it->scope));
	if (it->inode) /* boundary-in into a struct inode's i_uid/i_gid: that inode */
		set(o, "inode", json_string(it->inode));
	if (it->macro && !it->mexp) { /* in the definition of this macro, for every expansion */
		set(o, "macro", json_string(it->macro));
		set(o, "expansions", json_integer((json_int_t)it->expansions));
	}
	if (!strcmp(it->kind, "split"))
		set(o, "targets", split_targets(it));
	set(o, "text", json_string(it->at.text ? it->at.text : ""));
	set(o, "function", json_string(it->function ? it->function : ""));
	set(o, "why", json_string(it->why));
	return o;
}

static json_t *listed_json(const struct pitem *it)
{
	json_t *o = json_object();
	pos(o, &it->at, 0);
	set(o, "kind", json_string(it->kind));
	set(o, "name", json_string(it->name ? it->name : ""));
	set(o, "text", json_string(it->at.text ? it->at.text : ""));
	set(o, "why", json_string(it->why));
	return o;
}

static json_t *format_json(const struct pitem *it)
{
	json_t *o = json_object();
	pos(o, &it->at, 0);
	set(o, "entity", json_string(it->kind));
	set(o, "name", json_string(it->name));
	set(o, "scope", json_string(it->scope));
	set(o, "why", json_string(it->why));
	return o;
}

/* The array of the N items V, each as ITEM makes it. */
static json_t *items_json(const struct pitem *v, size_t n, json_t *(*item)(const struct pitem *))
{
	json_t *a = json_array();
	for (size_t i = 0; i < n; i++)
		json_array_append_new(a, item(&v[i]));
	return a;
}

/* The files not parsed, with the reason; their number into *SKIPPED. */
static json_t *skipped_json(const struct infer_in *in, size_t *skipped)
{
	json_t *sk = json_array();
	*skipped = 0;
	for (size_t i = 0; i < in->nfiles; i++) {
		if (in->files[i].parsed)
			continue;
		(*skipped)++;
		json_t *o = json_object();
		char *name = json_text(in->files[i].rel); /* a name that is not UTF-8: its bytes as U+00XX */
		set(o, "file", json_string(name));
		free(name);
		set(o, "why", json_string(in->files[i].reason ? in->files[i].reason : "not parsed"));
		json_array_append_new(sk, o);
	}
	return sk;
}

static json_t *build(const struct plan *p, const struct infer_in *in)
{
	json_t *root = json_object();
	set(root, "version", json_integer(1));
	json_t *paths = json_array();
	for (size_t i = 0; i < in->nroots; i++)
		json_array_append_new(paths, json_string(rel_of(in, in->roots[i])));
	set(root, "paths", paths);
	set(root, "retype", items_json(p->retype, p->nretype, retype_json));
	set(root, "sites", items_json(p->sites, p->nsites, site_json));
	set(root, "listed", items_json(p->listed, p->nlisted, listed_json));
	set(root, "formats", items_json(p->formats, p->nformats, format_json));
	size_t skipped;
	json_t *sk = skipped_json(in, &skipped);
	json_t *sum = json_object();
	set(sum, "retype", json_integer((json_int_t)p->nretype));
	set(sum, "sites", json_integer((json_int_t)p->nsites));
	set(sum, "listed", json_integer((json_int_t)p->nlisted));
	set(sum, "files", json_integer((json_int_t)in->nfiles));
	set(sum, "skipped", json_integer((json_int_t)skipped));
	set(root, "summary", sum);
	set(root, "skipped", sk);
	return root;
}

static int writer(FILE *f, const void *ctx)
{
	const struct wctx *w = ctx;
	json_t *root = build(w->p, w->in);
	struct buf why = { 0 };
	if (kp_plan_check(root, &why) < 0) { /* the writer left the schema (tools/plan/kp-plan.c) */
		error("the plan does not match its schema (tools/plan/kp-plan.c): %s", why.s);
		buf_free(&why);
		json_decref(root);
		return -1;
	}
	int rc = json_dumpf(root, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
	json_decref(root);
	if (rc == 0 && fputc('\n', f) == EOF)
		rc = -1;
	return rc;
}

int plan_write(const char *path, const struct plan *p, const struct infer_in *in)
{
	struct wctx w = { p, in };
	if (!strcmp(path, "-"))
		return writer(stdout, &w) == 0 && fflush(stdout) == 0 ? 0 : -1;
	return write_atomic(path, writer, &w);
}
