/* proc.h — run a child process: capture its output, enforce a timeout. */
#ifndef KIDPUSH_PROC_H
#define KIDPUSH_PROC_H
#include "util.h"

struct proc_opts {
	const char *cwd;          /* working directory, or NULL */
	char *const *env;         /* extra NAME=VALUE entries (NULL-terminated), or NULL */
	double timeout;           /* seconds; <= 0: none */
	int merge_stderr;         /* 1: stderr goes into out too; 0: stderr into err */
	const char *stdin_path;   /* file for stdin, or NULL for /dev/null */
};

#include <signal.h>
/* Set from a signal handler: running children get SIGTERM (so that they can
 * remove their temporary files), SIGKILL 2 s later; proc_run returns. */
extern volatile sig_atomic_t proc_interrupted;

enum { PROC_TIMEOUT = -2, PROC_EXECFAIL = -3 };

/* Runs argv.  Returns the exit status (0..255), 128+signal when killed by a
 * signal, PROC_TIMEOUT when the timeout expired (the child's process group is
 * killed) or -1 when it could not be started.  out/err may be NULL (output
 * discarded). */
int proc_run(char *const argv[], const struct proc_opts *o, struct buf *out, struct buf *err);

#endif
