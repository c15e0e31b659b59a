/* rules.c — cocci/kuid/NN-*.cocci as one semantic patch: one spatch run, so
 * that the chains of every rule see the original positions (doc/convert.md);
 * the virtual lines of all but the first go. */
#include "convert.h"
#include <dirent.h>
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
	DIR *d = opendir(dir);
	struct strlist names = {0};
	struct dirent *e;
	while (d && (e = readdir(d)))
		if (rule_name(e->d_name)) sl_pushs(&names, e->d_name);
	if (d) closedir(d);
	if (!names.n) die("no rules in %s", dir);
	sl_sort(&names);
	struct buf out = {0};
	for (size_t i = 0; i < names.n; i++) {
		char *p = path_join(dir, names.v[i]);
		char *t = read_text(p, NULL);
		if (!t) die("cannot read %s", p);
		buf_printf(&out, "// ==== %s ====\n", names.v[i]);
		for (const char *l = t; *l;) {
			const char *nl = strchr(l, '\n');
			size_t n = nl ? (size_t)(nl - l) + 1 : strlen(l);
			if (!i || strncmp(l, "virtual ", 8)) buf_add(&out, l, n);
			l += n;
		}
		free(t);
		free(p);
	}
	sl_free(&names);
	return out.s;
}
