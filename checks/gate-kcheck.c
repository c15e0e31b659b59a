/* gate-kcheck.c: the gate on a kernel tree, from Kbuild's list on (the
 * build: gate-kernel.c).
 *
 * What Kbuild builds for the PATHs is its own `make -n C=2 CHECK=` list;
 * make -k C=2 CHECK=sparse-wrap.sh PATH/ (or --fast: the recorded sparse
 * commands) runs sparse; then every listed file must have been checked: a
 * PATH that builds nothing and every file not checked (sparse never ran on
 * it, or died, or exited outside 0/1, or it is a link out of its PATH) go
 * to the report as "not checked" (exit 2); so does a canary that Kbuild's
 * sparse command line does not report. */
#include "gate.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char **make_argv(const struct kbuild *k, const char *first, struct strlist *av)
{
	sl_pushs(av, "make");
	sl_pushs(av, "-C");
	sl_pushs(av, k->src);
	sl_pushf(av, "O=%s", k->obj);
	sl_pushs(av, first);
	return av->v;
}

/* the file of a checker command line: the last blank-delimited word ending
 * in ".c" after the wrapper (the sed of gate-kernel.sh: '.*sparse-wrap\.sh
 * .* \([^ ;]*\.c\)\([ ;].*\)\{0,1\}$') */
static char *checked_word(const char *line)
{
	const char *w = strstr(line, "sparse-wrap.sh ");
	if (!w)
		return NULL;
	const char *from = w + strlen("sparse-wrap.sh "), *best = NULL;
	size_t bestn = 0;
	for (const char *s = from; *s; s++) {
		if (*s != ' ')
			continue;
		size_t n = strcspn(s + 1, " ;");
		if (n >= 2 && !strncmp(s + 1 + n - 2, ".c", 2)) {
			best = s + 1;
			bestn = n;
		}
	}
	return best ? xstrndup(best, bestn) : NULL;
}

/* Kbuild's dry run: its lines into K->make_n, the files it checks, the
 * files of the PATHs among them into K->expected */
static void kbuild_list(struct gate *g, struct kbuild *k)
{
	struct strlist av = { 0 }, built = { 0 };
	make_argv(k, "-n", &av);
	sl_pushs(&av, "-k");
	sl_pushs(&av, "C=2");
	sl_pushf(&av, "CHECK=%s", g->wrap);
	for (size_t i = 0; i < k->targets.n; i++)
		sl_pushs(&av, k->targets.v[i]);
	char *log = path_join(g->run, "make-n.log");
	run_to(av.v, NULL, NULL, log, 1, 0);
	flist_load(log, &k->make_n);
	size_t ns = strlen(k->src);
	for (size_t i = 0; i < k->make_n.n; i++) {
		char *f = checked_word(k->make_n.v[i]);
		if (!f)
			continue;
		const char *r = !strncmp(f, k->src, ns) && f[ns] == '/' ? f + ns + 1 : f;
		sl_pushs(&built, has_prefix(r, "./") ? r + 2 : r);
		free(f);
	}
	sl_sort(&built);
	sl_uniq(&built);
	for (size_t j = 0; j < g->paths.n; j++) {
		char *d = path_join(k->src, g->paths.v[j]), *pre = xasprintf("%s/", g->paths.v[j]);
		for (size_t i = 0; i < built.n; i++)
			if (is_dir(d) ? has_prefix(built.v[i], pre) : !strcmp(built.v[i], g->paths.v[j]))
				sl_pushs(&k->expected, built.v[i]);
		free(d);
		free(pre);
	}
	sl_sort(&k->expected);
	sl_uniq(&k->expected);
	free(log);
	sl_free(&av);
	sl_free(&built);
}

/* the recorded sparse command of FILE (tree-relative) */
static char *args_file(const struct kbuild *k, const char *file)
{
	char *name = path_join(k->src, file), *key = wrap_key(name);
	char *a = xasprintf("%s/%s.args", k->cmds, key);
	free(name);
	free(key);
	return a;
}

/* --fast: the recorded commands of every expected file, or 0 */
static int replay_list(struct gate *g, struct kbuild *k, struct strlist *out)
{
	int replay = k->expected.n > 0;
	for (size_t i = 0; i < k->expected.n; i++) {
		char *a = args_file(k, k->expected.v[i]);
		if (access(a, F_OK) == 0)
			sl_push(out, a);
		else {
			replay = 0;
			free(a);
		}
	}
	if (!replay) {
		char *label = paths_label(&g->paths);
		say("--fast: no recorded sparse commands for all of %s yet; running make", label);
		free(label);
	}
	return replay;
}

static void wrap_env(const struct gate *g, const struct kbuild *k, int cmds, struct strlist *env)
{
	sl_push(env, xasprintf("KIDPUSH_GATE_LOG=%s", g->log));
	sl_push(env, xasprintf("KIDPUSH_GATE_NONSTRICT=%s", k->nsdir ? k->nsdir : ""));
	if (cmds)
		sl_push(env, xasprintf("KIDPUSH_GATE_CMDS=%s", k->cmds));
}

/* make -k C=2 CHECK=sparse-wrap.sh on the targets (or the replay): make's status */
static int run_sparse(struct gate *g, struct kbuild *k, int replay, const struct strlist *list)
{
	struct strlist env = { 0 }, av = { 0 };
	int rc;
	if (replay) {
		wrap_env(g, k, 0, &env);
		sl_pushs(&av, g->wrap);
		sl_pushs(&av, "--replay");
		rc = wrap_each(g, k->obj, env.v, &av, list, 1) ? 123 : 0;
		write_file(k->makelog, "", 0);   /* no gcc diagnostics in this mode */
	} else {
		for (size_t i = 0; i < g->paths.n; i++) {   /* recompile: the same gcc diagnostics every run */
			const char *p = g->paths.v[i];
			char *d = path_join(k->src, p), *o = path_join(k->obj, p);
			if (is_dir(d))
				rm_rf(o);
			else
				o[strlen(o) - 1] = 'o', unlink(o);
			free(d);
			free(o);
		}
		wrap_env(g, k, 1, &env);
		make_argv(k, "-k", &av);
		sl_pushf(&av, "-j%ld", g->jobs);
		/* each object's compiler output in one piece (GNU make 4): with
		 * -j, two compilers' lines never interleave in make.log, where
		 * gcc's "In function" lines name what follows them */
		sl_pushs(&av, "--output-sync=target");
		sl_pushs(&av, "C=2");
		sl_pushf(&av, "CHECK=%s", g->wrap);
		sl_pushs(&av, "CF=-Wsparse-error -fmax-errors=unlimited");
		for (size_t i = 0; i < k->targets.n; i++)
			sl_pushs(&av, k->targets.v[i]);
		rc = run_to(av.v, NULL, env.v, k->makelog, 1, 0);
	}
	sl_free(&env);
	sl_free(&av);
	return rc;
}

/* Kbuild 4.x+ runs sparse after gcc: where gcc failed (often on the very ID
 * type errors strict types cause) sparse did not run.  Kbuild's own checker
 * command for those files (from the make -n list: the text from the
 * wrapper up to the file, as make hands it to the shell) is run afterwards. */
static void rerun_missed(struct gate *g, struct kbuild *k)
{
	struct strlist checked = { 0 }, failed = { 0 }, m1 = { 0 }, missed = { 0 }, env = { 0 };
	char *cl = path_join(g->log, "checked.list"), *fl = path_join(g->log, "failed.list");
	list_read(cl, k->src, 0, &checked);
	list_read(fl, k->src, 1, &failed);
	list_minus(&k->expected, &checked, &m1);
	list_minus(&m1, &failed, &missed);
	wrap_env(g, k, 1, &env);
	char *w = xasprintf("%s ", g->wrap);
	for (size_t i = 0; i < missed.n; i++) {
		char *f = xasprintf(" %s/%s", k->src, missed.v[i]), *c = NULL;
		for (size_t j = 0; j < k->make_n.n && !c; j++) {
			const char *r = strstr(k->make_n.v[j], w), *e = r ? strstr(r, f) : NULL;
			if (e)
				c = xstrndup(r, (size_t)(e - r) + strlen(f));
		}
		if (c) {
			char *av[] = { "sh", "-c", c, NULL };
			run_to(av, k->obj, env.v, k->makelog, 1, 1);
			say("%s: gcc failed before sparse; ran Kbuild's sparse command for it", missed.v[i]);
		}
		free(c);
		free(f);
	}
	free(w);
	free(cl);
	free(fl);
	sl_free(&checked);
	sl_free(&failed);
	sl_free(&m1);
	sl_free(&missed);
	sl_free(&env);
}

/* an expected file that is a link out of its PATH (or the tree) */
static const char *out_of_path(const struct gate *g, const struct kbuild *k, const char *f)
{
	for (size_t i = 0; i < g->paths.n; i++) {
		const char *p = g->paths.v[i];
		if (strcmp(f, p) && !(has_prefix(f, p) && f[strlen(p)] == '/'))
			continue;
		char *s = path_join(k->src, p), *t = path_join(g->tree, p), *x = path_join(k->src, f);
		char *rs = realpath(s, NULL), *rt = realpath(t, NULL), *rx = realpath(x, NULL);
		char *rtree = realpath(g->tree, NULL);
		const char *why = NULL;
		if (rt && rtree && !path_inside(rt, rtree))
			why = "not checked: symlink out of the tree";
		else if (rx && !(rs && path_inside(rx, rs)) && !(rt && path_inside(rx, rt)))
			why = "not checked: symlink out of PATH";
		free(s), free(t), free(x), free(rs), free(rt), free(rx), free(rtree);
		return why;
	}
	return NULL;
}

static void verify_paths(struct gate *g, struct kbuild *k)
{
	for (size_t i = 0; i < g->paths.n; i++) {
		const char *p = g->paths.v[i];
		char *d = path_join(k->src, p), *pre = xasprintf("%s/", p);
		int any = 0;
		for (size_t j = 0; j < k->expected.n; j++)
			any |= is_dir(d) ? has_prefix(k->expected.v[j], pre) : !strcmp(k->expected.v[j], p);
		if (!any && is_dir(d))
			buf_printf(&g->unchecked, "%s\tKbuild builds nothing here in this configuration%s%s%s\n", p,
				   *k->unmet ? " (could not enable: " : "", k->unmet, *k->unmet ? ")" : "");
		else if (!any)
			unchecked_add(g, p, "Kbuild does not build this file in this configuration");
		free(d);
		free(pre);
	}
}

/* Every file Kbuild builds for the PATHs must have been checked; a file
 * whose sparse run died or exited outside sparse's statuses was not
 * (sparse-wrap.sh lists it in failed.list with the reason). */
static void verify(struct gate *g, struct kbuild *k)
{
	struct strlist why = { 0 }, keys = { 0 }, failed = { 0 }, all = { 0 }, c1 = { 0 }, c2 = { 0 };
	struct strlist checked = { 0 }, m1 = { 0 }, m2 = { 0 };
	char *fl = path_join(g->log, "failed.list"), *cl = path_join(g->log, "checked.list");
	list_read_keyed(fl, k->src, &why);
	for (size_t i = 0; i < why.n; i++)
		sl_push(&keys, xstrndup(why.v[i], strcspn(why.v[i], "\t")));
	list_and(&k->expected, &keys, &failed);
	list_read(cl, k->src, 0, &all);
	list_and(&k->expected, &all, &c1);
	list_minus(&c1, &failed, &c2);
	for (size_t i = 0; i < c2.n; i++)
		if (!out_of_path(g, k, c2.v[i]))
			sl_pushs(&checked, c2.v[i]);
	char *out = path_join(g->run, "checked");
	list_write(out, &checked);
	verify_paths(g, k);
	for (size_t i = 0; i < why.n; i++)
		if (sl_contains(&failed, keys.v[i]))
			buf_printf(&g->unchecked, "%s\n", why.v[i]);
	list_minus(&k->expected, &c2, &m1);
	list_minus(&m1, &failed, &m2);
	for (size_t i = 0; i < m2.n; i++)
		unchecked_add(g, m2.v[i], "Kbuild builds it but sparse did not check it (see the make log)");
	for (size_t i = 0; i < c2.n; i++)
		if (out_of_path(g, k, c2.v[i]))
			unchecked_add(g, c2.v[i], out_of_path(g, k, c2.v[i]));
	k->nchecked = checked.n;
	free(fl), free(cl), free(out);
	sl_free(&why), sl_free(&keys), sl_free(&failed), sl_free(&all), sl_free(&c1), sl_free(&c2);
	sl_free(&checked), sl_free(&m1), sl_free(&m2);
}

/* the canary: Kbuild's own sparse command line of a file of this run
 * (recorded by sparse-wrap.sh), with the canary in place of the file */
static void kernel_canary(struct gate *g, struct kbuild *k)
{
	char *rec = NULL;
	for (size_t i = 0; i < k->expected.n && !rec; i++) {
		char *a = args_file(k, k->expected.v[i]);
		size_t n = 0;
		char *t = read_text(a, &n);
		if (t && n)
			rec = a;
		else
			free(a);
		free(t);
	}
	if (!rec) {
		if (k->expected.n)
			buf_puts(&g->unchecked, "(canary)\tthis sparse does not report ID problems with these flags: "
				 "not known (no sparse command line of this run was recorded)\n");
		return;
	}
	char *canary = canary_file(g);
	size_t n = 0;
	char *t = read_text(rec, &n);
	size_t keep = 0;   /* every argument but the last (the file) */
	for (size_t i = 0; t && i + 1 < n; i++)
		if (!t[i])
			keep = i + 1;
	struct buf b = { 0 };
	buf_add(&b, t ? t : "", keep);
	buf_add(&b, canary, strlen(canary) + 1);
	char *args = path_join(g->run, "canary/args");
	if (write_file(args, b.s, b.len) != 0)
		die("cannot write %s", args);
	struct strlist av = { 0 };
	sl_pushs(&av, "--replay");
	sl_pushs(&av, args);
	canary_run(g, k->obj, &av);
	sl_free(&av);
	buf_free(&b);
	free(t);
	free(args);
	free(canary);
	free(rec);
}

/* .c files under the PATHs that this configuration does not build (listed) */
static void not_built(struct gate *g, struct kbuild *k)
{
	struct strlist all = { 0 }, skipped = { 0 }, nb = { 0 };
	for (size_t i = 0; i < g->paths.n; i++) {
		char *d = path_join(k->src, g->paths.v[i]);
		if (is_dir(d))
			walk_c_files(k->src, g->tree, g->paths.v[i], &all, &skipped);
		free(d);
	}
	sl_sort(&all);
	sl_uniq(&all);
	list_minus(&all, &k->expected, &nb);
	char *out = path_join(g->run, "notbuilt");
	if (nb.n)
		list_write(out, &nb);
	free(out);
	sl_free(&all);
	sl_free(&skipped);
	sl_free(&nb);
}

static char *kernel_mode(const struct gate *g, const struct kbuild *k, int replay)
{
	struct buf m = { 0 };
	if (!strcmp(k->strict, "switch"))
		buf_puts(&m, "kernel tree, CONFIG_UIDGID_STRICT_TYPE_CHECKS forced on");
	else if (!strcmp(k->strict, "always"))
		buf_puts(&m, "kernel tree, kuid_t always strict");
	else
		buf_puts(&m, "kernel tree without strict ID types");
	buf_printf(&m, "; config %s + PATH needs", k->base);
	if (*k->dropped)
		buf_printf(&m, "; blockers dropped: %s", k->dropped);
	if (*k->shims)
		buf_printf(&m, "; shims: %s", k->shims);
	if (replay)
		buf_puts(&m, "; --fast: recorded sparse commands replayed, no gcc");
	if (g->twopass)
		buf_puts(&m, "; ID problem = added by strict types (vs a non-strict sparse pass) or names an ID type");
	else
		buf_puts(&m, "; ID problem = names an ID type or a removed member");
	return m.s;
}

int kernel_check(struct gate *g, struct kbuild *k)
{
	struct strlist list = { 0 };
	k->makelog = path_join(g->log, "make.log");
	kbuild_list(g, k);
	int replay = g->fast && replay_list(g, k, &list);
	int rc = run_sparse(g, k, replay, &list);
	if (!replay)
		rerun_missed(g, k);
	time_t t2 = time(NULL);
	char *cfg = path_join(k->obj, ".config"), *c = read_text(cfg, NULL);
	if (!strcmp(k->strict, "switch") && !(c && (has_prefix(c, "CONFIG_UIDGID_STRICT_TYPE_CHECKS=y") ||
						  strstr(c, "\nCONFIG_UIDGID_STRICT_TYPE_CHECKS=y"))))
		die("CONFIG_UIDGID_STRICT_TYPE_CHECKS is no longer set after make (see %s/.config)", k->obj);
	free(c);
	free(cfg);
	verify(g, k);
	kernel_canary(g, k);
	if (g->unchecked.len) {
		char *u = path_join(g->run, "unchecked");
		if (write_file(u, g->unchecked.s, g->unchecked.len) != 0)
			die("cannot write %s", u);
		free(u);
	}
	not_built(g, k);
	char *label = paths_label(&g->paths);
	say("sparse checked %zu of the %zu file(s) Kbuild builds for %s; prepare %lds, check %lds (make exit %d; "
	    "log: %s)", k->nchecked, k->expected.n, label, (long)(k->t1 - g->t0), (long)(t2 - k->t1), rc,
	    k->makelog);
	char *mode = kernel_mode(g, k, replay);
	char *ns = g->twopass ? path_join(g->log, "nonstrict") : NULL;
	rc = run_report(g, k->obj, k->src, g->tree, mode, ns);
	free(label);
	free(mode);
	free(ns);
	sl_free(&list);
	return rc;
}
