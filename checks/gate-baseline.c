/* gate-baseline.c: --baseline FILE, a previous JSON report, read with jansson.
 *
 * The "problems" array of the old report is taken: each entry needs a
 * "file" and a "message" string ("function" a string or null).  A current
 * ID problem is old when the baseline holds an unused entry with the same
 * file, function and message (line numbers move when code above changes,
 * so they are not compared); every other ID problem is new.
 */
#include "gate-diag.h"
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

static char *member(json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? xstrdup(s) : NULL;
}

int baseline_load(const char *path, struct baseline *b, char *err,
		  size_t errlen)
{
	json_error_t je;
	json_t *root = json_load_file(path, 0, &je);
	if (!root) {
		snprintf(err, errlen, "%s: %s (line %d, column %d)", path, je.text, je.line, je.column);
		return -1;
	}
	int rc = 0;
	json_t *problems = json_object_get(root, "problems");
	if (!json_is_object(root)) {
		snprintf(err, errlen, "%s: not a kidpush-gate JSON report (object expected)", path);
		rc = -1;
	} else if (!problems) {
		snprintf(err, errlen, "%s: no \"problems\" array", path);
		rc = -1;
	} else if (!json_is_array(problems)) {
		snprintf(err, errlen, "%s: \"problems\" is not an array", path);
		rc = -1;
	}
	size_t i;
	json_t *p;
	json_array_foreach(rc ? NULL : problems, i, p) {
		if (!json_is_object(p))
			continue;
		struct base_key k = { member(p, "file"), member(p, "function"), member(p, "message"), 0 };
		if (!k.file || !k.msg) {
			free(k.file);
			free(k.func);
			free(k.msg);
			snprintf(err, errlen, "%s: problem %zu without file or message", path, i + 1);
			rc = -1;
			break;
		}
		ALLOC_GROW(b->v, b->n + 1, b->cap);
		b->v[b->n++] = k;
	}
	json_decref(root);
	return rc;
}

/* A (read from the baseline) is B as the JSON report writes it (a byte
 * that is not UTF-8 comes back as U+00XX: kp-json.h json_text). */
static int eq(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	char *t = json_text(b);
	int r = strcmp(a, t) == 0;
	free(t);
	return r;
}

void baseline_apply(struct baseline *b, struct diags *d)
{
	for (size_t i = 0; i < d->n; i++) {
		struct diag *x = &d->v[i];
		x->is_new = 1;
		if (x->cls != CLASS_ID)
			continue;
		for (size_t j = 0; j < b->n; j++) {
			struct base_key *k = &b->v[j];
			if (!k->used && eq(k->file, x->f.file) &&
			    eq(k->func, x->f.function) && eq(k->msg, x->f.message)) {
				k->used = 1;
				x->is_new = 0;
				break;
			}
		}
	}
}

void baseline_free(struct baseline *b)
{
	for (size_t i = 0; i < b->n; i++) {
		free(b->v[i].file);
		free(b->v[i].func);
		free(b->v[i].msg);
	}
	free(b->v);
	b->v = NULL;
	b->n = b->cap = 0;
}
