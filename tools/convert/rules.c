/* rules.c — cocci/kuid/NN-*.cocci as one semantic patch: one spatch run, so
 * that the chains of every rule see the original positions (doc/convert.md);
 * the virtual lines of all but the first go. */
#include "convert.h"
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

/* the lines of T that start with "virtual " (VIRT) or the others (!VIRT) */
static void add_lines(struct buf *out, const char *t, int virt)
{
	for (const char *l = t; *l;) {
		const char *nl = strchr(l, '\n');
		size_t n = nl ? (size_t)(nl - l) + 1 : strlen(l);
		if (!strncmp(l, "virtual ", 8) == !!virt) buf_add(out, l, n);
		l += n;
	}
}

char *rules_text(const char *dir)
{
	struct strlist all = {0}, names = {0};
	dir_names(dir, &all);
	for (size_t i = 0; i < all.n; i++)
		if (rule_name(all.v[i])) sl_pushs(&names, all.v[i]);
	sl_free(&all);
	if (!names.n) die("no rules in %s", dir);
	/* the kp_* helpers once (doc/rules.md): the first rule's virtual lines,
	 * then kp_helpers.py as one @initialize:python@ (a rule loads it only
	 * when kp_load is not defined yet), then the rules without their virtual
	 * lines; a rule set without kp_helpers.py: the rules, the virtual lines
	 * of all but the first dropped */
	char *hp = path_join(dir, "kp_helpers.py");
	char *helpers = is_file(hp) ? read_text(hp, NULL) : NULL;
	if (is_file(hp) && !helpers) die("cannot read %s", hp);
	struct buf out = {0};
	for (size_t i = 0; i < names.n; i++) {
		char *p = path_join(dir, names.v[i]);
		char *t = read_text(p, NULL);
		if (!t) die("cannot read %s", p);
		if (helpers) {
			if (!i) {
				add_lines(&out, t, 1);
				buf_printf(&out, "// ==== kp_helpers.py ====\n@initialize:python@\n@@\n%s", helpers);
			}
			buf_printf(&out, "// ==== %s ====\n", names.v[i]);
			add_lines(&out, t, 0);
		} else {
			buf_printf(&out, "// ==== %s ====\n", names.v[i]);
			if (!i) buf_puts(&out, t);
			else add_lines(&out, t, 0);
		}
		free(t);
		free(p);
	}
	free(helpers);
	free(hp);
	sl_free(&names);
	return out.s;
}
