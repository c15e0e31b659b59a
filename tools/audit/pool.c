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

static void task(void *index, size_t i, void *wdata, void *ctx)
{
	struct run *r = ((struct ctx *)ctx)->r;
	audit_file(index, &r->jobs[i], r, wdata); /* the worker's findings */
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
	struct clang_pool p = { r->njobs, order, n, w, sizeof(*w), &c, task, done };
	clang_pool_run(&p);
	progress_end(&c.prog);
	for (unsigned i = 0; i < n; i++)
		findings_merge(&r->all, &w[i]);
	findings_sort_unique(&r->all);
	free(w);
	free(order);
}
