/* kb-ksyms.c — the symbols a directory asks for, and the directory a symbol
 * guards: what the preparer configures for a PATH (its Kconfig's entries as
 * kb-kindex.c reads them, its Makefiles' CONFIG_ guards, the parent
 * Makefile's `obj-$(CONFIG_X) += dir/`), and where a UIDGID_CONVERTED blocker
 * lives (the directory of the Kconfig file that defines it) and which
 * directory's whole build it guards. */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include "kp-path.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int idc(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

/* the next CONFIG_NAME from *AT: NAME's bounds, 0 when none */
static int next_config(const char **at, const char **name, size_t *n)
{
	for (const char *p = *at; (p = strstr(p, "CONFIG_")); p++)
		if (idc(p[7])) {
			const char *e = p + 7;
			while (idc(*e))
				e++;
			*name = p + 7, *n = (size_t)(e - *name), *at = e;
			return 1;
		}
	return 0;
}

/* the line begins `PREFIX$(CONFIG_X) [:+]?=` (PREFIX: [A-Za-z0-9_.]*-, or
 * exactly "obj-" when OBJ) */
static int guard_line(const char *l, int obj)
{
	l += strspn(l, " \t");
	if (obj) {
		if (strncmp(l, "obj-", 4))
			return 0;
		l += 4;
	} else {
		while (idc(*l) || *l == '.')
			l++;
		if (*l++ != '-')
			return 0;
	}
	if (strncmp(l, "$(CONFIG_", 9) || !idc(l[9]))
		return 0;
	for (l += 9; idc(*l); l++)
		;
	if (*l++ != ')')
		return 0;
	l += strspn(l, " \t");
	if (*l == ':' || *l == '+')
		l++;
	return *l == '=';
}

/* Makefile TEXT: every CONFIG_ symbol, once (SEEN), that guards objects or
 * subdirectories or is tested; a debugging option only where it guards
 * objects (`x-$(CONFIG_X_DEBUG) += debug.o`) */
void kb_make_syms(const char *text, struct strlist *seen, struct strlist *out)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		char *line = nl ? xstrndup(l, (size_t)(nl - l)) : xstrdup(l);
		int objs = strstr(line, ".o") || strchr(line, '/');
		char *h = strchr(line, '#');
		if (h)
			*h = 0;
		int guards = guard_line(line, 0);
		const char *at = line, *name;
		size_t n;
		while (next_config(&at, &name, &n)) {
			char *s = xstrndup(name, n);
			if ((strstr(s, "DEBUG") && !(guards && objs)) || sl_contains(seen, s)) {
				free(s);
				continue;
			}
			sl_pushs(seen, s);
			sl_push(out, s);
		}
		free(line);
		l = nl ? nl + 1 : NULL;
	}
}

/* the one reader of a Makefile's `obj-$(CONFIG_X) [:+]?= a/ b/ ...` lines
 * (comments cut; a word ending in '/' without '$' is a directory): with SYM,
 * the directories entered under CONFIG_SYM; with DIR, the symbols under
 * which DIR/ is entered, once a line.  TEXT may be NULL (no Makefile). */
void kb_make_enters(const char *text, const char *sym, const char *dir, struct strlist *out)
{
	for (const char *l = text; l && *l;) {
		const char *nl = strchr(l, '\n');
		char *line = nl ? xstrndup(l, (size_t)(nl - l)) : xstrdup(l);
		char *h = strchr(line, '#');
		if (h)
			*h = 0;
		const char *at = line, *name;
		size_t n;
		if (guard_line(line, 1) && next_config(&at, &name, &n) && (!sym || (strlen(sym) == n && !strncmp(name, sym, n)))) {
			const char *w = strchr(at, '=') + 1;
			while (*(w += strspn(w, " \t"))) {
				size_t k = strcspn(w, " \t");
				if (k > 1 && w[k - 1] == '/' && !memchr(w, '$', k)) {
					if (sym)
						sl_push(out, xstrndup(w, k - 1));
					else if (strlen(dir) == k - 1 && !strncmp(w, dir, k - 1)) {
						sl_push(out, xstrndup(name, n));
						break;
					}
				}
				w += k;
			}
		}
		free(line);
		l = nl ? nl + 1 : NULL;
	}
}

/* Makefile TEXT: the symbol under which it descends into DIR/ */
void kb_parent_syms(const char *text, const char *dir, struct strlist *out)
{
	kb_make_enters(text, NULL, dir, out);
}

/* TREE/REL/Kconfig alone (no source followed): its entries that are code of
 * their own, the tristates and the QUOTA/ACL bools, without debugging ones */
void kb_kconfig_wants(const char *tree, const char *rel, struct strlist *out)
{
	char *k = path_join(rel, "Kconfig");
	struct strlist ix = { 0 };
	kb_kconfig_index(tree, k, NULL, 0, &ix);
	const char *sym = NULL;
	for (size_t i = 0; i < ix.n; i++) {
		const char *r = ix.v[i];
		size_t n = sym ? strcspn(sym, "\t") : 0;
		if (r[0] == 'F') {
			sym = r + 2;
		} else if (r[0] == 'T' && sym && !strncmp(r + 2, sym, n) && r[2 + n] == '\t') {
			const char *type = r + 2 + n + 1;
			char *s = xstrndup(sym, n);
			int want = !strcmp(type, "tristate") || (!strcmp(type, "bool") && (strstr(s, "QUOTA") || strstr(s, "ACL")));
			/* a symbol is a name ("config A B" is none: nothing for a
			 * shell to split or expand) */
			const char *p = s;
			while (idc(*p))
				p++;
			if (want && !strstr(s, "DEBUG") && !*p)
				sl_push(out, s);
			else
				free(s);
			sym = NULL;
		}
	}
	sl_free(&ix);
	free(k);
}

/* the symbols under which TREE/UP's Makefile or Kbuild enters NAME/ */
static void parent_syms(const char *tree, const char *up, const char *name, struct strlist *out)
{
	static const char *const mk[] = { "Makefile", "Kbuild" };
	for (size_t i = 0; i < 2; i++) {
		char *r = path_join(up, mk[i]), *p = path_join(tree, r);
		char *t = is_file(p) ? read_text_regular(p, NULL) : NULL;
		if (t)
			kb_parent_syms(t, name, out);
		free(t);
		free(p);
		free(r);
	}
}

/* D's parent ("." at the top) and its last name */
static char *parent_of(const char *d, const char **name)
{
	const char *sl = strrchr(d, '/');
	*name = sl ? sl + 1 : d;
	return sl ? xstrndup(d, (size_t)(sl - d)) : xstrdup(".");
}

struct make_walk {
	const char *tree;
	struct strlist seen, *out;
};

static void make_visit(void *data, const char *rel, const struct strlist *names)
{
	struct make_walk *w = data;
	for (size_t i = 0; i < names->n; i++) {
		if (strcmp(names->v[i], "Makefile") && strcmp(names->v[i], "Kbuild"))
			continue;
		char *r = path_join(rel, names->v[i]), *p = path_join(w->tree, r);
		struct stat st;
		char *t = !lstat(p, &st) && S_ISREG(st.st_mode) ? read_text_regular(p, NULL) : NULL;
		if (t)
			kb_make_syms(t, &w->seen, w->out);
		free(t);
		free(p);
		free(r);
	}
}

void kb_dir_wants(const char *tree, const char *path, struct strlist *out)
{
	size_t len = strlen(path);
	while (len > 1 && path[len - 1] == '/')
		len--;
	char *d = xstrndup(path, len), *p = path_join(tree, d);
	const char *name;
	if (!is_dir(p)) {
		char *up = parent_of(d, &name);
		free(d);
		d = up;
	}
	free(p);
	char *k = path_join(d, "Kconfig"), *kp = path_join(tree, k);
	if (is_file(kp))
		kb_kconfig_wants(tree, d, out);
	free(kp);
	free(k);
	struct make_walk w = { tree, { 0 }, out };
	walk_dirs(tree, d, &w, make_visit);
	sl_free(&w.seen);
	char *up = parent_of(d, &name);
	parent_syms(tree, up, name, out);
	free(up);
	free(d);
}

void kb_kconfig_defines(const char *tree, const char *rel, struct strlist *out)
{
	char *k = path_join(rel, "Kconfig");
	struct strlist ix = { 0 };
	kb_kconfig_index(tree, k, NULL, 0, &ix);
	for (size_t i = 0; i < ix.n; i++)
		if (ix.v[i][0] == 'F')
			sl_push(out, xstrndup(ix.v[i] + 2, strcspn(ix.v[i] + 2, "\t")));
	sl_free(&ix);
	free(k);
}

char *kb_kconfig_dir(const struct strlist *ix, const char *sym)
{
	size_t n = strlen(sym);
	for (size_t i = 0; i < ix->n; i++) {
		const char *r = ix->v[i];
		if (r[0] != 'F' || strncmp(r + 2, sym, n) || r[2 + n] != '\t')
			continue;
		const char *f = r + 3 + n, *sl = strrchr(f, '/');
		return sl ? xstrndup(f, (size_t)(sl - f)) : xstrdup(".");
	}
	return NULL;
}

char *kb_guarded_dir(const char *tree, const struct strlist *ix, const char *sym)
{
	char *d = kb_kconfig_dir(ix, sym);
	if (!d || !strcmp(d, ".")) {
		free(d);
		return NULL;
	}
	const char *name;
	char *up = parent_of(d, &name);
	struct strlist syms = { 0 };
	parent_syms(tree, up, name, &syms);
	int guarded = sl_contains(&syms, sym);
	sl_free(&syms);
	free(up);
	if (!guarded) {
		free(d);
		return NULL;
	}
	return d;
}
