/* walk.h — the files to audit. */
#ifndef KIDPUSH_WALK_H
#define KIDPUSH_WALK_H

#include "audit.h"

struct filelist {
	char **v;
	size_t n, cap;
};

int walk_path(struct filelist *fl, const char *path); /* -1 if path does not exist */
void filelist_sort_unique(struct filelist *fl);
void filelist_free(struct filelist *fl);

#endif
