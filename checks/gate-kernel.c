/* gate-kernel.c: the gate on a kernel tree, up to the sparse run.
 *
 * 1. the build: tools/kbuild/prepare.sh --strict for the PATHs (cached);
 *    a blocker of UIDGID_CONVERTED that guards a whole directory and that
 *    the PATHs need (NET_9P for fs/9p) belongs to the same conversion: that
 *    directory is checked too;
 * 2. --overlay: files that change the configuration (Kconfig, Makefile,
 *    Kbuild) go to the preparer (their own cached build); the others are
 *    placed in the farm for this run only, under the build's lock, and the
 *    tree's links are put back on exit;
 * 3. the list of what Kbuild builds for the PATHs: its own `make -n` with
 *    the same CHECK= (every .c it would hand to sparse).
 * The sparse run and its verification: gate-kcheck.c. */
#include "gate.h"
#include "kbuild.h"
#include "kp-proc.h"
#include "kp-signal.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

/* the first value of KEY= in the preparer's output ("" when none) */
static char *kv(const char *text, const char *key)
{
	char *v = kb_prepared(text, key); /* tools/kbuild/kb-prepared.c */
	return v ? v : xstrdup("");
}

static void words(const char *s, struct strlist *out)
{
	char *copy = xstrdup(s ? s : ""), *save = NULL;
	for (char *w = strtok_r(copy, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save))
		sl_pushs(out, w);
	free(copy);
}

static int config_overlay(const char *overlay, struct strlist *files)
{
	int cfg = 0;
	overlay_files(overlay, files);
	for (size_t i = 0; i < files->n; i++) {
		const char *b = strrchr(files->v[i], '/');
		b = b ? b + 1 : files->v[i];
		cfg |= has_prefix(b, "Kconfig") || !strcmp(b, "Makefile") || !strcmp(b, "Kbuild");
	}
	return cfg;
}

static void prepare(struct gate *g, struct kbuild *k, const char *cfgovl)
{
	struct strlist av = { 0 };
	sl_push(&av, path_join(g->root, "tools/kbuild/prepare.sh"));
	sl_pushs(&av, "--tree");
	sl_pushs(&av, g->tree);
	sl_pushs(&av, "--strict");
	sl_pushs(&av, "-j");
	sl_pushf(&av, "%ld", g->jobs);
	for (size_t i = 0; i < g->paths.n; i++) {
		sl_pushs(&av, "--path");
		sl_pushs(&av, g->paths.v[i]);
	}
	struct strlist syms = { 0 };
	words(getenv("KIDPUSH_GATE_CONFIG"), &syms);
	for (size_t i = 0; i < syms.n; i++) {
		sl_pushs(&av, "--sym");
		sl_pushs(&av, syms.v[i]);
	}
	if (cfgovl) {
		sl_pushs(&av, "--overlay");
		sl_pushs(&av, cfgovl);
	}
	char *out = path_join(g->run, "prepare.out");
	int rc = run_to(av.v, NULL, NULL, out, 0, 0);
	if (rc == 130) {
		error("interrupted while preparing the kernel build (tools/kbuild/prepare.sh exit 130): nothing checked");
		exit(130);
	}
	if (rc != 0)
		die("the kernel build could not be prepared (tools/kbuild/prepare.sh exit %d)", rc < 0 ? 127 : rc);
	char *t = read_text(out, NULL);
	if (!t)
		die("cannot read %s", out);
	char **f[] = { &k->src, &k->obj, &k->shims, &k->lock, &k->strict, &k->dropped, &k->disabled,
		       &k->absent, &k->unmet, &k->bdirs, &k->base, &k->want };
	const char *keys[] = { "src", "build", "shims", "lock", "strict", "dropped", "disabled",
			       "absent", "unmet", "blocker_dirs", "base", "want" };
	for (size_t i = 0; i < sizeof(keys) / sizeof(*keys); i++)
		*f[i] = kv(t, keys[i]);
	if (!is_dir(k->src) || !is_dir(k->obj) || !*k->lock)
		die("the preparer gave no build directory");
	free(t);
	free(out);
	sl_free(&av);
	sl_free(&syms);
}

static char *gcc_version(void)
{
	char *av[] = { "gcc", "-dumpversion", NULL };
	struct buf out = { 0 };
	proc_run(av, NULL, &out, NULL);
	char *v = out.s ? xstrndup(out.s, strcspn(out.s, "\n")) : xstrdup("");
	buf_free(&out);
	return v;
}

/* what the preparer did, said; a dropped blocker's directory added */
static void report_build(struct gate *g, struct kbuild *k)
{
	if (*k->shims) {
		char *v = gcc_version();
		say("old tree under gcc %s: shims in the scratch copy only: %s", v, k->shims);
		free(v);
	}
	struct strlist bdirs = { 0 };
	words(k->bdirs, &bdirs);
	for (size_t i = 0; i < bdirs.n; i++) {
		char *d = xasprintf("%s/", bdirs.v[i]);
		int covered = 0;
		for (size_t j = 0; j < g->paths.n; j++) {
			char *p = xasprintf("%s/", g->paths.v[j]);
			covered |= has_prefix(d, p);
			free(p);
		}
		if (!covered) {
			sl_pushs(&g->paths, bdirs.v[i]);
			say("checking %s too: its blocker of UIDGID_CONVERTED is needed by the PATHs (dropped with theirs)",
			    bdirs.v[i]);
		}
		free(d);
	}
	sl_free(&bdirs);
	if (!strcmp(k->strict, "switch"))
		say("strict ID types: CONFIG_UIDGID_STRICT_TYPE_CHECKS=y; init/Kconfig (scratch copy) without "
		    "'depends on X = n' for: %s%s%s; disabled in .config: %s", *k->dropped ? k->dropped : "none",
		    *k->absent ? " and, not defined by this tree (never '= n' in Kconfig): " : "", k->absent,
		    *k->disabled ? k->disabled : "none");
	else if (!strcmp(k->strict, "always"))
		say("strict ID types: kuid_t is always a struct in this tree (nothing to switch)");
	else
		say("warning: this tree has no strict ID types (no struct kuid_t); only diagnostics naming ID types count");
	say("config: %s + what the PATHs need (%s%s%s)", k->base, *k->want ? k->want : "nothing",
	    *k->unmet ? "; could not enable: " : "", k->unmet);
}

static void take_lock(const char *lock)
{
	int fd = open(lock, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0)
		die("could not lock %s", lock);
	for (int waited = 0; flock(fd, LOCK_EX | LOCK_NB) != 0; waited++) {
		if (errno != EWOULDBLOCK || waited >= 7200)
			die("could not lock %s", lock);
		if (proc_interrupted) {
			error("interrupted while waiting for the lock %s: nothing checked", lock);
			exit(130);
		}
		sleep(1);
	}
}

/* --overlay files placed in the farm for this run: put back at exit */
static struct { const char *tree, *src; struct strlist files; } placed;

static void overlay_restore(void)
{
	for (size_t i = 0; i < placed.files.n; i++)
		if (kb_farm_restore(placed.tree, placed.src, placed.files.v[i]) < 0)
			error("cannot restore %s in the farm: %s", placed.files.v[i], strerror(errno));
}

static void place_overlay(struct gate *g, struct kbuild *k, struct strlist *files)
{
	placed.tree = g->tree;
	placed.src = k->src;
	atexit(overlay_restore);
	for (size_t i = 0; i < files->n; i++) {
		char *from = path_join(g->overlay, files->v[i]);
		sl_pushs(&placed.files, files->v[i]);
		kb_farm_place(g->tree, k->src, files->v[i], from);
		free(from);
	}
	say("overlay: %zu file(s) from %s (in the farm for this run only)", files->n, g->overlay);
}

/* the non-strict pass's autoconf.h, the recorded commands, the targets */
static void setup_build(struct gate *g, struct kbuild *k)
{
	g->twopass = !strcmp(k->strict, "switch") && !g->single;
	if (g->twopass) {
		k->nsdir = path_join(k->obj, ".kidpush-nonstrict");
		char *gen = path_join(k->nsdir, "generated"), *in = path_join(k->obj, "include/generated/autoconf.h");
		char *out = path_join(gen, "autoconf.h");
		char *t = read_text(in, NULL);
		struct buf b = { 0 };
		for (char *s = t, *e; s && *s; s = e) {
			e = strchr(s, '\n');
			e = e ? e + 1 : s + strlen(s);
			if (!mem_has(s, (size_t)(e - s), "CONFIG_UIDGID_STRICT_TYPE_CHECKS"))
				buf_add(&b, s, (size_t)(e - s));
		}
		if (!t || mkdir_p(gen) < 0 || write_file(out, b.s ? b.s : "", b.len) != 0)
			die("cannot write %s", out);
		free(t);
		free(gen);
		free(in);
		free(out);
		buf_free(&b);
	}
	k->cmds = path_join(k->obj, ".kidpush-cmds");
	if (mkdir_p(k->cmds) < 0)
		die("cannot create %s", k->cmds);
	for (size_t i = 0; i < g->paths.n; i++) {
		const char *p = g->paths.v[i];
		char *d = path_join(k->src, p);
		if (is_dir(d))
			sl_pushf(&k->targets, "%s/", p);
		else if (has_suffix(p, ".c"))
			sl_pushf(&k->targets, "%.*s.o", (int)(strlen(p) - 2), p);
		else
			die("PATH must be a directory or a .c file: %s", p);
		free(d);
	}
}

int gate_kernel(struct gate *g)
{
	struct kbuild k = { 0 };
	struct strlist ovfiles = { 0 };
	const char *cfgovl = g->overlay && config_overlay(g->overlay, &ovfiles) ? g->overlay : NULL;
	prepare(g, &k, cfgovl);
	report_build(g, &k);
	take_lock(k.lock);
	if (g->overlay && !cfgovl)
		place_overlay(g, &k, &ovfiles);
	else if (cfgovl)
		say("overlay: %s changes Kconfig/Makefiles: prepared as part of the build", g->overlay);
	setup_build(g, &k);
	k.t1 = time(NULL);
	return kernel_check(g, &k);
}
