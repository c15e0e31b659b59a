/* kbuild.c — the per-directory flags kbuild would add: ccflags-y, EXTRA_CFLAGS and
 * CFLAGS_<file>.o of the file's directory, subdir-ccflags-y of it and its parents.
 * Only -I and -D are taken; $(srctree), $(src), $(obj), $(objtree) are substituted. */
#include "flags.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *subst(const char *tok, const char *tree, const char *build, const char *reldir)
{
	char *s = xstrdup(tok);
	struct {
		const char *var, *val;
	} vars[] = {
		{ "$(srctree)/$(src)", NULL }, { "$(objtree)/$(obj)", NULL },
		{ "$(srctree)", tree },        { "$(objtree)", build ? build : tree },
		{ "$(src)", reldir },          { "$(obj)", reldir },
	};
	char *ss = xasprintf("%s/%s", tree, reldir), *oo = xasprintf("%s/%s", build ? build : tree, reldir);
	vars[0].val = ss;
	vars[1].val = oo;
	for (size_t v = 0; v < sizeof(vars) / sizeof(vars[0]); v++) {
		char *p;
		while ((p = strstr(s, vars[v].var)) != NULL) {
			char *n = xasprintf("%.*s%s%s", (int)(p - s), s, vars[v].val, p + strlen(vars[v].var));
			free(s);
			s = n;
		}
	}
	free(ss);
	free(oo);
	return s;
}

static void add_include(struct strlist *out, const char *p, const char *tree, const char *build)
{
	char *a = p[0] == '/' ? xstrdup(p) : xasprintf("%s/%s", tree, p);
	sl_pushs(out, "-I");
	sl_pushs(out, a);
	free(a);
	if (p[0] != '/' && build) {
		char *b = xasprintf("%s/%s", build, p);
		struct stat st;
		if (stat(b, &st) == 0) {
			sl_pushs(out, "-I");
			sl_pushs(out, b);
		}
		free(b);
	}
}

/* Takes the -I/-D words of one value. */
static void take(const char *value, int want_d, const char *tree, const char *build, const char *reldir,
		 struct strlist *out)
{
	struct strlist w = { 0 };
	if (shell_split(value, &w) != 0) {
		sl_free(&w);
		return;
	}
	for (size_t i = 0; i < w.n; i++) {
		char *t = subst(w.v[i], tree, build, reldir);
		if (!strcmp(t, "-I") && i + 1 < w.n) {
			free(t);
			t = subst(w.v[++i], tree, build, reldir);
			if (!strstr(t, "$("))
				add_include(out, t, tree, build);
		} else if (has_prefix(t, "-I") && !strstr(t, "$(")) {
			add_include(out, t + 2, tree, build);
		} else if (want_d && has_prefix(t, "-D") && t[2] && !strstr(t, "$(")) {
			sl_pushs(out, t);
		}
		free(t);
	}
	sl_free(&w);
}

static void scan(const char *tree, const char *build, const char *dir, const char *reldir,
		 const char *base, int own, struct strlist *out)
{
	const char *names[] = { "Makefile", "Kbuild" };
	for (size_t k = 0; k < 2; k++) {
		char *path = dir[0] ? xasprintf("%s/%s/%s", tree, dir, names[k]) : xasprintf("%s/%s", tree, names[k]);
		char *text = read_text(path, NULL);
		free(path);
		if (!text)
			continue;
		/* Join continuation lines. */
		for (char *p = text; (p = strstr(p, "\\\n")) != NULL;)
			p[0] = p[1] = ' ';
		char *save = NULL;
		for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
			char *hash = strchr(line, '#');
			if (hash)
				*hash = 0;
			char *op = strstr(line, "+=");
			if (!op)
				op = strstr(line, ":=");
			if (!op)
				op = strchr(line, '=');
			if (!op)
				continue;
			char *var = line;
			while (*var == ' ' || *var == '\t')
				var++;
			size_t vl = (size_t)(op - var);
			while (vl && (var[vl - 1] == ' ' || var[vl - 1] == '\t' || var[vl - 1] == '?'))
				vl--;
			char *name = xasprintf("%.*s", (int)vl, var);
			const char *value = op + (op[0] == '=' ? 1 : 2);
			char *cf = base ? xasprintf("CFLAGS_%s.o", base) : NULL;
			if (has_prefix(name, "subdir-ccflags-"))
				take(value, !strcmp(name, "subdir-ccflags-y"), tree, build, reldir, out);
			else if (own && has_prefix(name, "ccflags-"))
				take(value, !strcmp(name, "ccflags-y"), tree, build, reldir, out);
			else if (own && (!strcmp(name, "EXTRA_CFLAGS") || (cf && !strcmp(name, cf))))
				take(value, 1, tree, build, reldir, out);
			free(cf);
			free(name);
		}
		free(text);
	}
}

static int has_makefile(const char *tree, const char *dir)
{
	struct stat st;
	char *a = xasprintf("%s/%s/Makefile", tree, dir), *b = xasprintf("%s/%s/Kbuild", tree, dir);
	int r = stat(a, &st) == 0 || stat(b, &st) == 0;
	free(a);
	free(b);
	return r;
}

char *kbuild_owner_dir(const char *tree, const char *reldir)
{
	/* A directory without a Makefile (fs/xfs/libxfs) is built by its parent's. */
	char *d = xstrdup(reldir);
	while (!has_makefile(tree, d) && strrchr(d, '/'))
		*strrchr(d, '/') = 0;
	return d;
}

void kbuild_dir_flags(const char *tree, const char *build, const char *reldir, const char *base,
		      struct strlist *out)
{
	char *d = kbuild_owner_dir(tree, reldir);
	/* Parents first (subdir-ccflags-y), then the directory itself. */
	size_t depth = 0;
	char *parents[64];
	for (char *p = d; p && depth < 64;) {
		char *slash = strchr(p, '/');
		if (!slash)
			break;
		parents[depth++] = xasprintf("%.*s", (int)(slash - d), d);
		p = slash + 1;
	}
	for (size_t i = 0; i < depth; i++) {
		scan(tree, build, parents[i], parents[i], NULL, 0, out);
		free(parents[i]);
	}
	scan(tree, build, d, d, base, 1, out);
	free(d);
}
