/* report.h — writers: human text, summary table, JSON, SARIF 2.1.0. */
#ifndef KIDPUSH_REPORT_H
#define KIDPUSH_REPORT_H

#include <stdio.h>

#include "pool.h"

struct meta {
	const char *tree;
	const char *flags;          /* "compile_commands.json", "derived from ...", "simple" */
	const struct strlist *dropped; /* gcc-only flags dropped */
};

struct group {
	char *name;
	size_t files, skipped;
	size_t count[K_NKINDS];
};

struct groups {
	struct group *v;
	size_t n;
};

void groups_build(const struct run *r, struct groups *g); /* groups.c */
void groups_free(struct groups *g);

void report_text(FILE *f, const struct run *r);
void report_summary(FILE *f, const struct run *r);
int report_json(FILE *f, const void *ctx);   /* ctx: struct report_ctx */
int report_sarif(FILE *f, const void *ctx);

struct report_ctx {
	const struct run *r;
	const struct meta *m;
};

#include "kp-json.h" /* json_str (tools/common/kp-json.c) */
#include "outfile.h" /* write_atomic, output_writable (tools/clangfe) */

#endif
