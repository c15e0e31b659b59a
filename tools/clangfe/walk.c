/* walk.c — collect the .c files under the audited paths, sorted.  Each directory — by
 * device and inode — is walked once.  Real directories first; a symbolic link (to a
 * directory or a .c file) is followed afterwards, and only when its real path lies
 * inside one of the PATHs (walk_bound: their real paths, and where a caller says a
 * PATH's files really are): a link out of them (a link to /, to another part of the
 * tree) is not followed, named on stderr and in walk_unentered().  A link back up
 * the tree (ln -s . fs/xfs/l1) neither multiplies the files nor loops nor renames
 * them.  There is no depth limit (the device and inode check ends every cycle); a
 * directory or entry that cannot be read (a name longer than PATH_MAX, no
 * permission) is named on stderr and in walk_unentered(), never passed over in
 * silence. */
#include "walk.h"
#include "kp-path.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
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
static struct strlist links; /* symbolic links to directories and .c files, after the real ones */
static struct strlist bounds; /* real paths the links may lead into (the PATHs) */
static struct strlist unentered; /* "PATH: REASON" of what could not be read */

static void not_entered(const char *path, int err)
{
	warning("not walked, so not looked at: %s: %s", path, strerror(err));
	sl_pushf(&unentered, "%s: %s", path, strerror(err));
}

const struct strlist *walk_unentered(void)
{
	return &unentered;
}

static void walk_dir(struct strlist *fl, const char *dir, const struct stat *dst)
{
	if (seen_before(&dirs_seen, dst))
		return;
	DIR *d = opendir(dir);
	if (!d) {
		not_entered(dir, errno);
		return;
	}
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
		if (stat(p, &st) != 0 || lstat(p, &lst) != 0) {
			if (errno != ENOENT) /* ENOENT: a dangling link, nothing there */
				not_entered(p, errno);
		} else {
			int c_file = S_ISREG(st.st_mode) && has_suffix(names.v[i], ".c") &&
				     !has_suffix(names.v[i], ".mod.c");
			if (S_ISLNK(lst.st_mode) && (S_ISDIR(st.st_mode) || c_file))
				sl_pushs(&links, p);
			else if (S_ISDIR(st.st_mode))
				walk_dir(fl, p, &st);
			else if (c_file)
				sl_pushs(fl, p);
		}
		free(p);
	}
	sl_free(&names);
}

void walk_bound(const char *dir)
{
	char *r = abs_path(dir);
	if (r)
		sl_push(&bounds, r);
}

int walk_path(struct strlist *fl, const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return -1;
	walk_bound(path);
	if (S_ISDIR(st.st_mode))
		walk_dir(fl, path, &st);
	else
		sl_pushs(fl, path);
	return 0;
}

void walk_done(struct strlist *fl)
{
	/* Links found while walking the links are walked in turn (each directory once). */
	for (size_t i = 0; i < links.n; i++) {
		struct stat st;
		char *real = abs_path(links.v[i]);
		int inside = 0;
		for (size_t b = 0; real && b < bounds.n && !inside; b++)
			inside = path_inside(real, bounds.v[b]);
		if (!real || stat(links.v[i], &st) != 0) {
			not_entered(links.v[i], errno);
		} else if (!inside) {
			warning("not followed, so not looked at: %s: a symbolic link out of the PATHs (to %s)", links.v[i],
				real);
			sl_pushf(&unentered, "%s: a symbolic link out of the PATHs", links.v[i]);
		} else if (S_ISDIR(st.st_mode)) {
			walk_dir(fl, links.v[i], &st);
		} else {
			sl_pushs(fl, links.v[i]);
		}
		free(real);
	}
	sl_free(&links);
	sl_free(&bounds);
	free(dirs_seen.v);
	memset(&dirs_seen, 0, sizeof(dirs_seen));
}
