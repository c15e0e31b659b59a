/* kconfig.c — what convert reads of the tree's Kconfig files: the blockers
 * of UIDGID_CONVERTED in init/Kconfig (tools/kbuild's reading), the symbols a directory's Kconfig
 * defines and names, and the companion directories of a PATH. */
#include "convert.h"
#include "kbuild.h"
#include <stdlib.h>
#include <string.h>

static int word_char(unsigned char c) { return id_char(c) || c >= 0x80; }


static char *tree_text(const char *tree, const char *rel)
{
	char *p = path_join(tree, rel);
	char *t = read_text(p, NULL);
	free(p);
	return t ? t : xstrdup("");
}

/* the blockers of UIDGID_CONVERTED in the tree's init/Kconfig (sorted): the
 * kernel-build facts' reading of the entry (tools/kbuild/kb-kconfig.c), the
 * one the preparer uses too */
void uidgid_blockers(const char *tree, struct strlist *out)
{
	char *t = tree_text(tree, "init/Kconfig");
	kb_uidgid_blockers(t, out);
	sl_sort(out);
	sl_uniq(out);
	free(t);
}

/* the upper-case words (symbols) of the Kconfig text T, sorted */
static void kconfig_words(const char *t, struct strlist *named)
{
	for (const char *p = t; *p;) {
		if (!word_char((unsigned char)*p)) { p++; continue; }
		const char *q = p;
		int upper = 1;
		while (word_char((unsigned char)*q)) {
			unsigned char c = (unsigned char)*q++;
			if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) upper = 0;
		}
		if (upper) sl_push(named, xstrndup(p, (size_t)(q - p)));
		p = q;
	}
	sl_sort(named);
	sl_uniq(named);
}

/* DIR/Kconfig: the symbols it defines (in order: tools/kbuild's reading of
 * its entries) and the upper-case words it names */
static void kconfig_syms(const char *tree, const char *dir, struct strlist *defs, struct strlist *named)
{
	if (defs) kb_kconfig_defines(tree, dir, defs);
	if (!named) return;
	char *rel = path_join(dir, "Kconfig");
	char *t = tree_text(tree, rel);
	free(rel);
	kconfig_words(t, named);
	free(t);
}

char *kconfig_blocker(const char *tree, const char *dir, const struct strlist *blockers)
{
	struct strlist defs = {0};
	kconfig_syms(tree, dir, &defs, NULL);
	char *r = NULL;
	for (size_t i = 0; i < defs.n && !r; i++)
		if (sl_contains(blockers, defs.v[i])) r = xstrdup(defs.v[i]);
	sl_free(&defs);
	return r;
}

struct walk_ctx {
	const char *tree;
	const struct strlist *need;
	struct strlist *users;   /* users[k]: the directories whose Kconfig* names need[k] */
};

/* directory REL ("" the tree's top, "."): who names the needed symbols
 * (Kconfig, Kconfig.*) */
static void visit(void *data, const char *rel0, const struct strlist *names)
{
	struct walk_ctx *c = data;
	const char *rel = *rel0 ? rel0 : ".";
	for (size_t i = 0; i < names->n; i++) {
		const char *n = names->v[i];
		if (strncmp(n, "Kconfig", 7)) continue;
		char *r = path_join(rel, n), *p = path_join(c->tree, r);
		char *t = is_file(p) ? read_text(p, NULL) : NULL;
		if (t && !strcmp(r, "init/Kconfig")) {
			/* the blocker list itself names every blocker */
			struct strlist all = {0};
			kb_uidgid_blockers(t, &all);
			char *rest = kb_uidgid_drop(t, &all);
			free(t);
			t = rest;
			sl_free(&all);
		}
		struct strlist named = {0};
		if (t) kconfig_words(t, &named);
		for (size_t k = 0; k < c->need->n; k++)
			if (sl_contains(&named, c->need->v[k]) && !sl_contains(&c->users[k], rel))
				sl_pushs(&c->users[k], rel);
		sl_free(&named);
		free(t); free(p); free(r);
	}
}

/* D is DIR or below it */
static int below(const char *d, const char *dir) { return !strcmp(dir, ".") || path_inside(d, dir); }

/* A directory D is a companion of the PATH Q when Q's Kconfig names the
 * UIDGID_CONVERTED blocker D's Kconfig defines (as Kconfig reads the tree:
 * tools/kbuild's kb_kconfig_dir) (fs/9p: NET_9P, net/9p) and
 * that symbol serves Q alone: no Kconfig file outside Q and D names it (a
 * shared subsystem: FS_POSIX_ACL of fs/, QUOTA, KEYS...), and D is no parent
 * of Q.  What is left out is said (NOTES), with the reason. */
void companions(const char *tree, const struct strlist *paths, const struct strlist *blockers,
		struct strlist *comp, struct strlist *notes)
{
	struct strlist *want = xcalloc(paths->n ? paths->n : 1, sizeof *want), need = {0};
	for (size_t i = 0; i < paths->n; i++) {
		char *q = strip_slashes(paths->v[i]);
		struct strlist own = {0}, named = {0};
		kconfig_syms(tree, q, &own, &named);
		for (size_t k = 0; k < named.n; k++)
			if (sl_contains(blockers, named.v[k]) && !sl_contains(&own, named.v[k])) {
				sl_pushs(&want[i], named.v[k]);
				sl_pushs(&need, named.v[k]);
			}
		sl_free(&own); sl_free(&named); free(q);
	}
	sl_sort(&need);
	sl_uniq(&need);
	char **where = xcalloc(need.n ? need.n : 1, sizeof *where);
	struct strlist *users = xcalloc(need.n ? need.n : 1, sizeof *users), ix = {0};
	struct walk_ctx c = { tree, &need, users };
	if (need.n) {
		kb_kconfig_index(tree, NULL, "x86", 1, &ix);
		walk_dirs(tree, "", &c, visit);
	}
	for (size_t k = 0; k < need.n; k++) where[k] = kb_kconfig_dir(&ix, need.v[k]);
	sl_free(&ix);
	for (size_t i = 0; i < paths->n; i++) {
		char *q = strip_slashes(paths->v[i]);
		for (size_t k = 0; k < want[i].n; k++) {
			const char *d = NULL;
			size_t j;
			for (j = 0; j < need.n; j++)
				if (!strcmp(need.v[j], want[i].v[k])) { d = where[j]; break; }
			if (!d || owner(paths, d) || sl_contains(&comp[i], d)) continue;
			if (below(q, d)) {
				if (notes) sl_pushf(notes, "%s: %s (%s) is no companion: a parent of the PATH", q, d, need.v[j]);
				continue;
			}
			struct buf others = {0};
			size_t nothers = 0;
			for (size_t u = 0; u < users[j].n; u++) {
				const char *ud = users[j].v[u];
				if (below(ud, q) || below(ud, d)) continue;
				if (nothers++ < 3) buf_printf(&others, "%s%s", nothers > 1 ? ", " : "", ud);
			}
			if (nothers) {
				if (notes)
					sl_pushf(notes, "%s: %s (%s) is no companion: a shared subsystem, %zu other director%s "
						 "name%s %s (%s%s); --with %s adds it", q, d, need.v[j], nothers,
						 nothers > 1 ? "ies" : "y", nothers > 1 ? "" : "s", need.v[j], others.s,
						 nothers > 3 ? ", ..." : "", d);
				buf_free(&others);
				continue;
			}
			buf_free(&others);
			sl_pushs(&comp[i], d);
		}
		sl_free(&want[i]);
		free(q);
	}
	for (size_t j = 0; j < need.n; j++) { free(where[j]); sl_free(&users[j]); }
	free(where); free(want); free(users);
	sl_free(&need);
}
