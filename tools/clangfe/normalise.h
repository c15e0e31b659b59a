/* normalise.h — lexical paths of the tree, the build and the PATHs (normalise.c). */
#ifndef KIDPUSH_NORMALISE_H
#define KIDPUSH_NORMALISE_H

char *path_normalise(const char *path, const char *cwd); /* absolute, no ./ ../ // */
int path_under(const char *path, const char *root);

#endif
