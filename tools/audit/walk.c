/* walk.c — collect the .c files under the audited paths, sorted. */
#include "walk.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void add(struct filelist *fl, const char *p)
{
	if (fl->n == fl->cap) {
		fl->cap = fl->cap ? fl->cap * 2 : 64;
		fl->v = xrealloc(fl->v, fl->cap * sizeof(*fl->v));
	}
	fl->v[fl->n++] = xstrdup(p);
}

static void walk_dir(struct filelist *fl, const char *dir, int depth)
{
	if (depth > 32)
		return;
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue; /* ., .., .git, .tmp files */
		char *p = xasprintf("%s/%s", dir, e->d_name);
		struct stat st;
		if (stat(p, &st) == 0) {
			if (S_ISDIR(st.st_mode))
				walk_dir(fl, p, depth + 1);
			else if (S_ISREG(st.st_mode) && has_suffix(e->d_name, ".c") &&
				 !has_suffix(e->d_name, ".mod.c"))
				add(fl, p);
		}
		free(p);
	}
	closedir(d);
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int walk_path(struct filelist *fl, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return -1;
	if (S_ISDIR(st.st_mode))
		walk_dir(fl, path, 0);
	else
		add(fl, path);
	return 0;
}

void filelist_sort_unique(struct filelist *fl)
{
	if (!fl->n)
		return;
	qsort(fl->v, fl->n, sizeof(*fl->v), cmp);
	size_t w = 1;
	for (size_t i = 1; i < fl->n; i++) {
		if (strcmp(fl->v[w - 1], fl->v[i]) == 0)
			free(fl->v[i]);
		else
			fl->v[w++] = fl->v[i];
	}
	fl->n = w;
}

void filelist_free(struct filelist *fl)
{
	for (size_t i = 0; i < fl->n; i++)
		free(fl->v[i]);
	free(fl->v);
}
