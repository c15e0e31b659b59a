/* kp-opt.h — the one command-line parser (git's parse-options.h is the
 * model): a tool describes its options in a table, and the table both
 * parses the command line and prints --help.
 *
 *	static const struct option opts[] = {
 *		OPT_STRING(0, "tree", &tree, "DIR", "kernel tree"),
 *		OPT_INT('j', NULL, &jobs, "N", 1, 256, "parallel workers"),
 *		OPT_BOOL('q', "quiet", &quiet, "nothing on stderr but errors"),
 *		OPT_END(),
 *	};
 *	argc = parse_options(argc, argv, opts, &usage, PARSE_ARGS);
 *
 * -h and --help print the usage and the table on stdout and exit 0; a
 * usage error prints one line "PROG: MESSAGE" (kp_progname) on stderr and
 * exits 2. */
#ifndef KIDPUSH_KP_OPT_H
#define KIDPUSH_KP_OPT_H
#include <stdio.h>

enum opt_type {
	OPTION_END,
	OPTION_SET_INT,   /* int *value = defval (a flag) */
	OPTION_STRING,    /* const char **value = the argument (the last one given) */
	OPTION_LIST,      /* struct strlist *value += a copy of the argument (repeatable) */
	OPTION_INT,       /* long *value = the argument, a whole number in [min, max] */
	OPTION_CALLBACK,  /* cb(value, argument); cb dies on a bad argument */
	OPTION_TEXT,      /* no option: help text printed in its place in --help */
};

struct option {
	enum opt_type type;
	char short_name;
	const char *long_name;
	void *value;
	const char *argh;   /* the argument's name in --help ("DIR"), NULL: takes none */
	const char *help;   /* may hold '\n' */
	long defval, min, max;
	void (*cb)(void *value, const char *arg);
};

#define OPT_END() { OPTION_END, 0, NULL, NULL, NULL, NULL, 0, 0, 0, NULL }
#define OPT_SET_INT(s, l, v, val, h) { OPTION_SET_INT, (s), (l), (v), NULL, (h), (val), 0, 0, NULL }
#define OPT_BOOL(s, l, v, h) OPT_SET_INT(s, l, v, 1, h)
#define OPT_STRING(s, l, v, a, h) { OPTION_STRING, (s), (l), (v), (a), (h), 0, 0, 0, NULL }
#define OPT_LIST(s, l, v, a, h) { OPTION_LIST, (s), (l), (v), (a), (h), 0, 0, 0, NULL }
#define OPT_INT(s, l, v, a, lo, hi, h) { OPTION_INT, (s), (l), (v), (a), (h), 0, (lo), (hi), NULL }
#define OPT_CALLBACK(s, l, v, a, h, f) { OPTION_CALLBACK, (s), (l), (v), (a), (h), 0, 0, 0, (f) }
#define OPT_TEXT(h) { OPTION_TEXT, 0, NULL, NULL, NULL, (h), 0, 0, 0, NULL }

/* What --help prints around the table: SYNOPSIS ("usage: ..." lines), then
 * INTRO, the options, OUTRO (each NULL or text ending in '\n'). */
struct usage {
	const char *synopsis, *intro, *outro;
};

enum {
	PARSE_ARGS = 1,      /* arguments (non-options) are kept, wherever they stand */
};

/* Parses ARGV[1..ARGC); "--" ends the options.  Returns the number of
 * arguments, moved to ARGV[0..n) (ARGV[n] = NULL).  Without PARSE_ARGS an
 * argument is a usage error. */
int parse_options(int argc, char **argv, const struct option *opts, const struct usage *u, unsigned flags);
/* The usage and the option table, as --help prints them. */
void print_usage(FILE *f, const struct option *opts, const struct usage *u);

#endif
