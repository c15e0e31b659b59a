/* proc.c — see proc.h. */
#include "kp-proc.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>


/* seconds between SIGTERM and SIGKILL when interrupted */
#define PROC_GRACE 2.0

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* In the child: o->cwd, o->env, then ARGV. */
static void exec_child(char *const argv[], const struct proc_opts *o) __attribute__((noreturn));
static void exec_child(char *const argv[], const struct proc_opts *o)
{
	if (o->cwd && chdir(o->cwd) < 0) {
		fprintf(stderr, "cannot chdir to %s: %s\n", o->cwd, strerror(errno));
		_exit(127);
	}
	for (char *const *e = o->env; e && *e; e++) {
		if (strchr(*e, '='))
			putenv(*e);
		else
			unsetenv(*e);   /* a bare NAME: the child runs without it */
	}
	execvp(argv[0], argv);
	fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

/* the child's stdout from FD into OUT until it closes it */
static void read_all(int fd, struct buf *out)
{
	char tmp[16384];
	for (;;) {
		ssize_t n = read(fd, tmp, sizeof tmp);
		if (n > 0) buf_add(out, tmp, (size_t)n);
		else if (n == 0 || errno != EINTR) break;
	}
	close(fd);
}

/* proc_run with o->foreground (stdout into OUT when not NULL) */
static int run_foreground(char *const argv[], const struct proc_opts *o, struct buf *out)
{
	int po[2] = { -1, -1 };
	if (out && pipe(po) < 0) return -1;
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		if (out) { close(po[0]); close(po[1]); }
		return -1;
	}
	if (pid == 0) {
		if (out) { dup2(po[1], 1); close(po[0]); close(po[1]); }
		exec_child(argv, o);
	}
	if (out) { close(po[1]); read_all(po[0], out); }
	int st = 0, killed = 0;
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR) return -1;
		if (proc_interrupted && !killed++) kill(pid, SIGTERM);
	}
	if (WIFEXITED(st)) return WEXITSTATUS(st);
	if (WIFSIGNALED(st)) return 128 + WTERMSIG(st);
	return -1;
}

int proc_run(char *const argv[], const struct proc_opts *o, struct buf *out, struct buf *err)
{
	static const struct proc_opts none;
	if (!o) o = &none;
	if (proc_interrupted) return 128 + SIGINT;   /* no new child once a signal came */
	if (o->foreground) return run_foreground(argv, o, out);
	int po[2], pe[2];
	if (pipe(po) < 0) return -1;
	if (pipe(pe) < 0) { close(po[0]); close(po[1]); return -1; }
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) { close(po[0]); close(po[1]); close(pe[0]); close(pe[1]); return -1; }
	if (pid == 0) {
		setpgid(0, 0);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		signal(SIGPIPE, SIG_DFL);
		int in = open(o->stdin_path ? o->stdin_path : "/dev/null", O_RDONLY);
		if (in >= 0) { dup2(in, 0); close(in); }
		dup2(po[1], 1);
		dup2(o->merge_stderr ? po[1] : pe[1], 2);
		close(po[0]); close(po[1]); close(pe[0]); close(pe[1]);
		exec_child(argv, o);
	}
	setpgid(pid, pid);
	close(po[1]); close(pe[1]);
	struct pollfd fds[2] = { { po[0], POLLIN, 0 }, { pe[0], POLLIN, 0 } };
	int open_fds = 2, timed_out = 0;
	double deadline = o->timeout > 0 ? now() + o->timeout : 0, kill_at = 0;
	char tmp[16384];
	while (open_fds > 0) {
		/* interrupted: SIGTERM first, so that the child can remove its
		 * temporary files, SIGKILL after a grace period */
		if (proc_interrupted && !kill_at) {
			kill(-pid, SIGTERM);
			kill_at = now() + PROC_GRACE;
		}
		double until = deadline;
		if (kill_at && (!until || kill_at < until)) until = kill_at;
		int ms = -1;
		if (until) {
			double left = until - now();
			if (left <= 0) {
				timed_out = !kill_at || (deadline && deadline <= kill_at);
				kill(-pid, SIGKILL);
				break;
			}
			ms = (int)(left * 1000) + 1;
		}
		int r = poll(fds, 2, ms);
		if (r < 0) { if (errno == EINTR) continue; break; }
		for (int i = 0; i < 2; i++) {
			if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
			ssize_t n = read(fds[i].fd, tmp, sizeof tmp);
			if (n > 0) {
				struct buf *b = i == 0 ? out : err;
				if (b) buf_add(b, tmp, (size_t)n);
			} else if (n == 0 || errno != EINTR) {
				close(fds[i].fd); fds[i].fd = -1; open_fds--;
			}
		}
	}
	for (int i = 0; i < 2; i++) if (fds[i].fd >= 0) close(fds[i].fd);
	int st;
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR) return -1;
	}
	if (timed_out) return PROC_TIMEOUT;
	if (proc_interrupted) return 128 + SIGINT;
	if (WIFEXITED(st)) return WEXITSTATUS(st);
	if (WIFSIGNALED(st)) return 128 + WTERMSIG(st);
	return -1;
}

struct slot { pid_t pid; void *task; };

int proc_pool_run(const struct proc_pool *p)
{
	struct slot *slots = xcalloc((size_t)p->jobs, sizeof *slots);
	int running = 0, interrupted = 0, more = 1;
	for (;;) {
		if (proc_interrupted && !interrupted) {
			interrupted = 1;
			for (int k = 0; k < p->jobs; k++)
				if (slots[k].pid) kill(-slots[k].pid, SIGTERM);
		}
		for (int k = 0; !interrupted && more && k < p->jobs; k++) {
			if (slots[k].pid) continue;
			void *task;
			if (!(more = p->next_task(p->data, &task))) break;
			fflush(NULL);
			pid_t pid = fork();
			if (pid < 0) die("fork: %s", strerror(errno));
			if (pid == 0) {
				setpgid(0, 0);
				_exit(p->run_task(p->data, task));
			}
			setpgid(pid, pid);
			slots[k] = (struct slot){ pid, task };
			running++;
		}
		if (!running) break;
		int st;
		pid_t pid = waitpid(-1, &st, 0);
		if (pid < 0) {
			if (errno == EINTR) continue;
			die("waitpid: %s", strerror(errno));
		}
		for (int k = 0; k < p->jobs; k++) {
			if (slots[k].pid != pid) continue;
			slots[k].pid = 0;
			running--;
			if (!interrupted) p->task_finished(p->data, slots[k].task, st);
			break;
		}
	}
	free(slots);
	return interrupted ? -1 : 0;
}
