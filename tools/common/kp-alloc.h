/* kp-alloc.h — allocation that cannot fail (it dies), die(), growable arrays
 * and small string tests: the bottom of tools/common, used by every C tool. */
#ifndef KIDPUSH_KP_ALLOC_H
#define KIDPUSH_KP_ALLOC_H
#include <stdarg.h>
#include <stddef.h>

/* The tool's name in die() and usage messages ("kidpush" unless a tool's
 * main() sets it). */
extern const char *kp_progname;

/* The one place that prints the program name (git's usage.c): each
 * message is one "PROG: [PREFIX]MESSAGE\n" on stderr. */
void kp_vreport(const char *prefix, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* "PROG: MESSAGE", exit 2 (after an interruption: "PROG: interrupted:
 * nothing written", exit 130). */
void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* "PROG: MESSAGE"; returns -1 (git's error()). */
int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "PROG: warning: MESSAGE". */
void warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "PROG: MESSAGE" that is no error: progress and what a run did. */
void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* malloc and friends; "PROG: out of memory" and exit 2 when there is none. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xvasprintf(const char *fmt, va_list ap);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Makes room for N elements in the array P of capacity CAP (doubling, at
 * least 16): the one way an array grows (git's ALLOC_GROW). */
#define ALLOC_GROW(p, n, cap)                                                   \
	do {                                                                    \
		if ((size_t)(n) > (cap)) {                                      \
			size_t kp_c_ = (cap) ? (cap) : 16;                      \
			while (kp_c_ < (size_t)(n))                             \
				kp_c_ *= 2;                                     \
			(p) = xrealloc((p), kp_c_ * sizeof(*(p)));              \
			(cap) = kp_c_;                                          \
		}                                                               \
	} while (0)

int has_prefix(const char *s, const char *prefix);
int has_suffix(const char *s, const char *suffix);

#endif
