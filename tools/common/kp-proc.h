/* proc.h — run a child process: capture its output, enforce a timeout. */
#ifndef KIDPUSH_PROC_H
#define KIDPUSH_PROC_H
#include "kp.h"

struct proc_opts {
	const char *cwd;          /* working directory, or NULL */
	char *const *env;         /* extra NAME=VALUE entries, or a bare NAME to unset
	                             (NULL-terminated), or NULL */
	double timeout;           /* seconds; <= 0: none */
	int merge_stderr;         /* 1: stderr goes into out too; 0: stderr into err */
	const char *stdin_path;   /* file for stdin, or NULL for /dev/null */
	int foreground;           /* 1: the child keeps our stderr and process group (a
				   * terminal's ^C reaches it), no timeout; err is not
				   * used; its stdout is ours too, or read into out
				   * when out is given */
};

/* proc_interrupted (kp-signal.h) is set from a signal handler: running
 * children get SIGTERM (so that they can remove their temporary files),
 * SIGKILL 2 s later; proc_run returns. */
#include "kp-signal.h"

enum { PROC_TIMEOUT = -2, PROC_EXECFAIL = -3 };

/* Runs argv.  Returns the exit status (0..255), 128+signal when killed by a
 * signal, PROC_TIMEOUT when the timeout expired (the child's process group is
 * killed) or -1 when it could not be started.  out/err may be NULL (output
 * discarded). */
int proc_run(char *const argv[], const struct proc_opts *o, struct buf *out, struct buf *err);

/* A pool of worker processes (git's run_processes_parallel is the model):
 * up to JOBS children at once, each a fork in its own process group that
 * runs one task and exits with run_task's value.  next_task sets *task and
 * returns 1, or returns 0 when there is none left; task_finished gets a
 * task's wait status (in the parent, as each child ends).  When
 * proc_interrupted is set, running children get SIGTERM, no task is
 * started, the finished ones are not reported, and proc_pool_run returns -1
 * once all have ended; else 0. */
struct proc_pool {
	int jobs;
	void *data;
	int (*next_task)(void *data, void **task);
	int (*run_task)(void *data, void *task);
	void (*task_finished)(void *data, void *task, int status);
};
int proc_pool_run(const struct proc_pool *p);

/* Pushes git's repository-local environment variables (git rev-parse
 * --local-env-vars: GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE ...) as bare names
 * onto ENV, so that a child git (proc_run) runs without them: the repository
 * is the one of its working directory, never one the caller's environment
 * names. */
void git_env_local_unset(struct strlist *env);
/* Pushes onto ENV what every git child gets: none of the caller's
 * variables that make git run a program or change its output
 * (GIT_EXTERNAL_DIFF, GIT_DIFF_OPTS, GIT_PAGER, GIT_SSH...), no system
 * config or attributes (GIT_CONFIG_NOSYSTEM, GIT_ATTR_NOSYSTEM), no
 * prompt, no optional locks, C locale. */
void git_env_neutral(struct strlist *env);
/* Pushes onto ENV the unsetting of both (the caller's git variables), and
 * nothing else: for programs that may run git (the series' tool actions). */
void git_env_caller_unset(struct strlist *env);
/* kp-git.c: the one git runner.  Runs `git OPTS... ARGS...` (each
 * NULL-terminated; OPTS may be NULL) in CWD, without the caller's git
 * variables (git_env_local_unset, git_env_neutral), then with ENV's
 * NAME=VALUE entries (may be NULL); TIMEOUT and MERGE_STDERR as proc_run's.
 * Its callers: git_in_tree (an input tree), the series' scratch repository
 * (tools/series/git.c), convert's `git apply` (tools/convert/stage.c). */
struct git_child {
	const char *cwd;
	char *const *opts;
	char *const *env;
	double timeout;
	int merge_stderr;
};
int git_run(const struct git_child *g, char *const *args, struct buf *out, struct buf *err);
/* kp-git.c: runs git ARGS (NULL-terminated) on TREE, an untrusted input
 * tree, running nothing of the tree's: when TREE has a .git, on a scratch
 * view of that repository (its objects, refs, HEAD and index, a config of
 * data keys only: no filter, textconv, diff driver, hook, fsmonitor, pager,
 * signature program, alias or include of the tree's), else with no
 * repository (none above it: GIT_CEILING_DIRECTORIES); no system config or
 * attributes, none of the caller's git variables, no identity git would
 * guess (user.useConfigOnly), no locks, C locale, literal pathspecs, 600 s
 * at most.  Returns git's exit status (128+signal when killed, <0 when it
 * could not run, 128 when the view could not be made: the reason in ERR);
 * stdout into OUT, stderr into ERR (each may be NULL). */
int git_in_tree(const char *tree, char *const *args, struct buf *out, struct buf *err);

#endif
