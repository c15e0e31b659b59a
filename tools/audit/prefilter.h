/* prefilter.h — before parsing, mark the files that cannot have a finding. */
#ifndef KIDPUSH_PREFILTER_H
#define KIDPUSH_PREFILTER_H

#include "pool.h"

#include <stdio.h>

struct pf_stats {
	size_t files;     /* jobs looked at */
	size_t parse;     /* jobs that must be parsed */
	size_t unsure;    /* of those: the lexical model could not decide */
	size_t headers;   /* distinct files scanned */
	size_t s_names;   /* identifiers that can name something of an ID type */
};

/* Sets r->jobs[i].prefiltered for each file whose translation unit cannot have a
 * finding: no file of it under an audited path names anything of an ID type. */
void prefilter_run(struct run *r, struct pf_stats *st, FILE *dump);

#endif
