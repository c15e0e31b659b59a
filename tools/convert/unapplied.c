/* unapplied.c — planned changes the rules did not make are listed, never
 * dropped in silence.  After pass 1 the overlay holds every converted file;
 * a planned declaration or site (retype, sites) in a filesystem's files
 * whose lines (line .. end_line) the conversion left as they were is added
 * to the plan's "listed" part, so pass 2's cover letter shows it under "Not
 * done mechanically" (a rule found no match there: a parse error, an error
 * exit it cannot copy, a shape it does not know).  A boundary-in site of a
 * function with an error path whose hunk adds no *_valid() check got
 * make_kuid() alone (no error exit before it the rule could copy): listed
 * for the missing check.  git diff --no-index decides which original lines
 * changed. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

/* the original lines (1-based) git diff -U0 TREE/F OV/F removes or changes
 * (hunks.c): LINES[i] = 1, or 2 when the hunk adds a validity check (a line
 * with "_valid("); LINES has N entries */
static unsigned char *changed_lines(const char *tree, const char *ov, const char *work, const char *f,
				    size_t *n)
{
	struct hunk *h;
	size_t nh = file_hunks(tree, ov, work, f, &h);
	unsigned char *lines = NULL;
	*n = 0;
	for (size_t i = 0; i < nh; i++) {
		if (h[i].old_start < 0 || h[i].old_n <= 0) continue;
		size_t start = (size_t)h[i].old_start, count = (size_t)h[i].old_n;
		if (start + count + 1 > *n) {
			size_t m = start + count + 1;
			lines = xrealloc(lines, m);
			memset(lines + *n, 0, m - *n);
			*n = m;
		}
		for (size_t k = 0; k < count; k++) lines[start + k] = h[i].adds_valid ? 2 : 1;
	}
	free(h);
	return lines;
}

size_t plan_list_unapplied(struct plan *p, const char *tree, const char *ov, const char *work,
			   const struct strlist *touched, const struct fs *fss, size_t nfs)
{
	struct strlist files = {0};
	for (size_t i = 0; i < nfs; i++)
		for (size_t k = 0; k < fss[i].files.n; k++) sl_pushs(&files, fss[i].files.v[k]);
	json_t *listed = json_object_get(p->filtered, "listed");
	if (!json_is_array(listed)) return 0;
	/* LINES[t], N[t]: the changed lines of TOUCHED[t] (one of FILES); none
	 * at t = touched->n, a file the conversion did not touch */
	unsigned char **lines = xcalloc(touched->n + 1, sizeof *lines);
	size_t *n = xcalloc(touched->n + 1, sizeof *n), added = 0, i;
	for (size_t t = 0; t < touched->n; t++)
		if (sl_contains(&files, touched->v[t])) lines[t] = changed_lines(tree, ov, work, touched->v[t], &n[t]);
	int k;
	json_t *e;
	plan_foreach(p->filtered, &files, k, i, e) {
		size_t t = 0;
		while (t < touched->n && strcmp(touched->v[t], str_of(e, "file"))) t++;
		long line = (long)json_integer_value(json_object_get(e, "line"));
		long last = json_is_integer(json_object_get(e, "end_line"))
			? (long)json_integer_value(json_object_get(e, "end_line")) : line;
		if (last < line) last = line;
		int changed = 0;
		for (long l = line; l <= last && !changed; l++) changed = l > 0 && (size_t)l < n[t] ? lines[t][l] : 0;
		const char *sk = k == 1 ? str_of(e, "kind") : NULL;
		if (changed == 1 && sk && !strcmp(sk, "boundary-in") &&
		    json_is_true(json_object_get(e, "error_path"))) {
			json_t *c = json_deep_copy(e);
			char *why = xasprintf("raw %s enters without a validity check: no error exit before it "
					      "that the rule could copy (make_k%s() alone): add the check by hand",
					      str_of(e, "id") ? str_of(e, "id") : "id", str_of(e, "id") ? str_of(e, "id") : "uid");
			json_object_set_new(c, "why", json_string(why));
			free(why);
			json_array_append_new(listed, c);
			added++;
			continue;
		}
		if (changed) continue;
		json_t *c = json_deep_copy(e);
		const char *kind = k == 0 ? "retype" : str_of(e, "kind");
		if (k == 0) json_object_set_new(c, "kind", json_string("retype"));
		char *why = xasprintf("planned (%s), but the rules did not rewrite it: no match here "
				      "(a parse error, an error exit the rule cannot copy, a shape it does "
				      "not know): finish by hand", kind ? kind : "?");
		json_object_set_new(c, "why", json_string(why));
		free(why);
		json_array_append_new(listed, c);
		added++;
	}
	for (size_t t = 0; t < touched->n; t++) free(lines[t]);
	free(lines);
	free(n);
	sl_free(&files);
	return added;
}
