/* kp-path.h — lexical path cleaning shared by the sparse gate (checks/) and the audit (tools/audit/). */
#ifndef KIDPUSH_KP_PATH_H
#define KIDPUSH_KP_PATH_H

/* abs with "." removed, ".." resolved and repeated '/' folded, lexically (no realpath: symlink
 * farms keep their names); "/" at the least. Always starts with '/'. malloc'ed; aborts when out of memory. */
char *path_clean_abs(const char *abs);

#endif
