/* gate-util.c: allocation helpers, diag arrays, atomic output files. */
#include "gate-diag.h"
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p) {
		fputs("kidpush-gate-report: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

void diags_push(struct diags *d, const struct diag *x)
{
	if (d->n == d->cap) {
		size_t cap = d->cap ? d->cap * 2 : 64;
		struct diag *v = realloc(d->v, cap * sizeof(*v));
		if (!v) {
			fputs("kidpush-gate-report: out of memory\n", stderr);
			exit(2);
		}
		d->v = v;
		d->cap = cap;
	}
	d->v[d->n++] = *x;
}

void diag_free(struct diag *x)
{
	free(x->file);
	free(x->severity);
	free(x->msg);
	free(x->detail);
	free(x->tool);
	free(x->func);
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

FILE *out_open(const char *path, char **tmp)
{
	size_t n = strlen(path) + 32;
	*tmp = xmalloc(n);
	snprintf(*tmp, n, "%s.tmp.%ld", path, (long)getpid());
	FILE *f = fopen(*tmp, "w");
	if (!f) {
		fprintf(stderr, "gate: cannot write %s: %s\n", path, strerror(errno));
		free(*tmp);
		*tmp = NULL;
	}
	return f;
}

int out_close(FILE *f, const char *path, char *tmp)
{
	int bad = ferror(f);
	if (fclose(f) != 0)
		bad = 1;
	if (bad)
		fprintf(stderr, "gate: cannot write %s: %s\n", path, strerror(errno));
	else if (rename(tmp, path) != 0) {
		fprintf(stderr, "gate: cannot write %s: %s\n", path, strerror(errno));
		bad = 1;
	}
	if (bad)
		unlink(tmp);
	free(tmp);
	return bad ? -1 : 0;
}
