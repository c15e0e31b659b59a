/* walk.c — collect the .c files under the audited paths, sorted.  Each directory — by
 * device and inode — is walked once.  Real directories first; a symbolic link to a
 * directory is followed afterwards, and only when that directory was not walked yet:
 * a link back up the tree (ln -s . fs/xfs/l1) neither multiplies the files nor loops
 * nor renames them, and a link to a directory elsewhere (symlink farms) is audited. */
#include "walk.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct seen {
	struct {
		dev_t dev;
		ino_t ino;
	} *v;
	size_t n, cap;
};

/* 1 when the directory was walked before, else records it. */
static int seen_before(struct seen *s, const struct stat *st)
{
	for (size_t i = 0; i < s->n; i++)
		if (s->v[i].dev == st->st_dev && s->v[i].ino == st->st_ino)
			return 1;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n].dev = st->st_dev;
	s->v[s->n].ino = st->st_ino;
	s->n++;
	return 0;
}

static struct seen dirs_seen;
static struct filelist links; /* symbolic links to directories, walked after the real ones */

static void add(struct filelist *fl, const char *p)
{
	if (fl->n == fl->cap) {
		fl->cap = fl->cap ? fl->cap * 2 : 64;
		fl->v = xrealloc(fl->v, fl->cap * sizeof(*fl->v));
	}
	fl->v[fl->n++] = xstrdup(p);
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void walk_dir(struct filelist *fl, const char *dir, const struct stat *dst, int depth)
{
	if (depth > 32 || seen_before(&dirs_seen, dst))
		return;
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct filelist names = { 0 };
	struct dirent *e;
	while ((e = readdir(d)) != NULL)
		if (e->d_name[0] != '.') /* ., .., .git, .tmp files */
			add(&names, e->d_name);
	closedir(d);
	/* In name order, so which spelling of a directory reached twice wins is fixed. */
	if (names.n)
		qsort(names.v, names.n, sizeof(*names.v), cmp);
	for (size_t i = 0; i < names.n; i++) {
		char *p = xasprintf("%s/%s", dir, names.v[i]);
		struct stat st, lst;
		if (stat(p, &st) == 0 && lstat(p, &lst) == 0) {
			if (S_ISDIR(st.st_mode) && S_ISLNK(lst.st_mode))
				add(&links, p);
			else if (S_ISDIR(st.st_mode))
				walk_dir(fl, p, &st, depth + 1);
			else if (S_ISREG(st.st_mode) && has_suffix(names.v[i], ".c") &&
				 !has_suffix(names.v[i], ".mod.c"))
				add(fl, p);
		}
		free(p);
	}
	filelist_free(&names);
}

int walk_path(struct filelist *fl, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return -1;
	if (S_ISDIR(st.st_mode))
		walk_dir(fl, path, &st, 0);
	else
		add(fl, path);
	return 0;
}

void walk_done(struct filelist *fl)
{
	/* Links found while walking the links are walked in turn (each directory once). */
	for (size_t i = 0; i < links.n; i++) {
		struct stat st;
		if (stat(links.v[i], &st) == 0 && S_ISDIR(st.st_mode))
			walk_dir(fl, links.v[i], &st, 1);
	}
	filelist_free(&links);
	free(dirs_seen.v);
	memset(&dirs_seen, 0, sizeof(dirs_seen));
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
	fl->v = NULL;
	fl->n = fl->cap = 0;
}
