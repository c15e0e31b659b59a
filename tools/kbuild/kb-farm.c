/* kb-farm.c — the symlink farm of a kernel tree, the one implementation:
 * the preparer (tools/kbuild/prepare.sh through `kidpush-kbuild farm`), the
 * gate (its --overlay files placed and the tree's links put back) and
 * convert (the audit's view of the converted tree) all build and change
 * farms here.  A farm is shallow: one symbolic link per entry of the tree's
 * top directory; a directory becomes real (holding links to its entries)
 * only where a file of our own is placed.  Nothing is ever written through
 * a link: the input tree is never modified. */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include "kp-path.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int exists_or_link(const char *p)
{
	struct stat st;
	return lstat(p, &st) == 0;
}

/* the directory part of REL ("" at the top), malloc'd */
static char *dir_of(const char *rel)
{
	const char *s = strrchr(rel, '/');
	return s ? xstrndup(rel, (size_t)(s - rel)) : xstrdup("");
}

/* every entry of FROM (dot names too) linked into TO; at the top of a farm
 * for make, none of the tree's own state (.git, .pc, .config) */
static void link_entries(const char *from, const char *to, int top)
{
	DIR *d = opendir(from);
	if (!d)
		die("cannot build the symlink farm in %s", to);
	struct strlist names = { 0 };
	for (struct dirent *e; (e = readdir(d));)
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			sl_pushs(&names, e->d_name);
	closedir(d);
	sl_sort(&names);
	for (size_t i = 0; i < names.n; i++) {
		const char *n = names.v[i];
		if (top && (!strcmp(n, ".git") || !strcmp(n, ".pc") || !strcmp(n, ".config") ||
			    !strcmp(n, ".config.old")))
			continue;
		char *a = path_join(from, n), *b = path_join(to, n);
		if (symlink(a, b) < 0)
			die("cannot build the symlink farm in %s", to);
		free(a);
		free(b);
	}
	sl_free(&names);
}

/* FARM/REL (tree-relative) a real directory, and every directory above it */
static void materialize(const char *tree, const char *farm, const char *rel)
{
	if (!*rel || !strcmp(rel, "."))
		return;
	char *up = dir_of(rel);
	materialize(tree, farm, up);
	free(up);
	char *to = path_join(farm, rel);
	struct stat st;
	if (lstat(to, &st) == 0 && S_ISLNK(st.st_mode)) {
		char *from = path_join(tree, rel);
		if (unlink(to) < 0 || mkdir(to, 0777) < 0)
			die("cannot make %s in the symlink farm", to);
		link_entries(from, to, 0);
		free(from);
	} else if (lstat(to, &st) < 0 && mkdir(to, 0777) < 0) {
		die("cannot make %s in the symlink farm", to);
	}
	free(to);
}

/* an in-tree build would make "make O=" refuse the farm ("not clean") */
static void drop_generated(const char *tree, const char *farm)
{
	struct strlist gen = { 0 };
	sl_pushs(&gen, "include/config");
	sl_pushs(&gen, "include/generated");
	char *pat = path_join(tree, "arch/*/include/generated");
	glob_t gl;
	if (glob(pat, 0, NULL, &gl) == 0)
		for (size_t i = 0; i < gl.gl_pathc; i++)
			sl_pushs(&gen, gl.gl_pathv[i] + strlen(tree) + 1);
	globfree(&gl);
	free(pat);
	for (size_t i = 0; i < gen.n; i++) {
		char *in = path_join(tree, gen.v[i]);
		if (access(in, F_OK) == 0) {
			char *up = dir_of(gen.v[i]);
			materialize(tree, farm, up);
			char *f = path_join(farm, gen.v[i]);
			rm_rf(f);
			free(f);
			free(up);
		}
		free(in);
	}
	sl_free(&gen);
}

void kb_farm_build(const char *tree, const char *farm, int flags)
{
	rm_rf(farm);
	if (mkdir_p(farm) < 0)
		die("cannot create %s", farm);
	link_entries(tree, farm, flags & KB_FARM_FOR_MAKE);
	if (flags & KB_FARM_FOR_MAKE)
		drop_generated(tree, farm);
}

void kb_farm_place(const char *tree, const char *farm, const char *rel, const char *file)
{
	char *up = dir_of(rel);
	materialize(tree, farm, up);
	free(up);
	char *to = path_join(farm, rel);
	unlink(to);
	if (copy_file(file, to) < 0)
		die("cannot place %s in the farm", rel);
	free(to);
}

void kb_farm_rewrite(const char *tree, const char *farm, const char *rel, const char *text, size_t len)
{
	char *to = path_join(farm, rel);
	struct stat old;
	int had = stat(to, &old) == 0;   /* (through a link: the tree's file) */
	char *up = dir_of(rel);
	materialize(tree, farm, up);
	free(up);
	char *tmp = xasprintf("%s/.kidpush-rewrite.%ld", farm, (long)getpid());
	if (write_file(tmp, text, len) < 0)
		die("cannot write %s: %s", tmp, strerror(errno));
	/* the original's time stamps: builds made before stay valid */
	struct timespec ts[2] = { old.st_atim, old.st_mtim };
	if (had && utimensat(AT_FDCWD, tmp, ts, 0) < 0)
		die("cannot set the time of %s: %s", tmp, strerror(errno));
	unlink(to);
	if (rename(tmp, to) < 0)
		die("cannot place %s in the farm", rel);
	free(tmp);
	free(to);
}

int kb_farm_restore(const char *tree, const char *farm, const char *rel)
{
	char *to = path_join(farm, rel), *from = path_join(tree, rel);
	unlink(to);
	int rc = exists_or_link(from) && symlink(from, to) < 0 ? -1 : 0;
	free(to);
	free(from);
	return rc;
}
