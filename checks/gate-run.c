/* gate-run.c: the gate's children through the process core (kp-proc: the
 * preparer, make, sparse-wrap.sh), its lists as files (what the report
 * reads), and the report of a run. */
#include "gate.h"
#include "kp-hash.h"
#include "kp-proc.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int run_to(char *const argv[], const char *cwd, char *const *env, const char *out, int both, int append)
{
	int fd = open(out, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0666);
	if (fd < 0)
		die("cannot write %s: %s", out, strerror(errno));
	fflush(NULL);
	int s1 = dup(1), s2 = dup(2);
	dup2(fd, 1);
	if (both)
		dup2(fd, 2);
	close(fd);
	struct proc_opts o = { 0 };
	o.cwd = cwd;
	o.env = env;
	o.foreground = 1;
	signal(SIGPIPE, SIG_DFL);   /* inherited: the child's pipes work as in a shell */
	int rc = proc_run(argv, &o, NULL, NULL);
	signal(SIGPIPE, SIG_IGN);
	dup2(s1, 1);
	dup2(s2, 2);
	close(s1);
	close(s2);
	if (proc_interrupted)
		exit(130);
	return rc;
}

struct wrap_pool {
	const char *cwd;
	char *const *env;
	const struct strlist *prefix, *lasts;
	size_t next;
	int quiet, failed;
};

static int wrap_next(void *data, void **task)
{
	struct wrap_pool *w = data;
	if (w->next >= w->lasts->n)
		return 0;
	*task = w->lasts->v[w->next++];
	return 1;
}

static int wrap_task(void *data, void *task)
{
	struct wrap_pool *w = data;
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	signal(SIGPIPE, SIG_DFL);
	if (w->cwd && chdir(w->cwd) < 0)
		return 127;
	for (char *const *e = w->env; e && *e; e++)
		putenv(*e);
	int null = open("/dev/null", O_RDWR);
	if (null >= 0) {
		dup2(null, 0);
		if (w->quiet) {
			dup2(null, 1);
			dup2(null, 2);
		}
		close(null);
	}
	char **av = xcalloc(w->prefix->n + 2, sizeof(*av));
	for (size_t i = 0; i < w->prefix->n; i++)
		av[i] = w->prefix->v[i];
	av[w->prefix->n] = task;
	execv(av[0], av);
	error("cannot run %s: %s", av[0], strerror(errno));
	return 127;
}

static void wrap_done(void *data, void *task, int status)
{
	struct wrap_pool *w = data;
	(void)task;
	if (status != 0)
		w->failed++;
}

int wrap_each(const struct gate *g, const char *cwd, char *const *env, const struct strlist *prefix,
	      const struct strlist *lasts, int quiet)
{
	struct wrap_pool w = { cwd, env, prefix, lasts, 0, quiet, 0 };
	struct proc_pool p = { (int)g->jobs, &w, wrap_next, wrap_task, wrap_done };
	if (proc_pool_run(&p) < 0 || proc_interrupted)
		exit(130);
	return w.failed;
}

void list_read(const char *path, const char *prefix, int upto_tab, struct strlist *out)
{
	struct strlist l = { 0 };
	if (access(path, F_OK) == 0 && flist_load(path, &l) != 0)
		die("cannot read %s", path);
	size_t np = prefix ? strlen(prefix) : 0;
	for (size_t i = 0; i < l.n; i++) {
		const char *s = l.v[i];
		if (np && !strncmp(s, prefix, np) && s[np] == '/')
			s += np + 1;
		if (!strncmp(s, "./", 2))
			s += 2;
		const char *t = upto_tab ? strchr(s, '\t') : NULL;
		sl_push(out, t ? xstrndup(s, (size_t)(t - s)) : xstrdup(s));
	}
	sl_free(&l);
	sl_sort(out);
	sl_uniq(out);
}

void list_write(const char *path, const struct strlist *l)
{
	struct buf b = { 0 };
	for (size_t i = 0; i < l->n; i++)
		buf_printf(&b, "%s\n", l->v[i]);
	if (write_file(path, b.s ? b.s : "", b.len) != 0)
		die("cannot write %s: %s", path, strerror(errno));
	buf_free(&b);
}

static void list_merge(const struct strlist *a, const struct strlist *b, int keep_common, struct strlist *out)
{
	size_t j = 0;
	for (size_t i = 0; i < a->n; i++) {
		while (j < b->n && strcmp(b->v[j], a->v[i]) < 0)
			j++;
		int in_b = j < b->n && !strcmp(b->v[j], a->v[i]);
		if (in_b == keep_common)
			sl_pushs(out, a->v[i]);
	}
}

void list_minus(const struct strlist *a, const struct strlist *b, struct strlist *out)
{
	list_merge(a, b, 0, out);
}

void list_and(const struct strlist *a, const struct strlist *b, struct strlist *out)
{
	list_merge(a, b, 1, out);
}

void unchecked_add(struct gate *g, const char *file, const char *why)
{
	buf_printf(&g->unchecked, "%s\t%s\n", file, why);
}

char *paths_label(const struct strlist *paths)
{
	struct buf b = { 0 };
	for (size_t i = 0; i < paths->n; i++)
		buf_printf(&b, "%s%s", i ? " " : "", paths->v[i]);
	return b.s ? b.s : xstrdup("");
}

char *wrap_key(const char *name)
{
	char hex[65];
	kp_sha256_hex(name, strlen(name), hex);
	return xstrdup(hex);
}

/* the run's list NAME, when it was written */
static const char *run_list(const struct gate *g, const char *name)
{
	char *p = path_join(g->run, name);
	if (access(p, F_OK) == 0)
		return p;
	free(p);
	return NULL;
}

int run_report(struct gate *g, const char *cwd, const char *src, const char *root2, const char *mode,
	       const char *nsdir)
{
	struct report_args a = { 0 };
	sl_push(&a.st_dirs, path_join(g->log, "strict"));
	if (nsdir)
		sl_pushs(&a.ns_dirs, nsdir);
	sl_pushs(&a.roots, src);
	if (root2)
		sl_pushs(&a.roots, root2);
	for (size_t i = 0; i < g->paths.n; i++)
		sl_pushs(&a.paths, g->paths.v[i]);
	a.gcclog = path_join(g->log, "make.log");
	a.cwd = cwd;
	a.src = src;
	a.checked = run_list(g, "checked");
	a.unchecked = run_list(g, "unchecked");
	a.notbuilt = run_list(g, "notbuilt");
	a.json = g->ra.json;
	a.sarif = g->ra.sarif;
	a.base = g->ra.base;
	a.no_noise_list = g->ra.no_noise_list;
	char *label = paths_label(&g->paths);
	struct report_info ri = { g->tree, mode, label, 0, NULL, 0, NULL, NULL };
	int rc = gate_report(&a, &ri, stdout);
	free(label);
	return rc;
}

static size_t key_len(const char *s)
{
	const char *t = strchr(s, '\t');
	return t ? (size_t)(t - s) : strlen(s);
}

static int key_cmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	size_t nx = key_len(x), ny = key_len(y);
	int c = memcmp(x, y, nx < ny ? nx : ny);
	return c ? c : nx < ny ? -1 : nx > ny;
}

void list_read_keyed(const char *path, const char *prefix, struct strlist *out)
{
	struct strlist l = { 0 };
	if (access(path, F_OK) == 0 && flist_load(path, &l) != 0)
		die("cannot read %s", path);
	size_t np = prefix ? strlen(prefix) : 0;
	for (size_t i = 0; i < l.n; i++) {   /* insertion order kept among equal keys */
		const char *s = l.v[i];
		if (np && !strncmp(s, prefix, np) && s[np] == '/')
			s += np + 1;
		if (!strncmp(s, "./", 2))
			s += 2;
		size_t j = out->n;
		sl_pushs(out, s);
		while (j > 0 && key_cmp(&out->v[j - 1], &out->v[j]) > 0) {
			char *t = out->v[j - 1];
			out->v[j - 1] = out->v[j];
			out->v[j] = t;
			j--;
		}
		if (j > 0 && key_cmp(&out->v[j - 1], &out->v[j]) == 0) {
			free(out->v[j]);
			memmove(out->v + j, out->v + j + 1, (out->n - j - 1) * sizeof(*out->v));
			out->v[--out->n] = NULL;
		}
	}
	sl_free(&l);
}

int mem_has(const char *s, size_t n, const char *needle)
{
	size_t k = strlen(needle);
	for (size_t i = 0; k <= n && i <= n - k; i++)
		if (s[i] == needle[0] && !memcmp(s + i, needle, k))
			return 1;
	return 0;
}
