/* kb-compdb.c — Kbuild's own compile commands, from its dry run: each command
 * of `make -n V=1 DIR/x.o ...` that compiles a .c file (-c, -o, the source
 * last) becomes one compile_commands.json entry.  Paths into the symlink farm
 * the build was made from are given as the tree's own (the farm links to
 * them; files only the farm has, its shims, stay the farm's).  An object that
 * is up to date is not compiled in a dry run: its command is the first line of
 * Kbuild's .cmd file for it (`cmd_DIR/x.o := COMMAND`). */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-file.h"
#include "kp-json.h"
#include "kp-shell.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* W with the farm prefix SRC replaced by TREE when the tree has the file */
static char *from_tree(const char *w, const char *src, const char *tree)
{
	size_t n = strlen(src);
	struct stat st;
	if (!src[0] || strncmp(w, src, n) || (w[n] && w[n] != '/'))
		return xstrdup(w);
	char *t = xasprintf("%s%s", tree, w + n);
	if (lstat(t, &st) == 0)
		return t;
	free(t);
	return xstrdup(w);
}

/* a compile of a C file: words[0] a program (no echo), -c, -o, a .c source last */
static int compiles_c(const struct strlist *w)
{
	if (w->n < 4 || !strcmp(w->v[0], "echo") || w->v[0][0] == '-')
		return 0;
	const char *last = w->v[w->n - 1];
	if (last[0] == '-' || !has_suffix(last, ".c"))
		return 0;
	int c = 0, o = 0;
	for (size_t i = 1; i + 1 < w->n; i++) {
		c |= !strcmp(w->v[i], "-c");
		o |= !strcmp(w->v[i], "-o");
	}
	return c && o;
}

/* one entry, unless DONE already has its file */
static void entry(FILE *out, const struct strlist *w, const struct compdb_paths *p, struct strlist *done)
{
	char *file = from_tree(w->v[w->n - 1], p->src, p->tree);
	struct stat st;
	char *abs = file[0] == '/' ? xstrdup(file) : xasprintf("%s/%s", p->build, file);
	int there = stat(abs, &st) == 0 && S_ISREG(st.st_mode);
	free(abs);
	if (!there || sl_contains(done, file)) { /* a source that is no file: not a compile of one */
		free(file);
		return;
	}
	sl_pushs(done, file);
	json_field(out, "{", "directory", p->build);
	json_field(out, ", ", "file", file);
	fputs(", \"arguments\": [", out);
	for (size_t i = 0; i < w->n; i++) {
		char *a = i + 1 == w->n ? xstrdup(file) : from_tree(w->v[i], p->src, p->tree);
		if (has_prefix(a, "-I") && a[2]) {
			char *t = from_tree(a + 2, p->src, p->tree);
			free(a);
			a = xasprintf("-I%s", t);
			free(t);
		}
		fputs(i ? ", " : "", out);
		json_str(out, a);
		free(a);
	}
	fputs("]}\n", out);
	free(file);
}

size_t compdb_from_dry_run(const char *text, const struct compdb_paths *p, struct strlist *done, FILE *out)
{
	size_t n = done->n;
	for (const char *s = text; s && *s;) {
		struct strlist w = { 0 };
		const char *next = NULL;
		if (shell_words(s, 1, &w, &next) == 0 && compiles_c(&w)) {
			entry(out, &w, p, done);
		}
		sl_free(&w);
		if (next) {
			s = next;
		} else {
			/* an unterminated quote: go on at the next line */
			s = strchr(s, '\n');
			s = s ? s + 1 : NULL;
		}
	}
	return done->n - n;
}

size_t compdb_from_cmd_file(const char *path, const struct compdb_paths *p, struct strlist *done, FILE *out)
{
	size_t n = done->n;
	char *t = read_text(path, NULL);
	char *eq = t && has_prefix(t, "cmd_") ? strstr(t, " := ") : NULL;
	if (eq) {
		eq[strcspn(eq, "\n")] = 0;
		struct strlist w = { 0 };
		if (shell_words(eq + 4, 1, &w, NULL) == 0 && compiles_c(&w))
			entry(out, &w, p, done);
		sl_free(&w);
	}
	free(t);
	return done->n - n;
}
