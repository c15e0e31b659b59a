/* walk.h — the files to audit. */
#ifndef KIDPUSH_WALK_H
#define KIDPUSH_WALK_H

#include "kp-alloc.h"
#include "kp-buf.h"

/* Adds the .c files under path (each directory walked once per run); -1 if path does not exist. */
int walk_path(struct strlist *fl, const char *path);
/* One more directory the symbolic links under the PATHs may lead into (walk_path's
 * PATHs are: their real paths), e.g. where a symlink farm's PATH really is. */
void walk_bound(const char *dir);
/* Then the symbolic links found (directories not walked yet, .c files) whose real
 * path is inside a bound; the others named as not followed; forget them all. */
void walk_done(struct strlist *fl);
/* "PATH: REASON" for each directory or entry the walks could not read (also
 * said on stderr): its files were not looked at. */
const struct strlist *walk_unentered(void);

#endif
