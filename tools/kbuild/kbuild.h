/* kbuild.h — the kernel-build facts of a tree, in C (tools/kbuild: the library
 * build/libkpkbuild.a and its front command build/kidpush-kbuild, which the
 * preparer's shell scripts call). */
#ifndef KIDPUSH_KBUILD_H
#define KIDPUSH_KBUILD_H

#include "kp-buf.h"

#include <stdio.h>

struct compdb_paths {
	const char *tree;  /* the kernel tree (real path) */
	const char *src;   /* the symlink farm make ran in ("" none) */
	const char *build; /* the directory the commands run in (O=) */
};

/* kb-compdb.c: writes one compile_commands.json entry per line (a JSON
 * object) for each C compile in TEXT, a `make -n V=1` output, whose file is
 * not yet in DONE (then added); returns how many. */
size_t compdb_from_dry_run(const char *text, const struct compdb_paths *p, struct strlist *done, FILE *out);
/* the same for the command of a Kbuild .cmd file (an object up to date) */
size_t compdb_from_cmd_file(const char *path, const struct compdb_paths *p, struct strlist *done, FILE *out);

/* kb-kconfig.c: the UIDGID_CONVERTED entry of an init/Kconfig TEXT, as
 * Kconfig's parser delimits it: X of each `depends on X = n` line (the
 * blockers, in order); TEXT without the
 * blocker lines of SYMS (malloc'd). */
/* kb-kconfig.c: Kconfig lines: the line's first word is W; it starts another
 * entry (config, menu, if, source ...); its indent (tabs to 8) */
int kb_starts(const char *line, const char *w);
int kb_ends_entry(const char *line); /* kb-kindex.c */
size_t kb_indent(const char *line);
void kb_uidgid_blockers(const char *text, struct strlist *out);
/* each `depends on` of the entry, in order: "=n<TAB>X" for a blocker,
 * "?<TAB>EXPR" for any other expression */
void kb_uidgid_why(const char *text, struct strlist *out);
char *kb_uidgid_drop(const char *text, const struct strlist *syms);

/* kb-kindex.c: the index of the Kconfig files from SRCTREE/FILE ("Kconfig"
 * when NULL), following `source` when FOLLOW (ARCH for $SRCARCH, "x86" when
 * NULL), one record a line in OUT, tab-separated:
 *   F SYM FILE    SYM is defined (config/menuconfig) in FILE (tree-relative)
 *   T SYM TYPE    bool, tristate, string, int, hex (def_bool -> bool ...)
 *   D SYM EXPR    SYM depends on EXPR (its own `depends on`, one record each)
 *   E SYM EXPR    SYM sits inside `if EXPR` or a menu that `depends on EXPR`
 *                 (one record per enclosing block, outermost first, before
 *                 the entry's D records)
 *   S SYM TARGET  SYM selects TARGET (the select's condition ignored)
 *   P SYM         SYM has a prompt (a user can set it)
 *   V SYM EXPR    SYM's prompt is visible only if EXPR
 *   Y SYM         SYM has an unconditional `default y` (or def_bool y)
 *   C SYM         SYM is a member of a choice
 * kb_ends_entry: LINE starts another entry or block (config, menuconfig,
 * choice, endchoice, comment, menu, endmenu, if, endif, source, mainmenu). */
void kb_kconfig_index(const char *srctree, const char *file, const char *arch, int follow, struct strlist *out);

/* kb-kexpr.c: Kconfig expressions.  kb_positives: the words EXPR names
 * positively, in order (not under `!` or a `!(...)`, not compared `= n` or
 * `!= y/m`; y, m, n are values); kb_disjuncts: EXPR split at its top-level
 * `||` (one element: none). */
void kb_positives(const char *expr, struct strlist *out);
void kb_disjuncts(const char *expr, struct strlist *out);

/* kb-ktab.c: the index as a table of symbols sorted by name: every name a
 * record defines or selects, and EXTRA's (may be NULL).  file: the first F
 * record's (NULL: not defined); deps: the D and E records in order; the
 * third field ends at a tab, as awk's $3 (kb-ktab.c). */
struct kb_ksym {
	char *name, *file;
	int choice, prompt, defy;
	struct strlist deps, vis, sels, selby;
};
struct kb_ktab {
	struct kb_ksym *v;
	size_t n;
};
void kb_ktab_load(struct kb_ktab *t, const struct strlist *ix, const struct strlist *extra);
/* kb_krecord: record R of the index split: its symbol (second field) and
 * its value (the third up to a tab, "" when none), both malloc'd; 0 when R
 * has no second field (nothing allocated) */
int kb_krecord(const char *r, char **sym, char **val);
struct kb_ksym *kb_ktab_find(const struct kb_ktab *t, const char *name);
void kb_ktab_free(struct kb_ktab *t);

/* kb-kclosure.c, on the index IX: kb_kconfig_closure: what must be on so
 * that the WANT symbols can be, one "SYM<TAB>why" a symbol, the wanted
 * first; kb_kconfig_unselect: the enabled symbols (ON) with a prompt to
 * switch off so that the TARGETS a select forces on can be off. */
void kb_kconfig_closure(const struct strlist *ix, const struct strlist *want, struct strlist *out);
void kb_kconfig_unselect(const struct strlist *ix, const struct strlist *on, const struct strlist *targets,
			 struct strlist *out);

/* kb-ksyms.c: what the preparer configures for a PATH and where a symbol
 * lives.  kb_make_syms: the CONFIG_ symbols of a Makefile TEXT that guard
 * objects or subdirectories or are tested (debugging ones only where they
 * guard objects), each once (SEEN); kb_make_enters: the one reader of
 * `obj-$(CONFIG_X) [:+]?= a/ b/` lines: with SYM the directories entered
 * under CONFIG_SYM, with DIR the X's that enter DIR/ (TEXT may be NULL);
 * kb_parent_syms: the latter (`obj-$(CONFIG_X) += DIR/`); kb_kconfig_wants:
 * the tristates and QUOTA/ACL bools of TREE/REL/Kconfig alone, without
 * debugging ones; kb_dir_wants: all of these for PATH (a file: its
 * directory): its Kconfig, every Makefile/Kbuild below it, its parent's
 * Makefile/Kbuild, in that order (Makefiles top-down, sorted);
 * kb_kconfig_defines: the symbols TREE/REL/Kconfig alone defines, in order.
 * kb_kconfig_dir: the directory ("." the top) of the Kconfig file that
 * defines SYM first in the index IX (kb_kconfig_index), NULL when none
 * does; kb_guarded_dir: that directory when its whole build is SYM's (its
 * parent's Makefile/Kbuild enters it under CONFIG_SYM), else NULL. */
void kb_make_syms(const char *text, struct strlist *seen, struct strlist *out);
void kb_make_enters(const char *text, const char *sym, const char *dir, struct strlist *out);
void kb_parent_syms(const char *text, const char *dir, struct strlist *out);
void kb_kconfig_wants(const char *tree, const char *rel, struct strlist *out);
void kb_dir_wants(const char *tree, const char *path, struct strlist *out);
void kb_kconfig_defines(const char *tree, const char *rel, struct strlist *out);
char *kb_kconfig_dir(const struct strlist *ix, const char *sym);
char *kb_guarded_dir(const char *tree, const struct strlist *ix, const char *sym);

/* kb-kedit.c: TEXT, a Kconfig file, edited (the series action
 * tools/actions/kconfig): OP remove (the `config SYM` entry; the X of its
 * `depends on X = n` lines into NOTE, space-separated), unref (every
 * `depends on SYM` and `select SYM` line), drop (entry SYM's attribute
 * line whose words are WORDS), untag (" (WORDS)" from entry SYM's prompt
 * and its `depends on WORDS` line); a blank line left right after deleted
 * attribute lines inside the same entry goes too.  OUT gets the result;
 * returns 0 when there was nothing to do. */
int kb_kconfig_edit(const char *text, const char *op, const char *sym, const char *words, struct buf *out,
		    struct buf *note);

/* kb-users.c: the directories (tree-relative) whose every user is among
 * PATHS (tree-relative, no trailing /): entered by a prompt-less symbol that
 * only symbols of the PATHs select or depend on (fs/nfs_common for fs/nfs and
 * fs/nfsd); NOTES (may be NULL) gets one line each, saying why. */
void kb_shared_dirs(const char *tree, const struct strlist *paths, struct strlist *out, struct strlist *notes);

/* kb-farm.c: the shallow symlink farm FARM of TREE (one link per top entry,
 * real directories only on the way to a file of ours).  KB_FARM_FOR_MAKE:
 * a farm `make O=` builds in: without the tree's .git, .pc, .config,
 * .config.old and in-tree generated include directories.  place: REL a copy
 * of FILE; rewrite: REL holds TEXT, with the time stamps of what it
 * replaces; restore: REL the tree's link again (-1 with errno when it cannot
 * be made).  Failures die. */
enum { KB_FARM_FOR_MAKE = 1 };
void kb_farm_build(const char *tree, const char *farm, int flags);
void kb_farm_place(const char *tree, const char *farm, const char *rel, const char *file);
void kb_farm_rewrite(const char *tree, const char *farm, const char *rel, const char *text, size_t len);
int kb_farm_restore(const char *tree, const char *farm, const char *rel);

/* kb-prepared.c: the value of the first KEY=VALUE line of TEXT, the
 * preparer's standard output (malloc'd), or NULL when it has none. */
char *kb_prepared(const char *text, const char *key);

/* kb-tree.c: DIR is a kernel tree (top Makefile with VERSION/PATCHLEVEL
 * lines, init/Kconfig); its release as 100 * VERSION + PATCHLEVEL (0: no
 * such Makefile lines) */
int kb_kernel_tree(const char *dir);
int kb_tree_release(const char *dir);
/* a kernel tree without a build of its own (no in-tree
 * include/generated/autoconf.h): the preparer makes one */
int kb_unbuilt_tree(const char *dir);

#endif
