/* module.c — convert --module DIR: an out-of-tree module built against the
 * kernel tree (--tree) as Kbuild builds it, `make -C TREE M=DIR` (the
 * preparer's --module compile commands).  The run's tree becomes the
 * module's git repository (the top of DIR or the first directory above it
 * with a .git; none: DIR itself), its one PATH DIR relative to it, so that
 * the plan, the series and its patches are relative to that repository;
 * the kernel tree gives the build and include/linux/uidgid.h. */
#include "convert.h"
#include "kbuild.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* the first of DIR and its parents that holds a .git (a directory, or a
 * worktree's file), or NULL: found by real paths, git is not asked (it
 * would read the repository's configuration) */
static char *repo_top(const char *dir)
{
	char *d = xstrdup(dir);
	for (;;) {
		char *g = path_join(d, ".git");
		int found = access(g, F_OK) == 0;
		free(g);
		if (found) return d;
		char *s = strrchr(d, '/');
		if (!s || s == d) break;
		*s = 0;
	}
	free(d);
	return NULL;
}

void module_setup(struct run *r)
{
	if (r->o.build) die("--module: the module's compile commands come from the kernel-build preparer "
			    "(make -C TREE M=DIR); --build cannot be used with it");
	if (r->o.sep[0]) die("--module DIR takes no PATH: the module directory is the one converted");
	if (!kb_kernel_tree(r->tree))
		die("--module: %s is not a kernel tree Kbuild can build a module against (--tree)", r->tree);
	char *m = is_dir(r->o.module) ? abs_path(r->o.module) : NULL;
	if (!m) die("--module: no such directory: %s", r->o.module);
	char *kb = path_join(m, "Kbuild"), *mk = path_join(m, "Makefile");
	if (!is_file(kb) && !is_file(mk)) die("--module: no Kbuild or Makefile in %s", m);
	free(kb); free(mk);
	if (path_inside(m, r->tree)) die("--module: %s is inside the kernel tree %s: name it as a PATH", m, r->tree);
	if (path_inside(r->tree, m)) die("--module: %s holds the kernel tree %s", m, r->tree);
	char *top = repo_top(m);
	if (!top) {
		say("%s is not in a git repository: the patches are relative to the module directory", m);
		free(top);
		top = xstrdup(m);
	}
	r->kernel = r->tree;
	r->module = m;
	r->tree = top;
	r->o.paths.n = 0;
	sl_pushs(&r->o.paths, strcmp(m, top) ? m + strlen(top) + 1 : ".");
	r->o.sep = " ";
	say("module %s, built against %s; patches relative to %s", m, r->kernel, top);
}

/* S (a compile command's word) naming DIR or a file below it, the whole
 * word or after an option's name ("-I", "-include", ...: letters after a
 * '-') or after a ',' or '=' ("-Wp,-MD,FILE", the last one): that name turned into TO's */
static char *swap_prefix(const char *s, const char *dir, const char *to)
{
	size_t n = strlen(dir), k = 0;
	if (s[0] == '-') {
		const char *c = strrchr(s, ','), *e = strrchr(s, '=');
		const char *sep = !c ? e : !e ? c : c > e ? c : e;
		for (k = 1; (s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z'); k++);
		if (strncmp(s + k, dir, n) && sep) k = (size_t)(sep - s) + 1;
	}
	if (strncmp(s + k, dir, n) || (s[k + n] && s[k + n] != '/')) return xstrdup(s);
	return xasprintf("%.*s%s%s", (int)k, s, to, s + k + n);
}

/* the build directory the audit after takes for FARM (the module's
 * repository with the converted files copied in): WORK/audit-build, links
 * to the build's entries but compile_commands.json, whose module entries
 * name the farm's files (the copied ones are no link to the module's, by
 * which the front end would find their command) */
char *module_audit_build(const struct run *r, const char *farm)
{
	char *ab = path_join(work_dir, "audit-build");
	if (mkdir_p(ab) < 0) die("cannot create %s", ab);
	struct strlist names = {0};
	dir_names(r->build, &names);
	for (size_t i = 0; i < names.n; i++) {
		if (!strcmp(names.v[i], "compile_commands.json")) continue;
		char *from = path_join(r->build, names.v[i]), *to = path_join(ab, names.v[i]);
		if (symlink(from, to) < 0) die("cannot link %s", to);
		free(from); free(to);
	}
	sl_free(&names);
	/* dir_names leaves out dot names: the kernel's .config is one */
	char *cf = path_join(r->build, ".config"), *ct = path_join(ab, ".config");
	if (is_file(cf) && symlink(cf, ct) < 0) die("cannot link %s", ct);
	free(cf); free(ct);
	char *db = path_join(r->build, "compile_commands.json");
	json_t *d = json_load_file(db, 0, NULL);
	if (!json_is_array(d)) die("no compile commands in %s", db);
	char *to = strcmp(r->module, r->tree) ? path_join(farm, r->module + strlen(r->tree) + 1) : xstrdup(farm);
	size_t i;
	json_t *e;
	json_array_foreach(d, i, e) {
		const char *k;
		json_t *v, *a;
		json_object_foreach(e, k, v) if (json_is_string(v)) {
			char *s = swap_prefix(json_string_value(v), r->module, to);
			json_object_set_new(e, k, json_string(s));
			free(s);
		}
		size_t j;
		json_array_foreach(json_object_get(e, "arguments"), j, a) if (json_is_string(a)) {
			char *s = swap_prefix(json_string_value(a), r->module, to);
			json_array_set_new(json_object_get(e, "arguments"), j, json_string(s));
			free(s);
		}
	}
	char *out = path_join(ab, "compile_commands.json");
	if (json_dump_file(d, out, JSON_INDENT(1)) < 0) die("cannot write %s", out);
	json_decref(d);
	free(out); free(to); free(db);
	return ab;
}

size_t module_kernel_files(const struct run *r, struct strlist *kept)
{
	json_t *p = json_load_file(r->plan, 0, NULL);
	size_t n0 = kept->n;
	for (size_t k = 0; k < 2; k++) {
		size_t i;
		json_t *e;
		json_array_foreach(json_object_get(p, plan_parts[k]), i, e) {
			const char *f = str_of(e, "file");
			if (!f || f[0] != '/' || sl_contains(kept, f)) continue;
			char *real = resolve_path(f);
			if (real && !path_inside(real, r->tree)) sl_pushs(kept, f);
			free(real);
		}
	}
	json_decref(p);
	for (size_t i = n0; i < kept->n; i++) {
		struct buf b = {0};
		buf_escape_ctrl(&b, kept->v[i]);
		say("kept raw (the kernel's, outside the module): %s; inferring again", b.s);
		buf_free(&b);
	}
	return kept->n - n0;
}

/* the kernel's headers kept raw are named in the cover letter relative to
 * the kernel tree (no machine path goes out): "the kernel's include/..." */
void module_outside_names(const struct run *r, struct fs *fs)
{
	size_t n = strlen(r->kernel);
	for (size_t i = 0; i < fs->outside.n; i++) {
		char *l = fs->outside.v[i];
		if (strncmp(l, r->kernel, n) || l[n] != '/') continue;
		fs->outside.v[i] = xasprintf("the kernel's %s", l + n + 1);
		free(l);
	}
}
