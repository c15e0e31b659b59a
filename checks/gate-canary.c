/* gate-canary.c: the canary of a gate run.
 *
 * A sparse that prints nothing (a broken build, a wrapper, flags that turn
 * the diagnostics off) would leave every file "checked" with no problem.
 * So once per run the gate hands its own small file with a known ID problem
 * (checks/canary/kidpush-canary.c: two kuid_t compared with ==) to
 * sparse-wrap.sh with the very sparse command line of the run, and runs the
 * report on what came out: the marked line must be reported as an ID
 * problem.  Else "(canary)<TAB>this sparse does not report ID problems with
 * these flags: WHY" goes to the run's not-checked list (the gate exits 2)
 * and to stderr. */
#include "gate.h"
#include <stdlib.h>
#include <string.h>

char *canary_file(struct gate *g)
{
	char *cy = path_join(g->run, "canary");
	char *dirs[] = { "src", "log/strict", "log/nonstrict" };
	for (int i = 0; i < 3; i++) {
		char *d = path_join(cy, dirs[i]);
		if (mkdir_p(d) < 0)
			die("cannot copy the canary into %s", cy);
		free(d);
	}
	char *from = path_join(g->self, "canary/kidpush-canary.c");
	char *to = path_join(cy, "src/kidpush-canary.c");
	if (copy_file(from, to) != 0)
		die("cannot copy the canary into %s", cy);
	free(from);
	free(cy);
	return to;
}

/* the first line of FILE, or of the first file of DIR's *.log that has one */
static char *first_line(const char *file)
{
	char *t = read_text(file, NULL);
	if (!t)
		return NULL;
	t[strcspn(t, "\n")] = '\0';
	return t;
}

static char *first_log_line(const char *dir)
{
	struct strlist names = { 0 };
	dir_names(dir, &names);
	char *line = NULL;
	for (size_t i = 0; i < names.n && !line; i++) {
		if (!has_suffix(names.v[i], ".log"))
			continue;
		char *p = path_join(dir, names.v[i]);
		char *t = read_text(p, NULL);
		if (t && *t) {
			t[strcspn(t, "\n")] = '\0';
			line = t;
		} else {
			free(t);
		}
		free(p);
	}
	sl_free(&names);
	return line;
}

static int canary_line(const char *src)
{
	char *t = read_text(src, NULL);
	int n = 0;
	if (t) {
		char *c = strstr(t, "CANARY:");
		n = 1;
		for (char *s = t; c && s < c; s++)
			n += *s == '\n';
		n = c ? n : 0;
	}
	free(t);
	return n;
}

/* the report on the canary's logs says its line is an ID problem */
static char *canary_report(struct gate *g, const char *cy, int line)
{
	struct report_args a = { 0 };
	char *src = path_join(cy, "src");
	sl_push(&a.st_dirs, path_join(cy, "log/strict"));
	if (g->twopass)
		sl_push(&a.ns_dirs, path_join(cy, "log/nonstrict"));
	sl_pushs(&a.roots, src);
	a.cwd = a.src = src;
	struct report_info ri = { "(unknown tree)", "sparse", "(paths)", 0, NULL, 0, NULL, NULL };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		die("out of memory");
	int rc = gate_report(&a, &ri, f);
	fclose(f);
	char *want = xasprintf("\n      %d:", line);
	int found = 0;
	for (char *s = text; s && (s = strstr(s, want)); s += strlen(want)) {
		const char *d = s + strlen(want);
		while (*d >= '0' && *d <= '9')
			d++;
		found |= d > s + strlen(want) && has_prefix(d, "  sparse: ");
	}
	char *why = NULL;
	if (rc != 1 || !found) {
		char *dir = path_join(cy, "log/strict"), *first = first_log_line(dir);
		why = xasprintf("no ID problem reported on line %d of its canary (%s%s)", line,
				first ? "sparse printed: " : "", first ? first : "sparse printed nothing");
		free(first);
		free(dir);
	}
	free(want);
	free(text);
	free(src);
	return why;
}

void canary_run(struct gate *g, const char *cwd, const struct strlist *args)
{
	char *cy = path_join(g->run, "canary"), *src = path_join(cy, "src/kidpush-canary.c");
	char *log = path_join(cy, "log"), *out = path_join(cy, "wrap.out");
	char *fl = path_join(log, "failed.list"), *cl = path_join(log, "checked.list");
	int line = canary_line(src);
	struct strlist av = { 0 }, env = { 0 };
	sl_pushs(&av, g->wrap);
	for (size_t i = 0; i < args->n; i++)
		sl_pushs(&av, args->v[i]);
	sl_push(&env, xasprintf("KIDPUSH_GATE_LOG=%s", log));
	sl_pushs(&env, "KIDPUSH_GATE_CMDS=");
	char *why = NULL, *first = NULL, *failed = NULL, *checked = NULL;
	if (run_to(av.v, cwd, env.v, out, 1, 0) != 0) {
		first = first_line(out);
		why = xasprintf("sparse-wrap.sh failed: %s", first ? first : "");
	} else if ((free(failed), failed = read_text(fl, NULL)) && *failed) {
		failed[strcspn(failed, "\n")] = '\0';
		char *tab = strchr(failed, '\t');
		why = xstrdup(tab ? tab + 1 : failed);
	} else if ((free(checked), checked = read_text(cl, NULL)) == NULL || !*checked) {
		why = xstrdup("sparse did not run on it");
	} else {
		why = canary_report(g, cy, line);
	}
	if (why) {
		say("this sparse does not report ID problems with these flags: %s (canary: "
		    "checks/canary/kidpush-canary.c)", why);
		buf_printf(&g->unchecked, "(canary)\tthis sparse does not report ID problems with these flags: %s\n",
			   why);
	}
	free(first);
	free(failed);
	free(checked);
	free(why);
	sl_free(&av);
	sl_free(&env);
	free(cy);
	free(src);
	free(log);
	free(out);
	free(fl);
	free(cl);
}
