/* outfile.h — reports and plans written atomically (outfile.c). */
#ifndef KIDPUSH_OUTFILE_H
#define KIDPUSH_OUTFILE_H

#include <stdio.h>

/* Write through a temporary file in the same directory, then rename; 0 ok. */
int write_atomic(const char *path, int (*writer)(FILE *, const void *), const void *ctx);
/* Can a report be written at path (a temporary file next to it is created and removed)?
 * 0 yes; else says why, naming the option, and returns -1. */
int output_writable(const char *path, const char *opt);

#endif
