/* stats.c — the numbers before and after: audit findings and strict-gate ID
 * problems per PATH, read from the tools' JSON reports. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

void stats_add(struct stats *s, const char *path, const char *what, const char *value)
{
	sl_pushs(&s->path, path);
	sl_pushs(&s->what, what);
	sl_pushs(&s->value, value);
}

const char *stats_get(const struct stats *s, const char *path, const char *what)
{
	const char *r = NULL;   /* the last one wins */
	for (size_t i = 0; i < s->path.n; i++)
		if (!strcmp(s->path.v[i], path) && !strcmp(s->what.v[i], what)) r = s->value.v[i];
	return r;
}

char *audit_count(const char *jsonfile, const char *p)
{
	json_t *d = json_load_file(jsonfile, JSON_DECODE_ANY, NULL);
	if (!d) return xstrdup("?");
	const json_t *items = json_is_object(d) ? json_object_get(d, "findings") : NULL;
	struct strlist one = {0};
	sl_pushs(&one, p);
	long n = 0;
	size_t i;
	json_t *x;
	if (json_is_array(items))
		json_array_foreach(items, i, x) {
			const json_t *f = json_object_get(x, "file");
			if (json_is_string(f) && owner(&one, json_string_value(f))) n++;
		}
	sl_free(&one);
	json_decref(d);
	return xasprintf("%ld", n);
}

char *gate_count(const char *jsonfile, const char *p)
{
	json_t *d = json_load_file(jsonfile, JSON_DECODE_ANY, NULL);
	char *q = strip_slashes(p), *r = NULL;
	size_t i;
	json_t *x;
	json_array_foreach(json_object_get(d, "per_path"), i, x) {
		const json_t *path = json_object_get(x, "path"), *n = json_object_get(x, "id_problems");
		if (!json_is_string(path) || !n) continue;
		char *s = strip_slashes(json_string_value(path));
		int hit = !strcmp(s, q);
		free(s);
		if (hit) { r = py_str(n); break; }
	}
	free(q);
	json_decref(d);
	return r ? r : xstrdup("?");
}
