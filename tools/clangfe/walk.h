/* walk.h — the files to audit. */
#ifndef KIDPUSH_WALK_H
#define KIDPUSH_WALK_H

#include "kp-alloc.h"
#include "kp-buf.h"

/* Adds the .c files under path (each directory walked once per run); -1 if path does not exist. */
int walk_path(struct strlist *fl, const char *path);
void walk_done(struct strlist *fl); /* then the linked directories not walked yet; forget them all */
/* "PATH: REASON" for each directory or entry the walks could not read (also
 * said on stderr): its files were not looked at. */
const struct strlist *walk_unentered(void);

#endif
