/* overlay.c — the converted files of pass 1: an overlay (the tree's files the
 * patches touch, patched; for the gate's --overlay) and a symlink farm of the
 * tree with those files copied in (for the audit): links to what did not
 * change, real directories only on the way to a converted file. */
#include "convert.h"
#include "kbuild.h"
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

void patches_touch(const char *dir, const char *work, struct strlist *files, struct strlist *patches)
{
	struct strlist names = {0};
	dir_names(dir, &names);   /* sorted: the patches in series order */
	for (size_t i = 0; i < names.n; i++)
		if (names.v[i][0] == '0' && has_suffix(names.v[i], ".patch") && strcmp(names.v[i], "0000-cover-letter.patch"))
			sl_push(patches, path_join(dir, names.v[i]));
	sl_free(&names);
	for (size_t i = 0; i < patches->n; i++) {
		char *av[] = { "apply", "--numstat", "-z", patches->v[i], NULL };
		struct buf out = {0}, err = {0};
		int rc = stage_git(av, work, work, &out, &err);
		if (rc) {
			char *st = status_text(rc);
			die("git apply --numstat %s: %s%s%s", patches->v[i], st, err.s ? ": " : "", err.s ? err.s : "");
		}
		/* ADDED \t DELETED \t PATH \0 */
		for (size_t p = 0; out.s && p < out.len;) {
			const char *rec = out.s + p;
			size_t n = strlen(rec);
			const char *t = strchr(rec, '\t');
			t = t ? strchr(t + 1, '\t') : NULL;
			if (t && t[1]) sl_pushs(files, t + 1);
			p += n + 1;
		}
		buf_free(&out);
		buf_free(&err);
	}
	sl_sort(files);
	sl_uniq(files);
}

void overlay_build(const char *tree, const char *ov, const char *work, const struct strlist *files,
		   const struct strlist *patches)
{
	for (size_t i = 0; i < files->n; i++) {
		char *from = path_join(tree, files->v[i]), *to = path_join(ov, files->v[i]);
		if (copy_file(from, to) < 0) die("cannot copy %s to the overlay", files->v[i]);
		free(from);
		free(to);
	}
	for (size_t i = 0; i < patches->n; i++) {
		char *av[] = { "apply", patches->v[i], NULL };
		struct buf err = {0};
		int rc = stage_git(av, ov, work, NULL, &err);
		if (rc) {
			const char *b = strrchr(patches->v[i], '/');
			die("cannot apply %s to the overlay%s%s", b ? b + 1 : patches->v[i], err.s ? ": " : "",
			    err.s ? err.s : "");
		}
		buf_free(&err);
	}
}

/* The farm links what did not change (a whole untouched directory is one
 * link) and copies the converted files in: the shallow farm of
 * tools/kbuild/kb-farm.c, the tree's own state kept (the audit reads the
 * farm as the tree); it used to be `cp -as` of the whole tree: 40,000
 * links, up to 25 s of system time for the ten 3.8.13 filesystems. */
void farm_build(const char *tree, const char *farm, const char *ov, const struct strlist *files)
{
	for (size_t i = 0; i < files->n; i++)
		if (!path_plain_rel(files->v[i])) die("a converted file's name is not tree-relative: %s", files->v[i]);
	kb_farm_build(tree, farm, 0);
	for (size_t i = 0; i < files->n; i++) {
		char *from = path_join(ov, files->v[i]);
		kb_farm_place(tree, farm, files->v[i], from);
		free(from);
	}
}
