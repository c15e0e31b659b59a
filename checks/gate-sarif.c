/* gate-sarif.c: SARIF 2.1.0 output for CI code scanning (the core library's
 * writer, tools/common/kp-sarif.c).  ID problems are results of rule
 * kidpush/id-type (level error), files not checked of kidpush/not-checked
 * (warning), noise of kidpush/noise (note). */
#include "gate-diag.h"
#include "kp-finding.h"
#include <stdlib.h>
#include <string.h>

enum { RULE_ID, RULE_NOISE, RULE_SETUP };
static const struct sarif_rule rules[] = {
	[RULE_ID] = { "kidpush/id-type", "kernel ID type problem (kuid_t/kgid_t/kprojid_t/struct kqid)",
		      "Keep kernel IDs in kuid_t/kgid_t/kprojid_t/struct kqid: compare with uid_eq() and "
		      "friends, convert at the boundaries with make_kuid()/from_kuid() (likewise kgid, "
		      "kprojid, kqid).", "error" },
	[RULE_NOISE] = { "kidpush/noise", "sparse/gcc diagnostic unrelated to ID types",
			 "Not an ID type problem: listed for completeness; nothing to do for the conversion.",
			 "note" },
	[RULE_SETUP] = { "kidpush/not-checked", "file could not be checked (include file missing)",
			 "The file was not checked: make its include files available (a prepared build, "
			 "the right configuration) and run the gate again.", "warning" },
};

int write_sarif(const char *path, const struct diags *d,
		const struct report_info *ri)
{
	static const int order[3] = { CLASS_ID, CLASS_SETUP, CLASS_NOISE };
	struct finding *v = xcalloc(d->n + 1, sizeof(*v));
	size_t n = 0;
	for (int pass = 0; pass < 3; pass++) {
		for (size_t i = 0; i < d->n; i++) {
			const struct diag *x = &d->v[i];
			if (x->cls != order[pass])
				continue;
			struct finding *f = &v[n++];
			*f = x->f;
			f->severity = NULL;	/* the rule's level: the class decides, not the tool */
			f->kind = x->cls == CLASS_ID ? RULE_ID : x->cls == CLASS_SETUP ? RULE_SETUP : RULE_NOISE;
			if (ri->have_baseline && x->cls == CLASS_ID)
				f->baseline = x->is_new ? "new" : "unchanged";
		}
	}
	struct sarif_run run = { "kidpush-gate", ri->tree, rules, sizeof(rules) / sizeof(rules[0]) };
	struct lock lk;
	FILE *f = out_open(&lk, path);
	int rc = -1;
	if (f) {
		sarif_write(f, &run, v, n);
		rc = out_close(&lk);
	}
	free(v);
	return rc;
}
