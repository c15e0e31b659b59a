/* scope.h — which files of a tree a series may touch. */
#ifndef KIDPUSH_SCOPE_H
#define KIDPUSH_SCOPE_H
#include "kp.h"

/* Appends to out the regular files under tree (paths relative to it) that
 * match glob (fnmatch with FNM_PATHNAME; only the directories named by the
 * glob's literal prefix are walked; .git is never entered).  Symlinks are
 * not files of the tree: those that match go to LINKS (never followed; the
 * caller names them as skipped), and a file whose real path lies outside
 * the tree (a directory symlink on the way) is left out with a warning. */
void scope_glob(const char *tree, const char *glob, struct strlist *out, struct strlist *links);

/* 1 when rel matches one of the globs. */
int scope_match(const struct strlist *globs, const char *rel);

#endif
