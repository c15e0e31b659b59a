/* argfilter.c — turn a compiler command line into libclang parse flags: drop the
 * compiler, output, dependency, warning, debug and plugin options and the source
 * file, make include paths absolute (relative to the command's directory). */
#include "flags.h"

#include <stdlib.h>
#include <string.h>

static const char *const with_arg[] = { "-o", "-MF", "-MT", "-MQ", "-x", NULL };
static const char *const path_opts[] = { "-I", "-isystem", "-iquote", "-include", "-imacros",
					  "-idirafter", NULL };

static int in(const char *s, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(s, *list))
			return 1;
	return 0;
}

static int dropped_alone(const char *a)
{
	static const char *const exact[] = { "-c", "-S", "-E", "-MD", "-MMD", "-MP", "-pipe",
					     "-fverbose-asm", "-pg", "-save-temps", "-w", NULL };
	if (in(a, exact))
		return 1;
	return has_prefix(a, "-W") || has_prefix(a, "-g") || has_prefix(a, "-fplugin") ||
	       has_prefix(a, "-fdebug-prefix-map") || has_prefix(a, "-fmacro-prefix-map") ||
	       has_prefix(a, "-fdiagnostics");
}

static void push_path(struct strlist *out, const char *opt, const char *p, const char *dir)
{
	char *abs = p[0] == '/' || !dir ? xstrdup(p) : xasprintf("%s/%s", dir, p);
	sl_pushs(out, opt);
	sl_pushs(out, abs);
	free(abs);
}

void filter_args(struct strlist *in_args, const char *dir, struct strlist *out)
{
	for (size_t i = 0; i < in_args->n; i++) {
		const char *a = in_args->v[i];
		if (in(a, with_arg)) {
			i++;
			continue;
		}
		if (dropped_alone(a))
			continue;
		if (a[0] != '-' && (has_suffix(a, ".c") || has_suffix(a, ".S") || has_suffix(a, ".s")))
			continue;
		if (in(a, path_opts) && i + 1 < in_args->n) {
			push_path(out, a, in_args->v[++i], dir);
			continue;
		}
		if (has_prefix(a, "-I") && a[2]) {
			push_path(out, "-I", a + 2, dir);
			continue;
		}
		if (has_prefix(a, "-isystem") && a[8]) {
			push_path(out, "-isystem", a + 8, dir);
			continue;
		}
		sl_pushs(out, a);
	}
}

void drop_args(struct strlist *args, const struct strlist *drop)
{
	size_t w = 0;
	for (size_t i = 0; i < args->n; i++) {
		if (sl_contains(drop, args->v[i]))
			free(args->v[i]);
		else
			args->v[w++] = args->v[i];
	}
	args->n = w;
	if (args->v)
		args->v[w] = NULL;
}
