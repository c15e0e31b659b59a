/* gate-farm.c: the symlink farm of a tree, as tools/kbuild/farm.sh makes it
 * for the preparer (the gate places --overlay files in that farm and puts
 * the tree's links back, so both must agree): one symbolic link per entry
 * of the tree's top directory; a directory becomes real (holding links to
 * its entries) only where a file of our own is placed.  Nothing is ever
 * written through a link: the input tree is never modified. */
#include "gate.h"
#include <dirent.h>
#include <errno.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int exists_or_link(const char *p)
{
	struct stat st;
	return lstat(p, &st) == 0;
}

/* every entry of TREE/REL (dot names too) linked into FARM/REL */
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

/* FARM/REL (tree-relative) a real directory */
static void farm_materialize(const char *tree, const char *farm, const char *rel)
{
	if (!*rel || !strcmp(rel, "."))
		return;
	const char *s = strrchr(rel, '/');
	char *up = s ? xstrndup(rel, (size_t)(s - rel)) : xstrdup("");
	farm_materialize(tree, farm, up);
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

void farm_build(const char *tree, const char *farm)
{
	rm_rf(farm);
	if (mkdir_p(farm) < 0)
		die("cannot create %s", farm);
	link_entries(tree, farm, 1);
	/* an in-tree build would make "make O=" refuse the farm ("not clean") */
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
			char *up = xstrndup(gen.v[i], (size_t)(strrchr(gen.v[i], '/') - gen.v[i]));
			farm_materialize(tree, farm, up);
			char *f = path_join(farm, gen.v[i]);
			rm_rf(f);
			free(f);
			free(up);
		}
		free(in);
	}
	sl_free(&gen);
}

void farm_place(const char *tree, const char *farm, const char *rel, const char *file)
{
	const char *s = strrchr(rel, '/');
	char *up = s ? xstrndup(rel, (size_t)(s - rel)) : xstrdup("");
	farm_materialize(tree, farm, up);
	free(up);
	char *to = path_join(farm, rel);
	unlink(to);
	if (copy_file(file, to) < 0)
		die("cannot place %s in the farm", rel);
	free(to);
}

void farm_restore(const char *tree, const char *farm, const char *rel)
{
	char *to = path_join(farm, rel), *from = path_join(tree, rel);
	unlink(to);
	if (exists_or_link(from) && symlink(from, to) < 0)
		fprintf(stderr, "gate: cannot restore %s in the farm: %s\n", rel, strerror(errno));
	free(to);
	free(from);
}

static void files_under(const char *dir, const char *rel, struct strlist *out)
{
	char *full = *rel ? path_join(dir, rel) : xstrdup(dir);
	DIR *d = opendir(full);
	if (!d)
		die("cannot read %s", full);
	for (struct dirent *e; (e = readdir(d));) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (strchr(e->d_name, '\n'))
			die("a file name in %s contains a newline", dir);
		char *r = *rel ? xasprintf("%s/%s", rel, e->d_name) : xstrdup(e->d_name);
		char *p = path_join(dir, r);
		struct stat st;
		if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
			files_under(dir, r, out);
		else if (lstat(p, &st) == 0 && S_ISREG(st.st_mode))
			sl_pushs(out, r);
		free(p);
		free(r);
	}
	closedir(d);
	free(full);
}

void overlay_files(const char *dir, struct strlist *out)
{
	files_under(dir, "", out);
	sl_sort(out);
}
