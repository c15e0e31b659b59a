/* cpool.c — see cpool.h. */
#include "cpool.h"

#include "kp-alloc.h"

#include <clang-c/Index.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct worker;

/* On the heap and never freed while a worker was left running: that thread
 * may still come back to it. */
struct shared {
	const struct clang_pool *p;
	pthread_mutex_t lock;
	pthread_cond_t cv;
	size_t next;
	unsigned running; /* workers still taking tasks */
	struct worker **w;
	size_t nw, cap;
};

struct worker {
	pthread_t th;
	struct shared *sh;
	void *data;
	size_t task;
	double since;
	int busy, left; /* left: its task passed the time limit; the pool no longer waits for it */
};

static unsigned stuck; /* workers left running, over all pools */

unsigned clang_pool_stuck(void)
{
	return stuck;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	const struct clang_pool *p = sh->p;
	CXIndex idx = clang_createIndex(0, 0);
	/* with MERGE the task writes its own data only; merged under the lock */
	void *mine = p->merge ? xcalloc(1, p->tsize) : NULL;
	for (;;) {
		pthread_mutex_lock(&sh->lock);
		size_t k = sh->next++;
		if (k >= p->n) {
			sh->running--;
			pthread_cond_signal(&sh->cv);
			pthread_mutex_unlock(&sh->lock);
			break;
		}
		size_t i = p->order ? p->order[k] : k;
		w->task = i;
		w->since = now();
		w->busy = 1;
		pthread_mutex_unlock(&sh->lock);
		p->task(idx, i, mine ? mine : w->data, p->ctx);
		pthread_mutex_lock(&sh->lock);
		if (w->left) { /* named as timed out: its result is dropped, nothing touched */
			pthread_mutex_unlock(&sh->lock);
			return NULL;
		}
		w->busy = 0;
		if (mine) {
			p->merge(i, w->data, mine, p->ctx);
			memset(mine, 0, p->tsize);
		}
		if (p->done)
			p->done(i, w->data, p->ctx);
		pthread_mutex_unlock(&sh->lock);
	}
	free(mine);
	clang_disposeIndex(idx);
	return NULL;
}

unsigned clang_pool_workers(unsigned workers, size_t n)
{
	if (workers < 1)
		workers = 1;
	if (n > 0 && workers > n)
		workers = (unsigned)n;
	return workers;
}

/* A worker on DATA (lock held, or before any thread): 0, or -1 when no thread starts. */
static int start(struct shared *sh, void *data)
{
	struct worker *w = xcalloc(1, sizeof(*w));
	w->sh = sh;
	w->data = data;
	pthread_attr_t at;
	pthread_attr_init(&at);
	pthread_attr_setstacksize(&at, 64u << 20); /* deep kernel macro nesting */
	int rc = pthread_create(&w->th, &at, work, w);
	pthread_attr_destroy(&at);
	if (rc != 0) {
		free(w);
		return -1;
	}
	ALLOC_GROW(sh->w, sh->nw + 1, sh->cap);
	sh->w[sh->nw++] = w;
	sh->running++;
	return 0;
}

/* Lock held: every busy worker past the limit is left running (its task named
 * through p->late) and another takes its data and the tasks still to do. */
static void leave_late(struct shared *sh)
{
	const struct clang_pool *p = sh->p;
	double t = now();
	for (size_t k = 0; k < sh->nw; k++) {
		struct worker *w = sh->w[k];
		if (!w->busy || w->left || t - w->since <= p->timeout)
			continue;
		w->left = 1;
		sh->running--;
		stuck++;
		pthread_detach(w->th);
		p->late(w->task, p->ctx);
		if (sh->next < p->n && start(sh, w->data) != 0 && sh->running == 0) {
			/* no thread at all: what is left is named late too */
			for (; sh->next < p->n; sh->next++)
				p->late(p->order ? p->order[sh->next] : sh->next, p->ctx);
		}
	}
}

unsigned clang_pool_run(const struct clang_pool *p)
{
	struct shared *sh = xcalloc(1, sizeof(*sh));
	sh->p = p;
	unsigned n = clang_pool_workers(p->workers, p->n);
	pthread_mutex_init(&sh->lock, NULL);
	pthread_cond_init(&sh->cv, NULL);
	pthread_mutex_lock(&sh->lock);
	for (unsigned i = 0; i < n; i++)
		if (start(sh, (char *)p->wdata + (size_t)i * p->wsize) != 0)
			break;
	pthread_mutex_unlock(&sh->lock);
	if (sh->nw == 0) { /* no threads: do it here, without a time limit */
		struct clang_pool q = *p;
		q.timeout = 0;
		struct worker w = { .sh = sh, .data = p->wdata };
		sh->p = &q;
		sh->running = 1;
		work(&w);
	} else {
		pthread_mutex_lock(&sh->lock);
		while (sh->running > 0) {
			struct timespec ts;
			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += 1;
			pthread_cond_timedwait(&sh->cv, &sh->lock, &ts);
			if (p->timeout > 0)
				leave_late(sh);
		}
		pthread_mutex_unlock(&sh->lock);
		for (size_t k = 0; k < sh->nw; k++)
			if (!sh->w[k]->left)
				pthread_join(sh->w[k]->th, NULL);
	}
	int left = 0;
	for (size_t k = 0; k < sh->nw; k++)
		left |= sh->w[k]->left;
	if (!left) { /* else a thread still running may come back to them */
		for (size_t k = 0; k < sh->nw; k++)
			free(sh->w[k]);
		free(sh->w);
		pthread_cond_destroy(&sh->cv);
		pthread_mutex_destroy(&sh->lock);
		free(sh);
	}
	return n;
}
