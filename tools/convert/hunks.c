/* hunks.c — what the conversion changed in one file, as git diff -U0 of the
 * tree's file against the overlay's says it: the hunks, and the map of a
 * line of the converted file back to the original lines it came from (for
 * the planned changes the rules did not make, unapplied.c, and the strict
 * gate's diagnostics after, fixpoint.c). */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

size_t file_hunks(const char *tree, const char *ov, const char *work, const char *f, struct hunk **out)
{
	char *a = path_join(tree, f), *b = path_join(ov, f);
	char *av[] = { "diff", "--no-index", "--no-color", "--no-ext-diff", "-U0", "--", a, b, NULL };
	struct buf o = {0}, err = {0};
	int rc = stage_git(av, work, work, &o, &err);
	if (rc != 0 && rc != 1) {
		char *st = status_text(rc);
		die("git diff --no-index %s: %s%s%s", f, st, err.s ? ": " : "", err.s ? err.s : "");
	}
	struct hunk *h = NULL;
	size_t n = 0, cap = 0;
	for (const char *p = o.s; p && *p;) {
		const char *nl = strchr(p, '\n');
		if (!strncmp(p, "@@ -", 4)) {
			/* @@ -OLD[,N] +NEW[,N] @@ (a count of 0: nothing there, the
			 * start is the line before) */
			char *end;
			struct hunk x = { 0, 1, 0, 1, 0 };
			x.old_start = strtol(p + 4, &end, 10);
			if (*end == ',') x.old_n = strtol(end + 1, &end, 10);
			if (*end == ' ' && end[1] == '+') x.new_start = strtol(end + 2, &end, 10);
			if (*end == ',') x.new_n = strtol(end + 1, &end, 10);
			ALLOC_GROW(h, n + 1, cap);
			h[n++] = x;
		} else if (*p == '+' && n && strncmp(p, "+++ ", 4)) {
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			char *l = xstrndup(p, len);
			if (strstr(l, "_valid(")) h[n - 1].adds_valid = 1;
			free(l);
		}
		p = nl ? nl + 1 : NULL;
	}
	buf_free(&o); buf_free(&err); free(a); free(b);
	*out = h;
	return n;
}

int hunk_origin(const struct hunk *h, size_t n, long line, long *first, long *last)
{
	long shift = 0;
	for (size_t i = 0; i < n; i++) {
		long ns = h[i].new_n ? h[i].new_start : h[i].new_start + 1;
		if (line < ns) break;
		if (h[i].new_n && line < h[i].new_start + h[i].new_n) {
			/* a line the conversion wrote: the original lines it replaced
			 * (none: inserted after old_start, between it and the next) */
			*first = h[i].old_start;
			*last = h[i].old_n ? h[i].old_start + h[i].old_n - 1 : h[i].old_start + 1;
			return 1;
		}
		shift += h[i].new_n - h[i].old_n;
	}
	*first = *last = line - shift;
	return 0;
}

