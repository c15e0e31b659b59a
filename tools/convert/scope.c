/* scope.c — the filesystems of a run: each PATH with its companions, the
 * files the plan names in them, their Kconfig blockers. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

static void plan_files(const json_t *plan, struct strlist *out)
{
	int k;
	size_t i;
	json_t *e;
	plan_foreach(plan, NULL, k, i, e) sl_pushs(out, str_of(e, "file"));
	sl_sort(out);
	sl_uniq(out);
}

/* what the cover letter says of a file the plan keeps raw (main.c: infer --keep) */
static const char *const kept_why = "kept raw (outside the PATHs, shared): the PATHs meet its ids through "
				    "&init_user_ns (its raw ids are the kernel's own, the identity mapping); "
				    "convert it on its own to carry kuid_t/kgid_t further";

void fs_build(struct fs **fss, size_t *n, const struct plan *p, const char *tree,
	      const struct strlist *paths, const struct strlist *comp, const struct strlist *blockers,
	      const struct strlist *kept, struct strlist *listed)
{
	struct strlist files = {0}, all = {0};
	plan_files(p->filtered, &files);
	*n = paths->n;
	*fss = xcalloc(*n ? *n : 1, sizeof **fss);
	for (size_t i = 0; i < paths->n; i++) {
		struct fs *f = &(*fss)[i];
		f->path = strip_slashes(paths->v[i]);
		/* "." (a module at the top of its repository): the tree's name */
		const char *l = strcmp(f->path, ".") ? f->path : tree, *b = strrchr(l, '/');
		f->label = xstrdup(b && b[1] ? b + 1 : l);
		sl_pushs(&f->group, f->path);
		sl_pushs(&all, f->path);
		for (size_t k = 0; k < comp[i].n; k++) sl_pushs(&f->group, comp[i].v[k]);
		for (size_t k = 0; k < files.n; k++)
			if (owner(&f->group, files.v[k])) sl_pushs(&f->files, files.v[k]);
		for (size_t k = 0; k < f->group.n; k++) {
			char *bl = kconfig_blocker(tree, f->group.v[k], blockers);
			if (bl) sl_push(&f->blockers, bl);
		}
	}
	for (size_t i = 0; i < paths->n; i++)
		for (size_t k = 0; k < comp[i].n; k++) sl_pushs(&all, comp[i].v[k]);
	/* a filesystem's patch is its own: a header outside every PATH and
	 * companion goes with the one filesystem whose files alone include it
	 * (directly or through such headers); any other file the plan would
	 * change (a shared header, another filesystem) is listed, in the first
	 * step's limits, not converted */
	struct strlist out = {0};
	for (size_t k = 0; *n && k < files.n; k++)
		if (!owner(&all, files.v[k])) sl_pushs(&out, files.v[k]);
	struct strlist *users = xcalloc(out.n ? out.n : 1, sizeof *users);
	int *home = xcalloc(out.n ? out.n : 1, sizeof *home);
	if (out.n) includers(tree, &out, users);
	for (size_t k = 0; k < out.n; k++) home[k] = has_suffix(out.v[k], ".h") ? -2 : -1;
	/* -2: not known yet, -1: none (listed), else the filesystem's index */
	for (int round = 0, changed = 1; changed && round < 8; round++) {
		changed = 0;
		for (size_t k = 0; k < out.n; k++) {
			if (home[k] != -2) continue;
			int h = -2, pending = 0;
			for (size_t u = 0; u < users[k].n && h != -1; u++) {
				int o = -1;
				size_t j;
				for (j = 0; j < out.n && strcmp(out.v[j], users[k].v[u]); j++);
				if (j < out.n) { if (home[j] == -2) { pending = 1; continue; } o = home[j]; }
				else for (size_t i = 0; i < *n && o < 0; i++)
					if (owner(&(*fss)[i].group, users[k].v[u])) o = (int)i;
				h = o < 0 || (h >= 0 && h != o) ? -1 : o;
			}
			if (pending && h != -1) continue;
			home[k] = h == -2 ? -1 : h;
			changed = 1;
		}
	}
	for (size_t k = 0; k < out.n; k++) {
		if (home[k] >= 0) {
			sl_pushs(&(*fss)[home[k]].files, out.v[k]);
			continue;
		}
		if (listed) sl_pushs(listed, out.v[k]);
		size_t planned = 0, i;
		int j;
		json_t *e;
		plan_foreach(p->filtered, NULL, j, i, e) planned += !strcmp(str_of(e, "file"), out.v[k]);
		struct buf who = {0};
		for (size_t u = 0; u < users[k].n && u < 3; u++)
			buf_printf(&who, "%s%s", u ? ", " : "", users[k].v[u]);
		if (users[k].n > 3) buf_printf(&who, ", ... (%zu files)", users[k].n);
		const char *why = !has_suffix(out.v[k], ".h") ? "outside the PATHs and their companions (another "
								   "filesystem or subsystem)"
				  : users[k].n ? "a header outside the PATHs that more than one filesystem or other "
						 "code includes: "
					       : "a header outside the PATHs that no file of the tree includes";
		sl_pushf(&(*fss)[0].outside, "%s: %zu planned change(s) not converted: %s%s (convert it on its own, "
			 "or --with its directory)", out.v[k], planned, why,
			 users[k].n && has_suffix(out.v[k], ".h") ? who.s : "");
		if (kept && sl_contains(kept, out.v[k]))
			sl_pushf(&(*fss)[0].outside, "%s: %s", out.v[k], kept_why);
		buf_free(&who);
	}
	for (size_t k = 0; *n && kept && k < kept->n; k++)
		if (!sl_contains(&out, kept->v[k]))
			sl_pushf(&(*fss)[0].outside, "%s: %s", kept->v[k], kept_why);
	for (size_t k = 0; k < out.n; k++) sl_free(&users[k]);
	free(users); free(home);
	sl_free(&out);
	sl_free(&files);
	sl_free(&all);
}
