/* pool.c — a pthread worker pool over the job list (progress.c says how far it is). */
#include "pool.h"
#include "progress.h"

#include <clang-c/Index.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

struct shared {
	struct run *r;
	pthread_mutex_t lock;
	size_t next;
	size_t *order; /* jobs, largest file first: no worker is left with a big one at the end */
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
		struct job *j = &r->jobs[sh->order[i]];
		audit_file(idx, j, r, &w->found);
		pthread_mutex_lock(&sh->lock);
		progress_file(&sh->prog, j);
		pthread_mutex_unlock(&sh->lock);
	}
	clang_disposeIndex(idx);
	return NULL;
}

static off_t *sizes;
static int larger_first(const void *a, const void *b)
{
	off_t x = sizes[*(const size_t *)a], y = sizes[*(const size_t *)b];
	return x != y ? (x < y) - (x > y) : (*(const size_t *)a > *(const size_t *)b) - (*(const size_t *)a < *(const size_t *)b);
}

void pool_run(struct run *r, unsigned workers)
{
	struct shared sh = { .r = r, .next = 0 };
	sh.order = xmalloc((r->njobs + 1) * sizeof(*sh.order));
	sizes = xmalloc((r->njobs + 1) * sizeof(*sizes));
	for (size_t i = 0; i < r->njobs; i++) {
		struct stat st;
		sh.order[i] = i;
		sizes[i] = r->jobs[i].prefiltered || stat(r->jobs[i].res.path, &st) != 0 ? 0 : st.st_size;
	}
	qsort(sh.order, r->njobs, sizeof(*sh.order), larger_first);
	free(sizes);
	sizes = NULL;
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
	free(sh.order);
	pthread_mutex_destroy(&sh.lock);
}
