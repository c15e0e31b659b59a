/* flags.h — the compile flags each file is parsed with. */
#ifndef KIDPUSH_FLAGS_H
#define KIDPUSH_FLAGS_H

#include <clang-c/CXCompilationDatabase.h>
#include <stdio.h>

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"

enum flagmode { FL_SIMPLE, FL_DERIVED }; /* of the base flags (files not in compile_commands.json) */

struct flags {
	enum flagmode mode;
	char *tree;          /* absolute */
	char *build;         /* kernel build directory (O=), or NULL */
	CXCompilationDatabase db;
	char *cmdfile;       /* derived: the .cmd file the base flags came from */
	struct strlist base;    /* derived/simple: flags common to all files (filtered) */
	struct strlist dropped; /* flags clang rejected in the probe (gcc-only) */
	int probed;     /* the base flags were probed */
	int cdb_probed;
	struct strlist modules; /* CONFIG_ options set to m in the build's .config */ /* the first compile_commands.json entry was probed */
};

/* Pick the flag source for tree (and optional build dir); 0 ok, else prints why and returns 2. */
int flags_setup(struct flags *fl, const char *tree, const char *build, FILE *log);
/* The full argument list for one file (without the file name itself). */
void flags_for_file(struct flags *fl, const char *abs, const char *rel, struct strlist *out, FILE *log);
void flags_free(struct flags *fl);

/* Helpers in other files. */
int shell_split(const char *s, struct strlist *out);           /* shellwords.c, -1 on bad quoting */
void filter_args(struct strlist *in, const char *dir, struct strlist *out); /* argfilter.c */
void drop_args(struct strlist *args, const struct strlist *drop);  /* argfilter.c */
void kbuild_dir_flags(const char *tree, const char *build, const char *reldir, const char *base,
		      struct strlist *out);                      /* kbuild.c */
void kbuild_load_modules(const char *build, struct strlist *mods);                 /* kbmodule.c */
int kbuild_is_module(const char *tree, const char *dir, const char *relbase, const struct strlist *mods);
char *kbuild_owner_dir(const char *tree, const char *reldir); /* kbuild.c: the dir whose Makefile builds it */
/* probe.c: parse an empty file with args; removes and records in dropped what clang rejects. */
void probe_args(struct strlist *args, struct strlist *dropped, const char *tree);

#ifndef CLANGFE_CLANG_INCLUDE
#define CLANGFE_CLANG_INCLUDE "/usr/lib/llvm-14/lib/clang/14.0.6/include"
#endif

#endif
