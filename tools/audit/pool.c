/* pool.c — the audit's jobs on the libclang worker pool (clangfe/cpool.c), largest
 * file first; progress.c says how far it is. */
#include "pool.h"
#include "progress.h"

#include "cpool.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

struct ctx {
	struct run *r;
	struct progress prog;
};

/* one task's own result (the pool's time limit: nothing shared is written
 * before merge) */
struct mine {
	struct job j;
	struct findings f;
};

static void task(void *index, size_t i, void *tdata, void *ctx)
{
	struct run *r = ((struct ctx *)ctx)->r;
	struct mine *m = tdata;
	m->j = r->jobs[i];
	audit_file(index, &m->j, r, &m->f);
}

static void merge(size_t i, void *wdata, void *tdata, void *ctx)
{
	struct run *r = ((struct ctx *)ctx)->r;
	struct mine *m = tdata;
	r->jobs[i].res = m->j.res;
	r->jobs[i].nfindings = m->j.nfindings;
	findings_merge(wdata, &m->f); /* the worker's findings */
}

/* past the time limit: a skipped file, named */
static void late(size_t i, void *ctx)
{
	struct ctx *c = ctx;
	struct job *j = &c->r->jobs[i];
	j->res.parsed = 0;
	j->res.reason = xasprintf("timed out after %.0f s (the parse was left, its result dropped)", c->r->timeout);
	note("%s: skipped, timed out after %.0f s", j->res.rel, c->r->timeout);
	progress_file(&c->prog, j);
}

static void done(size_t i, void *wdata, void *ctx)
{
	(void)wdata;
	struct ctx *c = ctx;
	progress_file(&c->prog, &c->r->jobs[i]);
}

void pool_run(struct run *r, unsigned workers)
{
	/* largest file first: no worker is left with a big one at the end */
	size_t *size = xmalloc((r->njobs + 1) * sizeof(*size));
	for (size_t i = 0; i < r->njobs; i++) {
		struct stat st;
		size[i] = r->jobs[i].prefiltered || stat(r->jobs[i].res.path, &st) != 0 ? 0 : (size_t)st.st_size;
	}
	size_t *order = order_larger_first(size, r->njobs);
	free(size);
	unsigned n = clang_pool_workers(workers, r->njobs);
	/* each worker's findings, merged and sorted after the run: the result does
	 * not depend on which thread audited what */
	struct findings *w = xcalloc(n, sizeof(*w));
	struct ctx c = { .r = r };
	progress_start(&c.prog, stderr, r);
	struct clang_pool p = { r->njobs, order, n, w, sizeof(*w), &c, task, done,
				r->timeout, sizeof(struct mine), merge, late };
	clang_pool_run(&p);
	progress_end(&c.prog);
	for (unsigned i = 0; i < n; i++)
		findings_merge(&r->all, &w[i]);
	findings_sort_unique(&r->all);
	free(w);
	free(order);
}
