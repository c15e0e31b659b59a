/* pool.h — parse and audit files in parallel (pthreads, one CXIndex per worker). */
#ifndef KIDPUSH_POOL_H
#define KIDPUSH_POOL_H

#include "audit.h"

/* A file's text as the parse sees it instead of the file (pf_strip.c: a header
 * outside the audited paths with its function bodies blanked, or a file under them
 * with the bodies blanked that name nothing of an ID type). */
struct blanked {
	const char *path;
	const char *text;
	unsigned long len;
	int partial; /* under an audited path: only for a unit the prefilter's model holds for */
};

struct job {
	struct fileres res; /* path, rel in; parsed, errors, reason out */
	struct strlist args;
	size_t nfindings;
	int prefiltered; /* the prefilter showed it cannot have a finding: not parsed */
	size_t *blanked; /* the files its parse reads blanked: indices into run.blank
			  * (not pointers: run.blank grows while the lists are made) */
	size_t nblanked;
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
	double timeout;   /* seconds a file's parse and visit may take (> 0) */
	struct findings all; /* out: merged, sorted, unique */
	int blank_bodies; /* with the prefilter: blank the function bodies of headers outside the audited paths */
	int blank_audited; /* and those under them that name nothing of an ID type */
	struct blanked *blank; /* their texts (pf_strip.c), freed by blanked_free() */
	size_t nblank;
};

/* pf_strip.c: frees r->blank and each job's list. */
void blanked_free(struct run *r);

void pool_run(struct run *r, unsigned workers);

/* kind_infer.c: --infer, the inference over all jobs' files as raw-carrier/boundary-in/-out findings. */
void audit_infer(struct run *r, unsigned workers);

/* worker.c: parse one file and audit it. */
void audit_file(void *index, struct job *j, const struct run *r, struct findings *out);

#endif
