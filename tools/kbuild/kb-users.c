/* kb-users.c — directories whose every user is among the PATHs: code that only
 * the PATHs build (fs/nfs_common, built for fs/nfs and fs/nfsd alone), found
 * from the tree's Kconfig files and Makefiles, never by name.  A directory D
 * qualifies when a Makefile beside or above the Kconfig file defining a
 * symbol S enters it (`obj-$(CONFIG_S) += D/`) and S serves the PATHs alone:
 * S has no prompt (no user asks for it by itself) and every symbol that
 * selects S, or, with no selector, every symbol its `depends on` names
 * positively, is defined in a Kconfig file under a PATH.  Only the second
 * kind is taken: a symbol defined by its users (`depends on NFSD || NFS_FS`,
 * default y) is glue that exists for them; a symbol its users select is a
 * library with an interface of its own (fs/lockd, net/sunrpc for fs/nfs and
 * fs/nfsd), whose conversion is a series of its own: it is only named, with
 * the convert option that adds it (--with DIR). */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-file.h"
#include "kp-path.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct sym {
	char *name, *dir;      /* where its Kconfig file is ("." the top) */
	int prompt;
	struct strlist deps;   /* symbols its depends on names positively */
	struct strlist selby;  /* symbols that select it */
};

struct index {
	const char *tree;
	struct sym *v;
	size_t n, cap;
};

static struct sym *sym_get(struct index *ix, const char *name)
{
	for (size_t i = 0; i < ix->n; i++)
		if (!strcmp(ix->v[i].name, name))
			return &ix->v[i];
	ALLOC_GROW(ix->v, ix->n + 1, ix->cap);
	struct sym *s = &ix->v[ix->n++];
	memset(s, 0, sizeof *s);
	s->name = xstrdup(name);
	return s;
}

static int idc(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

/* the symbols EXPR names positively (not after !, not compared = n) */
static void positives(const char *x, struct strlist *out)
{
	int neg = 0;
	for (const char *p = x; *p;) {
		if (*p == '!' && p[1] != '=') { neg = 1; p++; continue; }
		if (!idc(*p)) { if (*p != ' ' && *p != '\t' && *p != '(') neg = 0; p++; continue; }
		const char *e = p;
		while (idc(*e)) e++;
		const char *q = e;
		while (*q == ' ' || *q == '\t') q++;
		int eqn = *q == '=' && (q[1 + strspn(q + 1, " \t")] == 'n');
		if (!neg && !eqn && !(e - p == 1 && strchr("ymn", *p)) && *p >= 'A' && *p <= 'Z')
			sl_push(out, xstrndup(p, (size_t)(e - p)));
		neg = 0;
		p = e;
	}
}

static void read_kconfig(struct index *ix, const char *dir, char *t)
{
	struct sym *cur = NULL;
	size_t help = 0;
	for (char *l = t, *nl; l; l = nl) {
		nl = strchr(l, '\n');
		if (nl) *nl++ = 0;
		char *p = l + strspn(l, " \t");
		if (help && (!*p || kb_indent(l) >= help)) continue;
		help = 0;
		char *h = strchr(p, '#');
		if (h) *h = 0;
		if (kb_starts(p, "config") || kb_starts(p, "menuconfig")) {
			char *w = p + strcspn(p, " \t");
			w += strspn(w, " \t");
			w[strcspn(w, " \t")] = 0;
			cur = *w ? sym_get(ix, w) : NULL;
			if (cur && !cur->dir) cur->dir = xstrdup(dir);
			if (cur && kb_starts(p, "menuconfig")) cur->prompt = 1;
		} else if (!cur) {
			continue;
		} else if (kb_starts(p, "help") || kb_starts(p, "---help---")) {
			help = kb_indent(l) + 1;
		} else if (kb_starts(p, "depends")) {
			char *w = p + 7 + strspn(p + 7, " \t");
			if (!strncmp(w, "on", 2)) positives(w + 2, &cur->deps);
		} else if (kb_starts(p, "select")) {
			char *w = p + 6 + strspn(p + 6, " \t");
			w[strcspn(w, " \t")] = 0;
			if (*w) { /* sym_get() may move the array: cur is taken again after it */
				size_t ci = (size_t)(cur - ix->v);
				struct sym *sel = sym_get(ix, w);
				cur = &ix->v[ci];
				sl_pushs(&sel->selby, cur->name);
			}
		} else if (kb_starts(p, "prompt") || ((kb_starts(p, "bool") || kb_starts(p, "tristate") ||
			   kb_starts(p, "string") || kb_starts(p, "int") || kb_starts(p, "hex")) && strchr(p, '"'))) {
			cur->prompt = 1;
		} else if (kb_ends_entry(p)) {
			cur = NULL;
		}
	}
}

static void visit(void *data, const char *rel, const struct strlist *names)
{
	struct index *ix = data;
	for (size_t i = 0; i < names->n; i++) {
		if (strncmp(names->v[i], "Kconfig", 7)) continue;
		char *p = *rel ? xasprintf("%s/%s/%s", ix->tree, rel, names->v[i]) : xasprintf("%s/%s", ix->tree, names->v[i]);
		struct stat st;
		char *t = stat(p, &st) == 0 && S_ISREG(st.st_mode) ? read_text(p, NULL) : NULL;
		if (t) read_kconfig(ix, *rel ? rel : ".", t);
		free(t);
		free(p);
	}
}

static int in_paths(const struct strlist *paths, const char *d)
{
	for (size_t i = 0; i < paths->n; i++)
		if (path_inside(d, paths->v[i])) return 1;
	return 0;
}

static const struct sym *find(const struct index *ix, const char *name)
{
	for (size_t i = 0; i < ix->n; i++)
		if (!strcmp(ix->v[i].name, name)) return &ix->v[i];
	return NULL;
}

/* S serves the PATHs alone: 1 through its dependencies, 2 as what they
 * select, 0 not; USERS gets the PATH directories that use it */
static int serves(const struct index *ix, const struct sym *s, const struct strlist *paths, struct strlist *users)
{
	if (s->prompt || !s->dir || in_paths(paths, s->dir)) return 0;
	const struct strlist *u = s->selby.n ? &s->selby : &s->deps;
	if (!u->n) return 0;
	for (size_t i = 0; i < u->n; i++) {
		const struct sym *x = find(ix, u->v[i]);
		if (!x || !x->dir || !in_paths(paths, x->dir)) return 0;
		if (!sl_contains(users, x->dir)) sl_pushs(users, x->dir);
	}
	return s->selby.n ? 2 : 1;
}

/* the directories MKDIR's Makefile enters with obj-$(CONFIG_S) */
static void entered(const char *tree, const char *mkdir, const char *s, struct strlist *out)
{
	char *p = strcmp(mkdir, ".") ? xasprintf("%s/%s/Makefile", tree, mkdir) : xasprintf("%s/Makefile", tree);
	char *t = read_text(p, NULL), *key = xasprintf("obj-$(CONFIG_%s)", s);
	free(p);
	for (char *l = t, *nl; l; l = nl) {
		nl = strchr(l, '\n');
		if (nl) *nl++ = 0;
		l += strspn(l, " \t");
		if (strncmp(l, key, strlen(key))) continue;
		char *w = l + strlen(key);
		w += strspn(w, " \t");
		if (strncmp(w, "+=", 2) && strncmp(w, ":=", 2)) continue;
		for (w += 2; *w;) {
			w += strspn(w, " \t");
			size_t n = strcspn(w, " \t#");
			if (n > 1 && w[n - 1] == '/' && !memchr(w, '$', n)) {
				char *d = strcmp(mkdir, ".") ? xasprintf("%s/%.*s", mkdir, (int)(n - 1), w) : xstrndup(w, n - 1);
				if (!sl_contains(out, d)) sl_pushs(out, d);
				free(d);
			}
			if (w[n] == '#' || !n) break;
			w += n;
		}
	}
	free(key);
	free(t);
}

void kb_shared_dirs(const char *tree, const struct strlist *paths, struct strlist *out, struct strlist *notes)
{
	struct index ix = { tree, NULL, 0, 0 };
	walk_dirs(tree, "", &ix, visit);
	for (size_t i = 0; i < ix.n; i++) {
		struct strlist users = { 0 }, dirs = { 0 };
		int kind = serves(&ix, &ix.v[i], paths, &users);
		if (kind) {
			char *up = strchr(ix.v[i].dir, '/') ? xstrndup(ix.v[i].dir, (size_t)(strrchr(ix.v[i].dir, '/') - ix.v[i].dir)) : xstrdup(".");
			entered(tree, ix.v[i].dir, ix.v[i].name, &dirs);
			if (strcmp(ix.v[i].dir, ".")) entered(tree, up, ix.v[i].name, &dirs);
			free(up);
		}
		for (size_t k = 0; k < dirs.n; k++) {
			char *abs = xasprintf("%s/%s", tree, dirs.v[k]);
			int parent = 0;
			for (size_t j = 0; j < paths->n; j++) parent |= path_inside(paths->v[j], dirs.v[k]);
			struct stat st;
			if (stat(abs, &st) == 0 && S_ISDIR(st.st_mode) && !parent && !in_paths(paths, dirs.v[k]) && !sl_contains(out, dirs.v[k])) {
				if (kind == 1) sl_pushs(out, dirs.v[k]);
				struct buf b = { 0 };
				for (size_t u = 0; u < users.n; u++) buf_printf(&b, "%s%s", u ? " " : "", users.v[u]);
				if (notes && kind == 1)
					sl_pushf(notes, "%s: built for %s alone (CONFIG_%s depends on them): converted with them, "
						 "in its own patch", dirs.v[k], b.s, ix.v[i].name);
				else if (notes)
					sl_pushf(notes, "%s: built for %s alone, but a library they select (CONFIG_%s): "
						 "not converted with them; --with %s adds it", dirs.v[k], b.s, ix.v[i].name, dirs.v[k]);
				buf_free(&b);
			}
			free(abs);
		}
		sl_free(&users);
		sl_free(&dirs);
	}
	for (size_t i = 0; i < ix.n; i++) {
		free(ix.v[i].name);
		free(ix.v[i].dir);
		sl_free(&ix.v[i].deps);
		sl_free(&ix.v[i].selby);
	}
	free(ix.v);
	sl_sort(out);
}
