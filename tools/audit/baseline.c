/* baseline.c — --baseline FILE: the findings of an earlier --json report of the
 * audit (read with jansson).  A finding is old when an unused entry of the
 * baseline has its file, function, kind and message: line numbers are not
 * compared (code above it moves), so only what is new fails a CI run (doc/ci.md). */
#include "ns.h"

#include <jansson.h>
#include <stdio.h>
#include <string.h>

static const char *str(json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

int audit_baseline_load(const char *path, struct findings *base)
{
	json_error_t je;
	json_t *root = json_load_file(path, 0, &je);
	if (!root) {
		error("--baseline %s: %s (line %d)", path, je.text, je.line);
		return -1;
	}
	json_t *all = json_object_get(root, "findings");
	if (!json_is_array(all) || !str(root, "tool") || strcmp(str(root, "tool"), "kidpush-audit")) {
		error("--baseline %s: not a kidpush-audit --json report", path);
		json_decref(root);
		return -1;
	}
	size_t i;
	json_t *e;
	json_array_foreach(all, i, e) {
		const char *kind = str(e, "kind"), *file = str(e, "file"), *msg = str(e, "message");
		if (!kind || !file || !msg) {
			error("--baseline %s: finding %zu lacks kind, file or message", path,
				i + 1);
			json_decref(root);
			findings_free(base);
			return -1;
		}
		int k = 0;
		while (k < K_NKINDS && strcmp(kind_name((enum kind)k), kind))
			k++;
		findings_add(base, k, file, 0, 0, str(e, "function"), msg, "");
	}
	json_decref(root);
	return 0;
}

size_t audit_baseline_apply(struct findings *base, struct findings *v)
{
	size_t fresh = 0;
	char *used = xcalloc(base->n + 1, 1);
	for (size_t i = 0; i < v->n; i++) {
		struct finding *f = &v->v[i];
		f->baseline = "new";
		for (size_t j = 0; j < base->n; j++) {
			const struct finding *b = &base->v[j];
			if (!used[j] && b->kind == f->kind && !strcmp(b->file, f->file) &&
			    !strcmp(b->function, f->function) && !strcmp(b->message, f->message)) {
				used[j] = 1;
				f->baseline = "unchanged";
				break;
			}
		}
		fresh += f->baseline[0] == 'n';
	}
	free(used);
	return fresh;
}
