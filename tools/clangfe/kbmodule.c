/* kbmodule.c — is a file built into a module (kbuild then passes -DMODULE)?  From
 * the build's .config and the Makefile of the directory that builds the file:
 * obj-$(CONFIG_X) += name.o with CONFIG_X=m (or obj-m), directly or through a
 * composite object's name-y/name-objs list. */
#include "flags.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void kbuild_load_modules(const char *build, struct strlist *mods)
{
	char *p = xasprintf("%s/.config", build);
	FILE *f = fopen(p, "r");
	free(p);
	if (!f)
		return;
	char *line = NULL;
	size_t cap = 0;
	while (getline(&line, &cap, f) > 0) {
		char *eq = strstr(line, "=m\n");
		if (has_prefix(line, "CONFIG_") && eq) {
			*eq = 0;
			sl_pushs(mods, line);
		}
	}
	free(line);
	fclose(f);
}

static char *read_all(const char *path)
{
	char *buf = read_text(path, NULL);
	for (char *q = buf; q && (q = strstr(q, "\\\n")) != NULL;)
		q[0] = q[1] = ' ';
	return buf;
}

/* Does the value list (words) contain word? */
static int lists(const char *value, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = value; (p = strstr(p, word)) != NULL; p += n) {
		int before = p == value || strchr(" \t=,", p[-1]);
		int after = p[n] == 0 || strchr(" \t\n)", p[n]);
		if (before && after)
			return 1;
	}
	return 0;
}

int kbuild_is_module(const char *tree, const char *dir, const char *relbase, const struct strlist *mods)
{
	if (!mods->n)
		return 0;
	char *path = xasprintf("%s/%s/Makefile", tree, dir);
	char *text = read_all(path);
	free(path);
	if (!text)
		return 0;
	char *obj = xasprintf("%s.o", relbase);
	struct strlist modobjs = { 0 };
	int module = 0;
	char *save = NULL;
	/* Pass 1: module objects. */
	char *copy = xstrdup(text);
	for (char *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		while (*l == ' ' || *l == '\t')
			l++;
		char *eq = strchr(l, '=');
		if (!eq || !has_prefix(l, "obj-"))
			continue;
		int m = has_prefix(l, "obj-m");
		if (has_prefix(l, "obj-$(")) {
			char *close = strchr(l, ')');
			if (close && close < eq) {
				char *cfg = xasprintf("%.*s", (int)(close - l - 6), l + 6);
				m = sl_contains(mods, cfg);
				free(cfg);
			}
		}
		if (!m)
			continue;
		struct strlist w = { 0 };
		shell_split(eq + 1, &w);
		for (size_t i = 0; i < w.n; i++)
			if (has_suffix(w.v[i], ".o"))
				sl_pushs(&modobjs, w.v[i]);
		sl_free(&w);
	}
	free(copy);
	module = sl_contains(&modobjs, obj);
	/* Pass 2: composite objects name-y / name-objs / name-$(CONFIG_..) listing the file. */
	save = NULL;
	for (char *l = strtok_r(text, "\n", &save); l && !module; l = strtok_r(NULL, "\n", &save)) {
		while (*l == ' ' || *l == '\t')
			l++;
		char *eq = strchr(l, '=');
		char *dash = strchr(l, '-');
		/* $(addprefix libxfs/, xfs_ag.o ...) lists the file by its base name. */
		const char *slash = strrchr(obj, '/');
		int listed = eq && (lists(eq + 1, obj) || (slash && strstr(eq, "addprefix") && lists(eq + 1, slash + 1)));
		if (!dash || dash > eq || !listed)
			continue;
		char *name = xasprintf("%.*s.o", (int)(dash - l), l);
		module = sl_contains(&modobjs, name);
		free(name);
	}
	sl_free(&modobjs);
	free(obj);
	free(text);
	return module;
}
