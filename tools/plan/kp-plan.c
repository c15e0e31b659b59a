/* kp-plan.c — the convert plan's schema (kp-plan.h): one table of the parts
 * of a version 1 plan and of the keys of their entries, and the check both
 * sides run.  The order of the table is the writer's key order
 * (tools/infer/plan.c) and doc/plan-format.md's. */
#include "kp-plan.h"

#include <string.h>

enum jtype { J_STR, J_INT, J_BOOL, J_ARRAY, J_OBJECT };

struct key {
	const char *name;
	enum jtype type;
	int required;
	const char *items; /* J_ARRAY: the part of its elements ("string": strings), J_OBJECT: its part */
};

struct part {
	const char *name;
	const struct key *keys;
};

#define POS_KEYS { "file", J_STR, 1, NULL }, { "line", J_INT, 1, NULL }, { "col", J_INT, 0, NULL }
#define END_KEYS { "end_line", J_INT, 0, NULL }, { "end_col", J_INT, 0, NULL }

static const struct key top[] = {
	{ "version", J_INT, 1, NULL },     { "paths", J_ARRAY, 0, "string" },  { "retype", J_ARRAY, 0, "retype" },
	{ "sites", J_ARRAY, 0, "sites" },  { "listed", J_ARRAY, 0, "listed" }, { "formats", J_ARRAY, 0, "formats" },
	{ "summary", J_OBJECT, 0, "summary" }, { "skipped", J_ARRAY, 0, "skipped" }, { NULL, 0, 0, NULL },
};

static const struct key retype[] = {
	POS_KEYS, END_KEYS,
	{ "name", J_STR, 0, NULL },        { "entity", J_STR, 0, NULL },     { "scope", J_STR, 0, NULL },
	{ "from", J_STR, 0, NULL },        { "to", J_STR, 0, NULL },         { "why", J_STR, 0, NULL },
	{ "decl_type", J_STR, 0, NULL },   { "type_line", J_INT, 0, NULL },  { "type_col", J_INT, 0, NULL },
	{ "type_end_col", J_INT, 0, NULL }, { "usr", J_STR, 0, NULL },       { "shared_type", J_BOOL, 0, NULL },
	{ NULL, 0, 0, NULL },
};

static const struct key sites[] = {
	POS_KEYS, END_KEYS,
	{ "kind", J_STR, 0, NULL },        { "id", J_STR, 0, NULL },         { "op", J_STR, 0, NULL },
	{ "ns", J_STR, 0, NULL },          { "munged", J_BOOL, 0, NULL },    { "error_path", J_BOOL, 0, NULL },
	{ "no_check", J_BOOL, 0, NULL },   { "from", J_STR, 0, NULL },       { "callee", J_STR, 0, NULL },
	{ "inode", J_STR, 0, NULL },       { "macro", J_STR, 0, NULL },      { "expansions", J_INT, 0, NULL },
	{ "targets", J_ARRAY, 0, "targets" }, { "text", J_STR, 0, NULL },   { "function", J_STR, 0, NULL },
	{ "why", J_STR, 0, NULL },         { NULL, 0, 0, NULL },
};

static const struct key targets[] = {
	{ "id", J_STR, 1, NULL }, { "text", J_STR, 1, NULL }, { NULL, 0, 0, NULL },
};

static const struct key listed[] = {
	POS_KEYS,
	{ "kind", J_STR, 0, NULL }, { "name", J_STR, 0, NULL }, { "text", J_STR, 0, NULL },
	{ "why", J_STR, 0, NULL },  { NULL, 0, 0, NULL },
};

static const struct key formats[] = {
	POS_KEYS,
	{ "entity", J_STR, 0, NULL }, { "name", J_STR, 0, NULL }, { "scope", J_STR, 0, NULL },
	{ "why", J_STR, 0, NULL },    { NULL, 0, 0, NULL },
};

static const struct key summary[] = {
	{ "retype", J_INT, 1, NULL }, { "sites", J_INT, 1, NULL },   { "listed", J_INT, 1, NULL },
	{ "files", J_INT, 1, NULL },  { "skipped", J_INT, 1, NULL }, { NULL, 0, 0, NULL },
};

static const struct key skipped[] = {
	{ "file", J_STR, 1, NULL }, { "why", J_STR, 1, NULL }, { NULL, 0, 0, NULL },
};

static const struct part parts[] = {
	{ "plan", top },         { "retype", retype },   { "sites", sites },     { "targets", targets },
	{ "listed", listed },    { "formats", formats }, { "summary", summary }, { "skipped", skipped },
};

static const char *const type_names[] = { "a string", "an integer", "true or false", "a list", "an object" };

static const struct key *part_keys(const char *name)
{
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
		if (!strcmp(parts[i].name, name))
			return parts[i].keys;
	return NULL;
}

static int has_type(const json_t *v, enum jtype t)
{
	switch (t) {
	case J_STR: return json_is_string(v);
	case J_INT: return json_is_integer(v);
	case J_BOOL: return json_is_boolean(v);
	case J_ARRAY: return json_is_array(v);
	case J_OBJECT: return json_is_object(v);
	}
	return 0;
}

static int check_object(const json_t *o, const char *part, const char *where, struct buf *why);

/* the elements of array A, each of PART ("string": a string) */
static int check_items(const json_t *a, const char *part, const char *where, struct buf *why)
{
	size_t i;
	const json_t *e;
	json_array_foreach(a, i, e) {
		struct buf at = { 0 };
		buf_printf(&at, "%s[%zu]", where, i);
		int bad = !strcmp(part, "string") ? !json_is_string(e) : check_object(e, part, at.s, why) < 0;
		if (bad && !strcmp(part, "string"))
			buf_printf(why, "%s: not a string", at.s);
		buf_free(&at);
		if (bad)
			return -1;
	}
	return 0;
}

static int check_object(const json_t *o, const char *part, const char *where, struct buf *why)
{
	const struct key *keys = part_keys(part);
	if (!json_is_object(o)) {
		buf_printf(why, "%s: not an object", where);
		return -1;
	}
	const char *k;
	const json_t *v;
	json_object_foreach((json_t *)o, k, v) {
		const struct key *x = keys;
		while (x->name && strcmp(x->name, k))
			x++;
		if (!x->name) {
			buf_printf(why, "%s: \"%s\" is not a key of the plan's %s", where, k, part);
			return -1;
		}
		if (!has_type(v, x->type)) {
			buf_printf(why, "%s: \"%s\" is not %s", where, k, type_names[x->type]);
			return -1;
		}
	}
	for (const struct key *x = keys; x->name; x++) {
		v = json_object_get(o, x->name);
		if (!v && x->required) {
			buf_printf(why, "%s: no \"%s\"", where, x->name);
			return -1;
		}
		struct buf sub = { 0 };
		if (strcmp(part, "plan"))
			buf_printf(&sub, "%s.%s", where, x->name);
		else
			buf_puts(&sub, x->name);
		int bad = (v && x->type == J_ARRAY && check_items(v, x->items, sub.s, why) < 0) ||
			  (v && x->type == J_OBJECT && check_object(v, x->items, sub.s, why) < 0);
		buf_free(&sub);
		if (bad)
			return -1;
	}
	return 0;
}

int kp_plan_check(const json_t *plan, struct buf *why)
{
	if (check_object(plan, "plan", "the plan", why) < 0)
		return -1;
	if (json_integer_value(json_object_get(plan, "version")) != KP_PLAN_VERSION) {
		buf_printf(why, "\"version\" is not %d", KP_PLAN_VERSION);
		return -1;
	}
	return 0;
}

void kp_plan_describe(struct buf *out)
{
	static const char *const jt[] = { "string", "integer", "boolean", "list", "object" };
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
		for (const struct key *x = parts[i].keys; x->name; x++)
			buf_printf(out, "%s %s %s %s\n", parts[i].name, x->name, jt[x->type],
				   x->required ? "required" : "optional");
}
