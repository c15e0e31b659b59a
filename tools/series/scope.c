/* scope.c — see scope.h. */
#include "scope.h"
#include "tree.h"
#include <dirent.h>
#include <fnmatch.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <sys/stat.h>

static int has_magic(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] == '*' || s[i] == '?' || s[i] == '[' || s[i] == '\\') return 1;
	return 0;
}

static int depth(const char *s)
{
	int n = 0;
	for (; *s; s++) n += *s == '/';
	return n;
}

/* REL is a regular file of the tree (not a symlink) whose real path lies
 * inside the tree: a directory symlink on the way must not lead out of it
 * (the scratch copy and every write go by REL). */
static int in_tree(const char *tree, const char *t, const char *rel)
{
	char *a = path_join(tree, rel), *r = abs_path(a);
	struct stat st;
	int ok = t && r && lstat(a, &st) == 0 && S_ISREG(st.st_mode) && path_inside(r, t);
	if (!ok && t && r && !path_inside(r, t)) {
		char *sa = show_name(a), *sr = show_name(r);
		warning("%s leads outside the tree (to %s): not in scope", sa, sr);
		free(sa); free(sr);
	}
	free(a); free(r);
	return ok;
}

/* TREE as given and T, its real path (taken once, not per file) */
static void walk(const char *tree, const char *t, const char *rel, const char *glob, struct strlist *out,
		 struct strlist *links)
{
	char *abs = *rel ? path_join(tree, rel) : xstrdup(tree);
	DIR *d = opendir(abs);
	if (!d) { free(abs); return; }
	struct dirent *e;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || !strcmp(e->d_name, ".git"))
			continue;
		char *r = *rel ? path_join(rel, e->d_name) : xstrdup(e->d_name);
		char *a = path_join(tree, r);
		struct stat st;
		if (lstat(a, &st) == 0) {
			if (S_ISDIR(st.st_mode)) {
				/* with FNM_PATHNAME, '*' never crosses '/': no need
				 * to go deeper than the glob has components */
				if (depth(r) < depth(glob)) walk(tree, t, r, glob, out, links);
			} else if (S_ISREG(st.st_mode) && fnmatch(glob, r, FNM_PATHNAME) == 0 &&
				   in_tree(tree, t, r)) {
				sl_push(out, r);
				r = NULL;
			} else if (S_ISLNK(st.st_mode) && fnmatch(glob, r, FNM_PATHNAME) == 0) {
				sl_push(links, r);
				r = NULL;
			}
		}
		free(a);
		free(r);
	}
	closedir(d);
	free(abs);
}

void scope_glob(const char *tree, const char *glob, struct strlist *out, struct strlist *links)
{
	/* literal directory prefix of the glob */
	const char *p = glob, *lit_end = glob;
	for (;;) {
		const char *slash = strchr(p, '/');
		if (!slash) break;
		if (has_magic(p, (size_t)(slash - p))) break;
		lit_end = slash;
		p = slash + 1;
	}
	char *t = abs_path(tree);
	if (!has_magic(glob, strlen(glob))) {
		char *a = path_join(tree, glob);
		struct stat st;
		if (lstat(a, &st) == 0 && S_ISLNK(st.st_mode)) sl_pushs(links, glob);
		else if (is_file(a) && in_tree(tree, t, glob)) sl_push(out, xstrdup(glob));
		free(a);
		free(t);
		return;
	}
	char *prefix = xstrndup(glob, (size_t)(lit_end - glob));
	/* A glob without '**' cannot match below its depth; fnmatch with
	 * FNM_PATHNAME takes care of correctness, the walk just costs time. */
	walk(tree, t, prefix, glob, out, links);
	free(prefix);
	free(t);
}

int scope_match(const struct strlist *globs, const char *rel)
{
	for (size_t i = 0; i < globs->n; i++)
		if (fnmatch(globs->v[i], rel, FNM_PATHNAME) == 0) return 1;
	return 0;
}
