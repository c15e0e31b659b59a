/* walk.c — collect the .c files under the audited paths, sorted.  Each directory — by
 * device and inode — is walked once.  Real directories first; a symbolic link to a
 * directory is followed afterwards, and only when that directory was not walked yet:
 * a link back up the tree (ln -s . fs/xfs/l1) neither multiplies the files nor loops
 * nor renames them, and a link to a directory elsewhere (symlink farms) is audited.
 * There is no depth limit (the device and inode check ends every cycle); a directory
 * or entry that cannot be read (a name longer than PATH_MAX, no permission) is named
 * on stderr and in walk_unentered(), never passed over in silence. */
#include "walk.h"

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
static struct strlist links; /* symbolic links to directories, walked after the real ones */
static struct strlist unentered; /* "PATH: REASON" of what could not be read */

static void not_entered(const char *path, int err)
{
	fprintf(stderr, "%s: warning: not walked, so not looked at: %s: %s\n", kp_progname, path, strerror(err));
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
			if (S_ISDIR(st.st_mode) && S_ISLNK(lst.st_mode))
				sl_pushs(&links, p);
			else if (S_ISDIR(st.st_mode))
				walk_dir(fl, p, &st);
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
		if (stat(links.v[i], &st) == 0 && S_ISDIR(st.st_mode))
			walk_dir(fl, links.v[i], &st);
	}
	sl_free(&links);
	free(dirs_seen.v);
	memset(&dirs_seen, 0, sizeof(dirs_seen));
}
