/* progress.h — the one-line progress display and the per-file lines on stderr. */
#ifndef KIDPUSH_PROGRESS_H
#define KIDPUSH_PROGRESS_H

#include "pool.h"

#include <stdio.h>
#include <time.h>

struct progress {
	FILE *out;
	int line;        /* draw the \r-updated line */
	int verbose;     /* a line per file */
	int quiet;       /* nothing but errors */
	int drawn;       /* a progress line is on screen */
	size_t total, done, findings;
	size_t parse_total, parse_done; /* files that are parsed (not prefiltered) */
	struct timespec start, last;
};

void progress_start(struct progress *p, FILE *out, const struct run *r);
/* After job j is done (called with the pool's lock held). */
void progress_file(struct progress *p, const struct job *j);
void progress_end(struct progress *p);
/* Formats the line into buf (for tests of the arithmetic). */
void progress_format(char *buf, size_t size, size_t done, size_t total, size_t findings,
		     double elapsed, size_t parse_done, size_t parse_total);

#endif
