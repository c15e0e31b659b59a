/* prepare.h — a prepared kernel build from the project's shared preparer
 * (tools/kbuild/prepare.sh), for a kernel tree that has none. */
#ifndef KIDPUSH_PREPARE_H
#define KIDPUSH_PREPARE_H

#include <stddef.h>

/* A kernel tree (top Makefile, Kconfig, arch/) that has neither a build of its own
 * (include/generated/autoconf.h) nor a compile_commands.json. */
int prepare_needed(const char *tree);
/* The preparer's path (KIDPUSH_ROOT, else next to the binary's build/ directory), or
 * NULL when this project has none. */
char *prepare_script(const char *argv0);
/* Runs SCRIPT --tree TREE [--path P]... -j JOBS (argv, no shell) and reads the
 * src=DIR and build=DIR lines it prints.  0 ok; else says why and returns 2. */
int prepare_build(const char *script, const char *tree, char *const *paths, size_t npaths, long jobs,
		  char **src, char **build);

#endif
