/* pool.c — a pthread worker pool over the job list (progress.c says how far it is). */
#include "pool.h"
#include "progress.h"

#include <clang-c/Index.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct shared {
	struct run *r;
	pthread_mutex_t lock;
	size_t next;
	struct progress prog;
};

struct worker {
	pthread_t th;
	struct shared *sh;
	struct findings found;
};

static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;
	struct run *r = sh->r;
	CXIndex idx = clang_createIndex(0, 0);
	for (;;) {
		pthread_mutex_lock(&sh->lock);
		size_t i = sh->next++;
		pthread_mutex_unlock(&sh->lock);
		if (i >= r->njobs)
			break;
		struct job *j = &r->jobs[i];
		audit_file(idx, j, r, &w->found);
		pthread_mutex_lock(&sh->lock);
		progress_file(&sh->prog, j);
		pthread_mutex_unlock(&sh->lock);
	}
	clang_disposeIndex(idx);
	return NULL;
}

void pool_run(struct run *r, unsigned workers)
{
	struct shared sh = { .r = r, .next = 0 };
	pthread_mutex_init(&sh.lock, NULL);
	progress_start(&sh.prog, stderr, r);
	if (workers < 1)
		workers = 1;
	if (workers > r->njobs && r->njobs > 0)
		workers = (unsigned)r->njobs;
	struct worker *w = calloc(workers, sizeof(*w));
	if (!w) {
		fputs("kidpush-audit: out of memory\n", stderr);
		exit(2);
	}
	unsigned started = 0;
	for (unsigned i = 0; i < workers; i++) {
		w[i].sh = &sh;
		/* libclang wants big stacks for deeply nested kernel macros. */
		pthread_attr_t at;
		pthread_attr_init(&at);
		pthread_attr_setstacksize(&at, 64u << 20);
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
	progress_end(&sh.prog);
	for (unsigned i = 0; i < workers; i++)
		findings_merge(&r->all, &w[i].found);
	findings_sort_unique(&r->all);
	free(w);
	pthread_mutex_destroy(&sh.lock);
}
