/* scope.c — the filesystems of a run: each PATH with its companions, the
 * files the plan names in them, their Kconfig blockers. */
#include "convert.h"
#include <stdlib.h>
#include <string.h>

static void plan_files(const json_t *plan, struct strlist *out)
{
	static const char *const keys[] = { "retype", "sites" };
	for (int k = 0; k < 2; k++) {
		size_t i;
		json_t *e;
		json_array_foreach(json_object_get(plan, keys[k]), i, e)
			sl_pushs(out, json_string_value(json_object_get(e, "file")));
	}
	sl_sort(out);
	sl_uniq(out);
}

void fs_build(struct fs **fss, size_t *n, const struct plan *p, const char *tree,
	      const struct strlist *paths, const struct strlist *comp, const struct strlist *blockers)
{
	struct strlist files = {0}, all = {0};
	plan_files(p->filtered, &files);
	*n = paths->n;
	*fss = xcalloc(*n ? *n : 1, sizeof **fss);
	for (size_t i = 0; i < paths->n; i++) {
		struct fs *f = &(*fss)[i];
		f->path = strip_slashes(paths->v[i]);
		const char *b = strrchr(f->path, '/');
		f->label = xstrdup(b ? b + 1 : f->path);
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
	/* a filesystem's patch is its own: a file outside every PATH and
	 * companion the plan would change (a shared header, another filesystem)
	 * is listed (in the first step's limits), not converted */
	if (*n)
		for (size_t k = 0; k < files.n; k++) {
			if (owner(&all, files.v[k])) continue;
			size_t planned = 0;
			static const char *const keys[] = { "retype", "sites" };
			for (int j = 0; j < 2; j++) {
				size_t i;
				json_t *e;
				json_array_foreach(json_object_get(p->filtered, keys[j]), i, e)
					planned += !strcmp(json_string_value(json_object_get(e, "file")), files.v[k]);
			}
			sl_pushf(&(*fss)[0].outside, "%s: %zu planned change(s) not converted: outside the PATHs and "
				 "their companions (a shared header or another filesystem; convert it on its own, "
				 "or --with its directory)", files.v[k], planned);
		}
	sl_free(&files);
	sl_free(&all);
}
