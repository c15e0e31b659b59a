/* cpool.h — run N libclang tasks on worker threads, one CXIndex each (the shape of
 * git's run_processes_parallel: the pool never names what a task does).
 *
 * Tasks are taken in ORDER (NULL: 0..N-1); order_larger_first() (tools/common)
 * gives the order that starts the biggest files first, so that no worker is left
 * with a large one at the end.  Each worker has its own data, WDATA + k * WSIZE, that only its
 * tasks touch; DONE runs after each task with the pool's lock held (progress,
 * counters the workers share).  Threads get 64 MiB stacks (libclang recurses
 * deeply in kernel macros); when no thread can be started the caller's thread
 * does the work.  Returns the number of workers used (<= WORKERS, >= 1). */
#ifndef KIDPUSH_CPOOL_H
#define KIDPUSH_CPOOL_H

#include <stddef.h>

struct clang_pool {
	size_t n;
	const size_t *order;
	unsigned workers;
	void *wdata;
	size_t wsize;
	void *ctx;
	void (*task)(void *index, size_t i, void *wdata, void *ctx);
	void (*done)(size_t i, void *wdata, void *ctx); /* may be NULL */
	/* With MERGE a task writes only its own data (TSIZE bytes, zeroed), which
	 * MERGE takes into the worker's with the lock held; then a time limit per
	 * task may be set, in seconds (TIMEOUT, 0: none): a task past the limit is
	 * named through LATE (lock held),
	 * its thread is left running (a thread cannot be killed) and its result
	 * dropped, and another worker goes on with the tasks still to do. */
	double timeout;
	size_t tsize;
	void (*merge)(size_t i, void *wdata, void *tdata, void *ctx);
	void (*late)(size_t i, void *ctx);
};

unsigned clang_pool_run(const struct clang_pool *p);
/* How many workers were left running past the time limit (in any pool): the
 * program ends with _exit() then, never running libclang's destructors under
 * them. */
unsigned clang_pool_stuck(void);

/* The workers a pool of N tasks uses when asked for WORKERS (at least 1, at most N
 * when N > 0): the size of the WDATA array to give it. */
unsigned clang_pool_workers(unsigned workers, size_t n);

#endif
