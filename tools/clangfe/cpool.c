/* cpool.c — see cpool.h. */
#include "cpool.h"

#include "kp-alloc.h"

#include <clang-c/Index.h>
#include <pthread.h>
#include <stdlib.h>

struct shared {
	const struct clang_pool *p;
	pthread_mutex_t lock;
	size_t next;
};

struct worker {
	pthread_t th;
	struct shared *sh;
	void *data;
};

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	const struct clang_pool *p = sh->p;
	CXIndex idx = clang_createIndex(0, 0);
	for (;;) {
		pthread_mutex_lock(&sh->lock);
		size_t k = sh->next++;
		pthread_mutex_unlock(&sh->lock);
		if (k >= p->n)
			break;
		size_t i = p->order ? p->order[k] : k;
		p->task(idx, i, w->data, p->ctx);
		if (p->done) {
			pthread_mutex_lock(&sh->lock);
			p->done(i, w->data, p->ctx);
			pthread_mutex_unlock(&sh->lock);
		}
	}
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

unsigned clang_pool_run(const struct clang_pool *p)
{
	struct shared sh = { .p = p };
	unsigned n = clang_pool_workers(p->workers, p->n);
	struct worker *w = xmalloc(n * sizeof(*w));
	pthread_mutex_init(&sh.lock, NULL);
	unsigned started = 0;
	for (unsigned i = 0; i < n; i++) {
		w[i].sh = &sh;
		w[i].data = (char *)p->wdata + (size_t)i * p->wsize;
		pthread_attr_t at;
		pthread_attr_init(&at);
		pthread_attr_setstacksize(&at, 64u << 20); /* deep kernel macro nesting */
		if (pthread_create(&w[i].th, &at, work, &w[i]) == 0)
			started++;
		pthread_attr_destroy(&at);
		if (started == i)
			break;
	}
	if (started == 0) /* no threads: do it here */
		work(&w[0]);
	for (unsigned i = 0; i < started; i++)
		pthread_join(w[i].th, NULL);
	pthread_mutex_destroy(&sh.lock);
	free(w);
	return n;
}
