/* gate-overlay.c: the files of an --overlay directory, tree-relative (the
 * symlink farm they are placed in is tools/kbuild/kb-farm.c's). */
#include "gate.h"
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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
