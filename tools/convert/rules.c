/* rules.c — cocci/kuid/NN-*.cocci as one semantic patch: one spatch run, so
 * that the chains of every rule see the original positions (doc/convert.md). */
#include "convert.h"
#include "kp-smpl.h"
#include <stdlib.h>
#include <string.h>

/* NN-[a-z-]+.cocci */
static int rule_name(const char *n)
{
	if (!(n[0] >= '0' && n[0] <= '9' && n[1] >= '0' && n[1] <= '9' && n[2] == '-')) return 0;
	const char *p = n + 3, *q = p;
	while ((*q >= 'a' && *q <= 'z') || *q == '-') q++;
	return q > p && !strcmp(q, ".cocci");
}

char *rules_text(const char *dir)
{
	struct strlist all = {0}, names = {0};
	dir_names(dir, &all);
	for (size_t i = 0; i < all.n; i++)
		if (rule_name(all.v[i])) sl_pushs(&names, all.v[i]);
	sl_free(&all);
	if (!names.n) die("no rules in %s", dir);
	/* the kp_* helpers once (doc/rules.md): kp_helpers.py as one
	 * @initialize:python@ after the virtual lines (a rule loads it only
	 * when kp_load is not defined yet), then the rules without their
	 * virtual lines (tools/common/kp-smpl.h) */
	char *hp = path_join(dir, "kp_helpers.py");
	char *helpers = is_file(hp) ? read_text(hp, NULL) : NULL;
	if (is_file(hp) && !helpers) die("cannot read %s", hp);
	struct smpl_part *parts = xcalloc(names.n, sizeof *parts);
	for (size_t i = 0; i < names.n; i++) {
		char *p = path_join(dir, names.v[i]);
		parts[i].name = names.v[i];
		parts[i].text = read_text(p, NULL);
		if (!parts[i].text) die("cannot read %s", p);
		free(p);
	}
	const char *why = NULL;
	char *out = smpl_combine(parts, names.n, "kp_helpers.py", helpers, &why);
	if (!out) die("the rules of %s cannot be one semantic patch: %s", dir, why);
	for (size_t i = 0; i < names.n; i++) free((char *)parts[i].text);
	free(parts);
	free(helpers);
	free(hp);
	sl_free(&names);
	return out;
}
