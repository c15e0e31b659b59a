/* walk.h — the files to audit. */
#ifndef KIDPUSH_WALK_H
#define KIDPUSH_WALK_H

#include "audit.h"

struct filelist {
	char **v;
	size_t n, cap;
};

/* Adds the .c files under path (each directory walked once per run); -1 if path does not exist. */
int walk_path(struct filelist *fl, const char *path);
void walk_done(struct filelist *fl); /* then the linked directories not walked yet; forget them all */
void filelist_sort_unique(struct filelist *fl);
void filelist_free(struct filelist *fl);

#endif
