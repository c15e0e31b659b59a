/* gate-util.c: diag arrays, report files (the core library's atomic writer). */
#include "gate-diag.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

void diags_push(struct diags *d, const struct diag *x)
{
	ALLOC_GROW(d->v, d->n + 1, d->cap);
	d->v[d->n++] = *x;
}

void diag_free(struct diag *x)
{
	free(x->f.file);
	free(x->f.message);
	free(x->f.detail);
	free(x->f.function);
	free(x->also);
	memset(x, 0, sizeof(*x));
}

void diags_free(struct diags *d)
{
	for (size_t i = 0; i < d->n; i++)
		diag_free(&d->v[i]);
	free(d->v);
	d->v = NULL;
	d->n = d->cap = 0;
}

FILE *out_open(struct lock *lk, const char *path)
{
	if (lock_open(lk, path) == 0)
		return lk->f;
	error("cannot write %s: %s", path, strerror(errno));
	return NULL;
}

int out_close(struct lock *lk)
{
	char *path = xstrdup(lk->path);
	int rc = lock_commit(lk);
	if (rc != 0)
		error("cannot write %s: %s", path, strerror(errno));
	free(path);
	return rc;
}
