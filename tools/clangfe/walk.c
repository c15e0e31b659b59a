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
	ALLOC_GROW(s->v, s->n + 1, s->cap);
	s->v[s->n].dev = st->st_dev;
	s->v[s->n].ino = st->st_ino;
	s->n++;
	return 0;
}

static struct seen dirs_seen;
static struct strlist links; /* symbolic links to directories, walked after the real ones */

static void walk_dir(struct strlist *fl, const char *dir, const struct stat *dst, int depth)
{
	if (depth > 32 || seen_before(&dirs_seen, dst))
		return;
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct strlist names = { 0 };
	struct dirent *e;
	while ((e = readdir(d)) != NULL)
		if (e->d_name[0] != '.') /* ., .., .git, .tmp files */
			sl_pushs(&names, e->d_name);
	closedir(d);
	/* In name order, so which spelling of a directory reached twice wins is fixed. */
	sl_sort(&names);
	for (size_t i = 0; i < names.n; i++) {
		char *p = xasprintf("%s/%s", dir, names.v[i]);
		struct stat st, lst;
		if (stat(p, &st) == 0 && lstat(p, &lst) == 0) {
			if (S_ISDIR(st.st_mode) && S_ISLNK(lst.st_mode))
				sl_pushs(&links, p);
			else if (S_ISDIR(st.st_mode))
				walk_dir(fl, p, &st, depth + 1);
			else if (S_ISREG(st.st_mode) && has_suffix(names.v[i], ".c") &&
				 !has_suffix(names.v[i], ".mod.c"))
				sl_pushs(fl, p);
		}
		free(p);
	}
	sl_free(&names);
}

int walk_path(struct strlist *fl, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return -1;
	if (S_ISDIR(st.st_mode))
		walk_dir(fl, path, &st, 0);
	else
		sl_pushs(fl, path);
	return 0;
}

void walk_done(struct strlist *fl)
{
	/* Links found while walking the links are walked in turn (each directory once). */
	for (size_t i = 0; i < links.n; i++) {
		struct stat st;
		if (stat(links.v[i], &st) == 0 && S_ISDIR(st.st_mode))
			walk_dir(fl, links.v[i], &st, 1);
	}
	sl_free(&links);
	free(dirs_seen.v);
	memset(&dirs_seen, 0, sizeof(dirs_seen));
}
