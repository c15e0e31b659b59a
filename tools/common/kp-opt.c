/* kp-opt.c — see kp-opt.h. */
#include "kp-opt.h"
#include "kp-buf.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define HELP_COL 24

/* "-q, --quiet", "--tree DIR", "-j N" */
static char *names(const struct option *o)
{
	struct buf b = {0};
	if (o->short_name) buf_printf(&b, "-%c", o->short_name);
	if (o->short_name && o->long_name) buf_puts(&b, ", ");
	if (o->long_name) buf_printf(&b, "--%s", o->long_name);
	if (o->argh) buf_printf(&b, " %s", o->argh);
	return b.s;
}

static void print_indented(FILE *f, const char *text, int col)
{
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);
		fprintf(f, "%.*s\n", (int)len, l);
		l += len + (nl != NULL);
		if (*l) fprintf(f, "%*s", col, "");
	}
}

void print_usage(FILE *f, const struct option *opts, const struct usage *u)
{
	if (u->synopsis) fputs(u->synopsis, f);
	if (u->intro) fputs(u->intro, f);
	for (const struct option *o = opts; o->type != OPTION_END; o++) {
		if (o->type == OPTION_TEXT) {
			fputs(o->help, f);
			continue;
		}
		char *n = names(o);
		int w = fprintf(f, "  %s", n);
		free(n);
		if (w + 1 >= HELP_COL) { fputc('\n', f); w = 0; }
		fprintf(f, "%*s", HELP_COL - w, "");
		print_indented(f, o->help ? o->help : "", HELP_COL);
	}
	if (u->outro) fputs(u->outro, f);
}

static void take(const struct option *o, const char *spelled, const char *arg)
{
	switch (o->type) {
	case OPTION_SET_INT:
		*(int *)o->value = (int)o->defval;
		break;
	case OPTION_STRING:
		*(const char **)o->value = arg;
		break;
	case OPTION_LIST:
		sl_pushs(o->value, arg);
		break;
	case OPTION_INT: {
		char *end;
		errno = 0;
		long v = strtol(arg, &end, 10);
		if (!*arg || *end || errno || v < o->min || v > o->max)
			die("%s takes a number from %ld to %ld, not '%s'", spelled, o->min, o->max, arg);
		*(long *)o->value = v;
		break;
	}
	case OPTION_CALLBACK:
		o->cb(o->value, arg);
		break;
	case OPTION_END:
	case OPTION_TEXT:
		break;
	}
}

static const struct option *find_long(const struct option *opts, const char *name, size_t len, const char *arg)
{
	const struct option *hit = NULL;
	int n = 0;
	for (const struct option *o = opts; o->type != OPTION_END; o++) {
		if (!o->long_name || strncmp(o->long_name, name, len)) continue;
		if (!o->long_name[len]) return o;             /* exact */
		hit = o;                                       /* a unique abbreviation */
		n++;
	}
	if (n > 1) die("ambiguous option '%s' (see --help)", arg);
	return hit;
}

int parse_options(int argc, char **argv, const struct option *opts, const struct usage *u, unsigned flags)
{
	int nargs = 0, i;
	for (i = 1; i < argc; i++) {
		char *a = argv[i];
		if (!strcmp(a, "--")) { i++; break; }
		if (a[0] != '-' || !a[1]) {
			if (!(flags & PARSE_ARGS)) die("unknown argument '%s' (see --help)", a);
			argv[nargs++] = a;
			continue;
		}
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			print_usage(stdout, opts, u);
			exit(fflush(stdout) == 0 ? 0 : 2);
		}
		if (a[1] == '-') {
			const char *eq = strchr(a + 2, '=');
			size_t len = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
			const struct option *o = find_long(opts, a + 2, len, a);
			if (!o) die("unknown argument '%s' (see --help)", a);
			char *spelled = xasprintf("--%s", o->long_name);
			const char *arg = NULL;
			if (o->argh) {
				if (eq) arg = eq + 1;
				else if (i + 1 < argc) arg = argv[++i];
				else die("%s needs a value (see --help)", spelled);
			} else if (eq) {
				die("%s takes no value (see --help)", spelled);
			}
			take(o, spelled, arg);
			free(spelled);
			continue;
		}
		/* a cluster of short options: -qv, -j4, -j 4 */
		for (const char *s = a + 1; *s; s++) {
			const struct option *o = opts;
			while (o->type != OPTION_END && o->short_name != *s) o++;
			if (o->type == OPTION_END) die("unknown argument '%s' (see --help)", a);
			char spelled[3] = { '-', *s, 0 };
			if (!o->argh) { take(o, spelled, NULL); continue; }
			const char *arg = s[1] ? s + 1 : i + 1 < argc ? argv[++i] : NULL;
			if (!arg) die("%s needs a value (see --help)", spelled);
			take(o, spelled, arg);
			break;
		}
	}
	for (; i < argc; i++) {
		if (!(flags & PARSE_ARGS)) die("unknown argument '%s' (see --help)", argv[i]);
		argv[nargs++] = argv[i];
	}
	argv[nargs] = NULL;
	return nargs;
}
