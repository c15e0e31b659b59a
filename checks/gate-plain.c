/* gate-plain.c: the gate on a tree without a kernel Makefile (e.g. the
 * bundled sample tree): sparse on every .c file under the PATHs,
 * -Iinclude -D__KERNEL__, strict (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS) and,
 * where the tree has that switch, a non-strict pass to compare.  File
 * names are never split or handed to a shell: sparse-wrap.sh gets each as
 * its last argument.  A file whose sparse run died (or exited outside
 * 0/1) is not checked; the canary (gate-canary.c) runs with the same
 * flags. */
#include "gate.h"
#include "kbuild.h"
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* some file under DIR (links followed, as grep -R) holds NEEDLE */
static int grep_r(const char *dir, const char *needle, int depth)
{
	DIR *d = depth < 32 ? opendir(dir) : NULL;
	if (!d)
		return 0;
	int found = 0;
	for (struct dirent *e; !found && (e = readdir(d));) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		char *p = path_join(dir, e->d_name);
		struct stat st;
		if (stat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
			found = grep_r(p, needle, depth + 1);
		} else if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) {
			size_t n;
			char *text = read_text(p, &n);
			found = text && mem_has(text, n, needle);
			free(text);
		}
		free(p);
	}
	closedir(d);
	return found;
}

static char *plain_farm(struct gate *g)
{
	char *src = path_join(g->run, "src");
	kb_farm_build(g->tree, src, KB_FARM_FOR_MAKE);
	if (g->overlay) {
		struct strlist files = { 0 };
		overlay_files(g->overlay, &files);
		for (size_t i = 0; i < files.n; i++) {
			char *from = path_join(g->overlay, files.v[i]);
			kb_farm_place(g->tree, src, files.v[i], from);
			free(from);
		}
		say("overlay: %zu file(s) from %s", files.n, g->overlay);
		sl_free(&files);
	}
	return src;
}

/* the names as lines (a name with a newline is two lines): sorted unique;
 * 1 when a name held a newline */
static int as_lines(const struct strlist *names, struct strlist *out)
{
	int nl = 0;
	for (size_t i = 0; i < names->n; i++) {
		const char *s = names->v[i];
		for (const char *e; (e = strchr(s, '\n')); s = e + 1, nl = 1)
			sl_push(out, xstrndup(s, (size_t)(e - s)));
		sl_pushs(out, s);
	}
	sl_sort(out);
	sl_uniq(out);
	return nl;
}

/* checked, failed and not-run files from what sparse-wrap.sh wrote */
static void plain_lists(struct gate *g, const struct strlist *files)
{
	struct strlist expected = { 0 }, failed = { 0 }, all = { 0 }, checked = { 0 }, why = { 0 };
	struct strlist missed = { 0 }, m2 = { 0 };
	if (as_lines(files, &expected)) {
		char *label = paths_label(&g->paths), *f = xasprintf("(a file under %s)", label);
		unchecked_add(g, f, "a file name with a newline: not checked");
		free(f);
		free(label);
	}
	char *fl = path_join(g->log, "failed.list"), *cl = path_join(g->log, "checked.list");
	list_read(fl, NULL, 1, &failed);
	list_read(cl, NULL, 0, &all);
	list_minus(&all, &failed, &checked);
	char *out = path_join(g->run, "checked");
	list_write(out, &checked);
	list_read_keyed(fl, NULL, &why);
	for (size_t i = 0; i < why.n; i++)
		buf_printf(&g->unchecked, "%s\n", why.v[i]);
	list_minus(&expected, &checked, &missed);
	list_minus(&missed, &failed, &m2);
	for (size_t i = 0; i < m2.n; i++)
		unchecked_add(g, m2.v[i], "sparse did not run on it");
	free(fl);
	free(cl);
	free(out);
	sl_free(&expected);
	sl_free(&failed);
	sl_free(&all);
	sl_free(&checked);
	sl_free(&why);
	sl_free(&missed);
	sl_free(&m2);
}

static const char *plain_mode(struct gate *g, int sw)
{
	g->twopass = sw && !g->single;
	if (g->twopass)
		return "sparse on the files (no kernel Makefile), strict (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS) vs non-strict";
	if (sw)
		return "sparse on the files (no kernel Makefile), strict, single pass";
	return "sparse on the files (no kernel Makefile), single pass";
}

int gate_plain(struct gate *g)
{
	char *src = plain_farm(g), *inc = path_join(src, "include"), *x86 = path_join(src, "arch/x86/include");
	int sw = grep_r(inc, "CONFIG_UIDGID_STRICT_TYPE_CHECKS", 0);
	struct strlist args = { 0 }, files = { 0 }, skipped = { 0 };
	sl_pushs(&args, g->wrap);
	sl_pushs(&args, "-D__KERNEL__");
	sl_pushs(&args, "-Wsparse-error");
	sl_pushs(&args, "-fmax-errors=unlimited");
	if (is_dir(inc))
		sl_pushs(&args, "-Iinclude");
	if (is_dir(x86))
		sl_pushs(&args, "-Iarch/x86/include");
	const char *strictarg = "-DCONFIG_UIDGID_STRICT_TYPE_CHECKS=1";
	if (sw)
		sl_pushs(&args, strictarg);
	const char *mode = plain_mode(g, sw);
	say("%s has no kernel Makefile: %s", g->tree, mode);
	/* every .c file under the PATHs; whatever could not be listed, and a
	 * link out of a PATH, is not checked, named */
	for (size_t i = 0; i < g->paths.n; i++)
		walk_c_files(src, g->tree, g->paths.v[i], &files, &skipped);
	for (size_t i = 0; i < skipped.n; i++)
		buf_printf(&g->unchecked, "%s\n", skipped.v[i]);
	sl_sort(&files);
	sl_uniq(&files);
	if (!files.n && !skipped.n) {
		char *label = paths_label(&g->paths);
		die("no .c files under: %s", label);
	}
	setenv("KIDPUSH_GATE_LOG", g->log, 1);
	if (g->twopass)
		setenv("KIDPUSH_GATE_NONSTRICT_DROP", strictarg, 1);
	if (wrap_each(g, src, NULL, &args, &files, 0))
		die("sparse-wrap.sh failed");
	plain_lists(g, &files);
	char *canary = canary_file(g);
	free(args.v[0]);
	memmove(args.v, args.v + 1, (args.n - 1) * sizeof(*args.v));
	args.v[--args.n] = NULL;
	sl_push(&args, canary);
	canary_run(g, src, &args);
	if (g->unchecked.len) {
		char *u = path_join(g->run, "unchecked");
		if (write_file(u, g->unchecked.s, g->unchecked.len) != 0)
			die("cannot write %s", u);
		free(u);
	}
	char *ns = path_join(g->log, "nonstrict");
	int rc = run_report(g, src, src, NULL, mode, g->twopass ? ns : NULL);
	say("done in %lds", (long)(time(NULL) - g->t0));
	sl_free(&args);
	sl_free(&files);
	sl_free(&skipped);
	return rc;
}
