/* tests/lib/unit.h — the one header of the C unit tests (tests/DIR/units.c):
 *   CHECK(cond)               count a check; when cond is false, print
 *   CHECK(cond, fmt, ...)     "FILE:LINE: FAILED: cond[: message]" on stderr
 *   unit_done()               print "N checks, N failed"; the exit status of
 *                             main: 0 when none failed, else 1
 * A failed check does not stop the program: every failure is printed. */
#ifndef KP_TESTS_UNIT_H
#define KP_TESTS_UNIT_H

#include <stdarg.h>
#include <stdio.h>

static int unit_checks, unit_failures;

static inline void unit_fail(const char *file, int line, const char *cond, const char *fmt, ...)
{
	unit_failures++;
	fprintf(stderr, "%s:%d: FAILED: %s", file, line, cond);
	if (fmt && *fmt) {
		va_list ap;
		va_start(ap, fmt);
		fputs(": ", stderr);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
	fputc('\n', stderr);
}

/* the message, when given, is a format string literal ("" pastes onto it) */
#define CHECK(cond, ...) \
	do { \
		unit_checks++; \
		if (!(cond)) \
			unit_fail(__FILE__, __LINE__, #cond, "" __VA_ARGS__); \
	} while (0)

static inline int unit_done(void)
{
	printf("%d checks, %d failed\n", unit_checks, unit_failures);
	return unit_failures ? 1 : 0;
}

#endif
