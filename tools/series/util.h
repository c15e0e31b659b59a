/* util.h — small helpers shared by the kidpush driver: memory, strings,
 * string lists, files. */
#ifndef KIDPUSH_UTIL_H
#define KIDPUSH_UTIL_H
#include <stddef.h>
#include <stdarg.h>

void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xvasprintf(const char *fmt, va_list ap);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

/* A growable byte buffer, always NUL-terminated. */
struct buf { char *s; size_t len, cap; };
void buf_add(struct buf *b, const char *s, size_t n);
void buf_puts(struct buf *b, const char *s);
void buf_printf(struct buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_free(struct buf *b);

/* A growable list of owned strings. */
struct strlist { char **v; size_t n, cap; };
void sl_push(struct strlist *l, char *s);          /* takes ownership */
void sl_pushf(struct strlist *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sl_sort(struct strlist *l);
void sl_uniq(struct strlist *l);                    /* on a sorted list */
int  sl_contains(const struct strlist *l, const char *s);
void sl_free(struct strlist *l);

/* Whole-file I/O.  read_file returns 0 on success (and NUL-terminates). */
int read_file(const char *path, struct buf *out);
int write_file(const char *path, const char *data, size_t len);
int mkdir_p(const char *path);
/* Writes PATH whole or not at all (temporary file + rename), creating its
 * directory; for cache entries that other processes may read meanwhile. */
int store_file(const char *path, const char *data, size_t len);
int rm_rf(const char *path);
/* Copies FROM to TO (creating TO's directory, keeping the mode): 0, -1 when
 * FROM cannot be read, -2 when TO cannot be written; errno tells why. */
int copy_file(const char *from, const char *to);
char *path_join(const char *a, const char *b);
char *abs_path(const char *p);                       /* realpath or NULL */
int is_dir(const char *p);
int is_file(const char *p);
/* The real path of P, which need not exist: its longest existing prefix
 * resolved (symlinks, ".."), then the remaining names (which may not be
 * "." or ".."); NULL when that cannot be done. */
char *resolve_path(const char *p);
/* P (a real path) is DIR (a real path) or below it. */
int path_inside(const char *p, const char *dir);
/* P consists of characters that /bin/sh takes literally (spatch passes
 * file names to sh -c): letters, digits and / . _ - + , : @ % */
int shell_safe_path(const char *p);

#endif
