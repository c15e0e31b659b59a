/* gate-walk.c: the .c files under a PATH (what `find -L P -name '*.c'
 * -type f` listed), with the PATH as a boundary: a symbolic link is
 * followed only when its target is inside the PATH; one out of it (or out
 * of the tree: a link to / would scan the whole disk) is named, never
 * followed. */
#include "gate.h"
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct walk {
	const char *dir;            /* DIR: names are DIR/NAME */
	char *bound[2];             /* real paths of the PATH (NULL: none) */
	const char *p;              /* the PATH, for find's messages */
	struct strlist *files, *skipped;
	struct strlist seen;         /* "DEV:INO" of the directories entered */
};

static void find_error(struct walk *w, const char *name, int err)
{
	sl_push(w->skipped, xasprintf("%s\tnot listed, so not checked: find: '%s': %s", w->p, name,
				      strerror(err)));
}

static int inside_bound(const struct walk *w, const char *real)
{
	for (int i = 0; i < 2; i++)
		if (w->bound[i] && path_inside(real, w->bound[i]))
			return 1;
	return 0;
}

/* a directory entered twice (a link back up the PATH) is a loop: known
 * by its device and inode, as "DEV:INO" (a real path costs a readlink per
 * level: quadratic on a deep tree) */
static int seen_before(struct walk *w, const struct stat *st)
{
	char *key = xasprintf("%ju:%ju", (uintmax_t)st->st_dev, (uintmax_t)st->st_ino);
	if (sl_contains(&w->seen, key)) {
		free(key);
		return 1;
	}
	sl_push(&w->seen, key);
	return 0;
}

static void walk_dir(struct walk *w, const char *name, const struct stat *st);

/* NAME (PATH-prefixed): a file, a directory or a link */
static void walk_entry(struct walk *w, const char *name)
{
	char *full = path_join(w->dir, name);
	struct stat st;
	if (lstat(full, &st) < 0) {
		find_error(w, name, errno);
		free(full);
		return;
	}
	int link = S_ISLNK(st.st_mode);
	if (link) {
		char *real = realpath(full, NULL);
		if (!real || stat(full, &st) < 0) {   /* dangling: find -L skips it too */
			free(real);
			free(full);
			return;
		}
		int in = inside_bound(w, real);
		free(real);
		if (!in) {
			if (S_ISDIR(st.st_mode) || has_suffix(name, ".c"))
				sl_push(w->skipped, xasprintf("%s\tnot checked: symlink out of PATH", name));
			free(full);
			return;
		}
	}
	if (S_ISDIR(st.st_mode))
		walk_dir(w, name, &st);
	else if (S_ISREG(st.st_mode) && has_suffix(name, ".c"))
		sl_pushs(w->files, name);
	free(full);
}

static void walk_dir(struct walk *w, const char *name, const struct stat *st)
{
	char *full = path_join(w->dir, name);
	if (seen_before(w, st)) {
		sl_push(w->skipped, xasprintf("%s\tnot listed, so not checked: find: File system loop detected; '%s' "
					      "is part of the same file system loop", w->p, name));
		free(full);
		return;
	}
	DIR *d = opendir(full);
	free(full);
	if (!d) {
		find_error(w, name, errno);
		return;
	}
	struct strlist names = { 0 };
	for (struct dirent *e; (e = readdir(d));)
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			sl_push(&names, xasprintf("%s/%s", name, e->d_name));
	closedir(d);
	sl_sort(&names);
	for (size_t i = 0; i < names.n; i++)
		walk_entry(w, names.v[i]);
	sl_free(&names);
}

void walk_c_files(const char *dir, const char *tree, const char *p, struct strlist *files,
		  struct strlist *skipped)
{
	struct walk w = { dir, { NULL, NULL }, p, files, skipped, { 0 } };
	char *top = path_join(dir, p), *intree = path_join(tree, p);
	char *rtree = realpath(tree, NULL);
	w.bound[0] = realpath(top, NULL);
	w.bound[1] = realpath(intree, NULL);
	if (w.bound[1] && rtree && !path_inside(w.bound[1], rtree)) {
		sl_push(skipped, xasprintf("%s\tnot checked: symlink out of the tree", p));
	} else {
		walk_entry(&w, p);
	}
	free(w.bound[0]);
	free(w.bound[1]);
	sl_free(&w.seen);
	free(rtree);
	free(top);
	free(intree);
}
