/* kp-path.h — path helpers: lexical cleaning, joining, real paths. */
#ifndef KIDPUSH_KP_PATH_H
#define KIDPUSH_KP_PATH_H

/* abs with "." removed, ".." resolved and repeated '/' folded, lexically (no realpath: symlink
 * farms keep their names); "/" at the least. Always starts with '/'. malloc'ed. */
char *path_clean_abs(const char *abs);
char *path_join(const char *a, const char *b);
/* kidpush's cache directory SUB (spatch, convert, gate, kbuild): under
 * $KIDPUSH_CACHE when it is set and not empty, else ~/.cache/kidpush ($HOME
 * empty or unset: /tmp/.cache/kidpush); the one place that says so (the
 * preparer asks `kidpush-kbuild cache-dir kbuild`) */
char *kp_cache_dir(const char *sub);
char *abs_path(const char *p);                       /* realpath or NULL */
int is_dir(const char *p);
int is_file(const char *p);
/* The real path of P, which need not exist: its longest existing prefix
 * resolved (symlinks, ".."), then the remaining names (which may not be
 * "." or ".."); NULL when that cannot be done. */
char *resolve_path(const char *p);
/* REL names a place below a directory by its parts alone: not empty, not
 * absolute, no empty, "." or ".." part (so no "//" and no trailing "/"). */
int path_plain_rel(const char *rel);
/* P (a real path) is DIR (a real path) or below it. */
int path_inside(const char *p, const char *dir);
/* P consists of characters that /bin/sh takes literally (spatch passes
 * file names to sh -c): letters, digits and / . _ - + , : @ % */
int shell_safe_path(const char *p);
/* The kidpush project root: $KIDPUSH_ROOT (its real path), else two levels
 * above the running binary (build/kidpush-X), else the current directory.
 * malloc'ed. */
char *kp_project_root(void);
/* Dies (die(), exit 2) unless the places of a run are apart: the output
 * directory OUT and the cache directory CACHE (may be NULL) outside the
 * input TREE and not holding it, OUT not holding ROOT (kidpush), the
 * temporary directory TMPBASE ($TMPDIR) outside TREE and OUT and a
 * shell-safe path.  TREE, OUT and ROOT are real paths; CACHE and TMPBASE
 * are resolved here (they need not exist yet). */
void check_places(const char *tree, const char *out, const char *cache, const char *root, const char *tmpbase);

#endif
