/* stats.c — the numbers before and after: audit findings and strict-gate ID
 * problems per PATH, read from the tools' JSON reports. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

static void stats_add(struct stats *s, const char *path, const char *what, long value)
{
	sl_pushs(&s->path, path);
	sl_pushs(&s->what, what);
	ALLOC_GROW(s->value, s->path.n, s->cap);
	s->value[s->path.n - 1] = value;
}

int stats_get(const struct stats *s, const char *path, const char *what, long *value)
{
	int found = 0;   /* the last one wins */
	for (size_t i = 0; i < s->path.n; i++)
		if (!strcmp(s->path.v[i], path) && !strcmp(s->what.v[i], what)) *value = s->value[i], found = 1;
	return found;
}

void stats_forget(struct stats *s, const char *what)
{
	size_t k = 0;
	for (size_t i = 0; i < s->path.n; i++) {
		if (!strcmp(s->what.v[i], what)) { free(s->path.v[i]); free(s->what.v[i]); continue; }
		s->path.v[k] = s->path.v[i], s->what.v[k] = s->what.v[i], s->value[k] = s->value[i];
		k++;
	}
	s->path.n = s->what.n = k;
}

long stats_sum(const struct stats *s, const struct strlist *paths, const char *what)
{
	long sum = 0, v;
	for (size_t i = 0; i < paths->n; i++) {
		if (!stats_get(s, paths->v[i], what, &v)) return -2;
		sum = sum < 0 || v < 0 ? -1 : sum + v;
	}
	return sum;
}

char *stat_text(long v)
{
	return v < 0 ? xstrdup("?") : xasprintf("%ld", v);
}

/* the audit's findings in files under P */
static long audit_count(const json_t *d, const struct strlist *p)
{
	if (!d) return -1;
	long n = 0;
	size_t i;
	json_t *x;
	json_array_foreach(json_object_get(d, "findings"), i, x) {
		const json_t *f = json_object_get(x, "file");
		if (json_is_string(f) && owner(p, json_string_value(f))) n++;
	}
	return n;
}

/* the gate's ID problems of P (its per_path entry) */
static long gate_count(const json_t *d, const char *p)
{
	size_t i;
	json_t *x;
	json_array_foreach(json_object_get(d, "per_path"), i, x) {
		const json_t *path = json_object_get(x, "path"), *n = json_object_get(x, "id_problems");
		if (!json_is_string(path) || !n) continue;
		char *s = strip_slashes(json_string_value(path));
		int hit = !strcmp(s, p);
		free(s);
		if (hit) return json_is_integer(n) && json_integer_value(n) >= 0 ? (long)json_integer_value(n) : -1;
	}
	return -1;
}

void stats_read(struct stats *s, const char *jsonfile, int gate, const struct strlist *paths, const char *what)
{
	json_t *d = json_load_file(jsonfile, JSON_DECODE_ANY, NULL);
	for (size_t i = 0; i < paths->n; i++) {
		struct strlist one = {0};
		sl_push(&one, strip_slashes(paths->v[i]));
		stats_add(s, one.v[0], what, gate ? gate_count(d, one.v[0]) : audit_count(d, &one));
		sl_free(&one);
	}
	json_decref(d);
}
