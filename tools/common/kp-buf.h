/* kp-buf.h — the one growable byte buffer and the one string list. */
#ifndef KIDPUSH_KP_BUF_H
#define KIDPUSH_KP_BUF_H
#include "kp-alloc.h"

/* A growable byte buffer, NUL-terminated once anything was added. */
struct buf { char *s; size_t len, cap; };
void buf_add(struct buf *b, const char *s, size_t n);
void buf_puts(struct buf *b, const char *s);
void buf_printf(struct buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_free(struct buf *b);
/* S with its control characters (and DEL) escaped C-style: \n, \t, \r,
 * \xNN; a file name or plan value so written stays one line of text. */
void buf_escape_ctrl(struct buf *b, const char *s);

/* A growable list of owned strings; v[n] is NULL once anything was pushed
 * (an argument vector for exec). */
struct strlist { char **v; size_t n, cap; };
void sl_push(struct strlist *l, char *s);          /* takes ownership (s may be NULL) */
void sl_pushs(struct strlist *l, const char *s);   /* pushes a copy */
void sl_pushf(struct strlist *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sl_sort(struct strlist *l);
void sl_uniq(struct strlist *l);                    /* on a sorted list */
int  sl_contains(const struct strlist *l, const char *s);
void sl_free(struct strlist *l);

/* 0..N-1 in the order of SIZE[i], the largest first, ties by index: the
 * order to hand out work in so that no worker is left with a big piece at
 * the end (a pool's files, a driver's batches).  The caller frees it. */
size_t *order_larger_first(const size_t *size, size_t n);

#endif
