/* kp-signal.h — one signal path and the temporary files of a run (git's
 * sigchain.h and tempfile.h are the model).
 *
 * sig_install() catches SIGINT, SIGTERM and SIGHUP alike: the handler only
 * sets proc_interrupted (kp-proc.h), so running children get SIGTERM and
 * then SIGKILL (kp-proc.c), and the run ends through its own exit path with
 * 130; SIGPIPE is ignored.  Call it first in main.  die() then exits 130
 * ("interrupted: nothing written"): an error caused by the interruption
 * (a child killed by it) is not reported as one.
 *
 * cleanup_register(PATH) removes PATH (a file or a whole directory) when
 * the registering process exits, whatever the exit path (die(), exit(),
 * the end of main), never in a forked child; cleanup_forget(PATH) keeps
 * it (it was moved into place or removed already). */
#ifndef KIDPUSH_KP_SIGNAL_H
#define KIDPUSH_KP_SIGNAL_H
#include <signal.h>

extern volatile sig_atomic_t proc_interrupted;
/* the last signal caught (0: none) */
extern volatile sig_atomic_t kp_signal;

void sig_install(void);
void cleanup_register(const char *path);
void cleanup_forget(const char *path);
/* removes every registered path now (before an exit that skips atexit) */
void cleanup_run(void);

#endif
