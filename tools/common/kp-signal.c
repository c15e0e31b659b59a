/* kp-signal.c — see kp-signal.h. */
#include "kp-signal.h"
#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

volatile sig_atomic_t proc_interrupted;
volatile sig_atomic_t kp_signal;

static void on_signal(int sig)
{
	kp_signal = sig;
	proc_interrupted = 1;
}

void sig_install(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;   /* no SA_RESTART: a wait returns EINTR */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

static struct strlist registered;
static pid_t owner;

void cleanup_run(void)
{
	if (owner != getpid()) return;   /* a forked child: not its files */
	for (size_t i = registered.n; i-- > 0;)
		if (registered.v[i]) rm_rf(registered.v[i]);
	sl_free(&registered);
}

void cleanup_register(const char *path)
{
	if (!owner) {
		owner = getpid();
		atexit(cleanup_run);
	}
	sl_pushs(&registered, path);
}

void cleanup_forget(const char *path)
{
	for (size_t i = 0; i < registered.n; i++)
		if (registered.v[i] && !strcmp(registered.v[i], path)) {
			free(registered.v[i]);
			registered.v[i] = NULL;
		}
}
