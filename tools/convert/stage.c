/* stage.c — the children of a run (the preparer, the inference, the audit,
 * the gate, the series driver, git), through the series driver's process
 * helpers (tools/common/kp-proc.c): exec with argv, never a shell; each judged
 * by its exit status and its signal.  SIGINT, SIGTERM and SIGHUP end the
 * run with 130 and nothing written; the running child gets SIGTERM. */
#include "convert.h"
#include "kp-proc.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void stage_signals(void)
{
	sig_install();   /* tools/common/kp-signal.c: INT, TERM, HUP alike */
}

void check_interrupted(void)
{
	if (!proc_interrupted) return;
	error("interrupted: nothing written");
	exit(130);
}

int stage_run(char *const *argv, const char *cwd, char *const *env, struct buf *out, struct buf *err, int merge)
{
	struct proc_opts o = { .cwd = cwd, .env = env, .merge_stderr = merge };
	int rc = proc_run(argv, &o, out, err);
	check_interrupted();
	return rc;
}

int stage_fg(char *const *argv, const char *cwd)
{
	struct proc_opts o = { .foreground = 1, .cwd = cwd };
	int rc = proc_run(argv, &o, NULL, NULL);
	check_interrupted();
	return rc;
}

int stage_git(char *const *argv, const char *cwd, const char *work, struct buf *out, struct buf *err)
{
	/* no repository at or above WORK: the one git runner (kp-git.c) */
	char *ceiling = xasprintf("GIT_CEILING_DIRECTORIES=%s", work);
	char *const env[] = { ceiling, NULL };
	struct git_child g = { .cwd = cwd, .env = env };
	int rc = git_run(&g, argv, out, err);
	free(ceiling);
	check_interrupted();
	return rc;
}

char *status_text(int rc)
{
	if (rc < 0) return xstrdup("could not be run");
	if (rc > 128) return xasprintf("exit status %d, or killed by signal %d", rc, rc - 128);
	return xasprintf("exit %d", rc);
}
