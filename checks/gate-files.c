/* gate-files.c: the per-file lists the gate hands to the report — files
 * checked, files not checked (with the reason), files not built in this
 * configuration — and the per-PATH counts of the JSON and human reports. */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>

/* Read FILE: one name per line (a name may hold spaces, not newlines). */
int flist_load(const char *path, struct strlist *l)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		error("cannot read %s", path);
		return -1;
	}
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	while ((n = getline(&line, &cap, f)) >= 0) {
		while (n > 0 && line[n - 1] == '\n')
			line[--n] = '\0';
		if (n == 0)
			continue;
		sl_pushs(l, line);
	}
	free(line);
	int bad = ferror(f);
	fclose(f);
	return bad ? -1 : 0;
}

/* "FILE<TAB>REASON" lines: each becomes a "not checked" record. */
int unchecked_load(const char *path, struct diags *d)
{
	struct strlist l = { 0 };
	if (flist_load(path, &l) != 0) {
		sl_free(&l);
		return -1;
	}
	for (size_t i = 0; i < l.n; i++) {
		char *tab = strchr(l.v[i], '\t');
		struct diag x;
		memset(&x, 0, sizeof(x));
		x.f.file = tab ? xstrndup(l.v[i], (size_t)(tab - l.v[i])) : xstrdup(l.v[i]);
		x.f.message = xstrdup(tab ? tab + 1 : "not checked");
		x.f.detail = xstrdup("");
		x.f.severity = "error";
		x.f.tool = "gate";
		x.cls = CLASS_SETUP;
		x.f.reason = "requested but not checked";
		x.is_new = 1;
		diags_push(d, &x);
	}
	sl_free(&l);
	return 0;
}

/* A file with a "not checked" record of its own (a parse error in it, its
 * sparse run failed) leaves the list of checked files. */
void checked_drop_setup(struct strlist *l, const struct diags *d)
{
	size_t o = 0;
	for (size_t i = 0; i < l->n; i++) {
		int drop = 0;
		for (size_t j = 0; j < d->n && !drop; j++)
			drop = d->v[j].cls == CLASS_SETUP && strcmp(d->v[j].f.file, l->v[i]) == 0;
		if (drop)
			free(l->v[i]);
		else
			l->v[o++] = l->v[i];
	}
	l->n = o;
}

/* FILE lies under PATH (a directory or the file itself). */
int path_covers(const char *path, const char *file)
{
	size_t n = strlen(path);
	while (n > 1 && path[n - 1] == '/')
		n--;
	return strncmp(path, file, n) == 0 && (file[n] == '\0' || file[n] == '/');
}

/* Per-PATH counts: [0] files checked, [1] ID problems, [2] noise,
 * [3] not checked, [4] not built.  A file counts for its first PATH. */
static int owner(const struct report_info *ri, const char *file)
{
	for (int i = 0; i < ri->npaths; i++)
		if (path_covers(ri->pathv[i], file))
			return i;
	return -1;
}

void per_path_counts(const struct report_info *ri, const struct diags *d,
		     int which, size_t out[5])
{
	memset(out, 0, 5 * sizeof(out[0]));
	if (ri->checked)
		for (size_t i = 0; i < ri->checked->n; i++)
			out[0] += owner(ri, ri->checked->v[i]) == which;
	for (size_t i = 0; i < d->n; i++) {
		if (owner(ri, d->v[i].f.file) != which)
			continue;
		out[d->v[i].cls == CLASS_ID ? 1 : d->v[i].cls == CLASS_SETUP ? 3 : 2]++;
	}
	if (ri->notbuilt)
		for (size_t i = 0; i < ri->notbuilt->n; i++)
			out[4] += owner(ri, ri->notbuilt->v[i]) == which;
}
