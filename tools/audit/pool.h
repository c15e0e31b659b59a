/* pool.h — parse and audit files in parallel (pthreads, one CXIndex per worker). */
#ifndef KIDPUSH_POOL_H
#define KIDPUSH_POOL_H

#include "audit.h"

struct job {
	struct fileres res; /* path, rel in; parsed, errors, reason out */
	struct argv args;
	size_t nfindings;
	int prefiltered; /* the prefilter showed it cannot have a finding: not parsed */
};

struct run {
	struct job *jobs;
	size_t njobs;
	const char *tree;
	char *const *roots;
	size_t nroots;
	int quiet;
	int verbose;      /* a line per file on stderr */
	int progress;     /* the one-line progress display on stderr */
	struct findings all; /* out: merged, sorted, unique */
};

void pool_run(struct run *r, unsigned workers);

/* kind_infer.c: --infer, the inference over all jobs' files as raw-carrier/boundary-in/-out findings. */
void audit_infer(struct run *r, unsigned workers);

/* worker.c: parse one file and audit it. */
void audit_file(void *index, struct job *j, const struct run *r, struct findings *out);

#endif
