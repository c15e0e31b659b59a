/* report_sarif.c — SARIF 2.1.0: one run, the kinds as rules, one result per finding
 * (tools/common/kp-sarif.c). */
#include "report.h"

int report_sarif(FILE *f, const void *vctx)
{
	const struct report_ctx *c = vctx;
	struct sarif_run run = { "kidpush-audit", c->m->tree, kind_rules, (size_t)kinds_shown };
	return sarif_write(f, &run, c->r->all.v, c->r->all.n);
}
