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

/* one Kconfig file's entries, from its index records (kb-kindex.c, no
 * source followed): where each symbol is defined, its prompt, what its own
 * `depends on` names positively (kb-kexpr.c; not the enclosing if/menu
 * conditions), who selects it */
static void read_kconfig(struct index *ix, const char *dir, const char *file)
{
	struct strlist recs = { 0 };
	kb_kconfig_index(ix->tree, file, NULL, 0, &recs);
	for (size_t i = 0; i < recs.n; i++) {
		const char *r = recs.v[i];
		char *name, *x;
		if (!strchr("FPDS", r[0]) || !kb_krecord(r, &name, &x))
			continue;
		struct sym *s = sym_get(ix, name);
		if (r[0] == 'F' && !s->dir)
			s->dir = xstrdup(dir);
		else if (r[0] == 'P')
			s->prompt = 1;
		else if (r[0] == 'D')
			kb_positives(x, &s->deps);
		else if (r[0] == 'S' && *x) { /* sym_get() may move the array */
			size_t si = (size_t)(s - ix->v);
			struct sym *sel = sym_get(ix, x);
			sl_pushs(&sel->selby, ix->v[si].name);
		}
		free(name);
		free(x);
	}
	sl_free(&recs);
}

static void visit(void *data, const char *rel, const struct strlist *names)
{
	struct index *ix = data;
	for (size_t i = 0; i < names->n; i++) {
		if (strncmp(names->v[i], "Kconfig", 7)) continue;
		char *f = *rel ? xasprintf("%s/%s", rel, names->v[i]) : xstrdup(names->v[i]);
		read_kconfig(ix, *rel ? rel : ".", f);
		free(f);
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

/* the directories MKDIR's Makefile enters with obj-$(CONFIG_S) (the one
 * reader of such lines: kb_make_enters, kb-ksyms.c) */
static void entered(const char *tree, const char *mkdir, const char *s, struct strlist *out)
{
	char *p = strcmp(mkdir, ".") ? xasprintf("%s/%s/Makefile", tree, mkdir) : xasprintf("%s/Makefile", tree);
	char *t = read_text(p, NULL);
	free(p);
	struct strlist dirs = { 0 };
	kb_make_enters(t, s, NULL, &dirs);
	for (size_t i = 0; i < dirs.n; i++) {
		char *d = strcmp(mkdir, ".") ? xasprintf("%s/%s", mkdir, dirs.v[i]) : xstrdup(dirs.v[i]);
		if (!sl_contains(out, d)) sl_pushs(out, d);
		free(d);
	}
	sl_free(&dirs);
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
