/* cli.h — the command line kidpush-audit and kidpush-infer share: the
 * options --tree, --build and -j (CLI_OPTIONS, rows of their option
 * tables), the tree and build directories they name, and PATH arguments. */
#ifndef KIDPUSH_CLI_H
#define KIDPUSH_CLI_H

#include "kp-opt.h"

struct cli {
	const char *tree_arg, *build_arg; /* as given */
	long jobs;                        /* -j (default: number of cores) */
	char *cwd, *tree, *build;         /* absolute, normalised; build NULL without --build */
};

#define CLI_OPTIONS(c)                                                                                   \
	OPT_STRING(0, "tree", &(c)->tree_arg, "DIR",                                                     \
		   "kernel tree (default: the bundled sample tree\ntests/sample-tree)"),                 \
	OPT_STRING(0, "build", &(c)->build_arg, "DIR",                                                   \
		   "prepared kernel build (make O=DIR defconfig prepare)\n"                              \
		   "to derive flags from (default: DIR itself when it\n"                                 \
		   "holds include/generated/autoconf.h)"),                                               \
	OPT_INT('j', NULL, &(c)->jobs, "N", 1, 256, "parallel workers (default: number of cores)")

void cli_init(struct cli *c);
/* The tree (default: the sample tree next to ARGV0's build/ directory) and
 * the build directory: 0, or a message (prefixed kp_progname) and 2. */
int cli_dirs(struct cli *c, const char *argv0);
/* A PATH argument: relative to the tree, or to the current directory when
 * it does not exist in the tree; malloc'ed and normalised, or NULL when it
 * does not exist. */
char *cli_path(const struct cli *c, const char *arg);
/* ABS relative to TREE when it lies below it, else ABS; malloc'ed. */
char *tree_rel(const char *tree, const char *abs);
void cli_free(struct cli *c);

#endif
