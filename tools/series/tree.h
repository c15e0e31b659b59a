/* tree.h — what git says about the input tree: whether it is a git
 * repository of its own (its top level is the tree itself), its HEAD, the
 * files in scope with uncommitted changes, and the user's identity there.
 * git runs with argv only, in the tree, never above it
 * (GIT_CEILING_DIRECTORIES), without taking optional locks (the input
 * tree's index is never rewritten) and without fsmonitor hooks. */
#ifndef KIDPUSH_TREE_H
#define KIDPUSH_TREE_H
#include "kp.h"

struct tree_git {
	int is_repo;      /* 1: TREE is the top level of a git work tree */
	char *head;       /* its HEAD commit (hex), or NULL (no commit yet) */
	char *refused;    /* TREE/.git exists but git would not read it: git's
	                   * first error line; else NULL */
};

/* Fills TG for the tree (absolute real path). */
void tree_git_probe(const char *tree, struct tree_git *tg);

/* The files of FILES (tree-relative) that git status lists as modified,
 * added, deleted or untracked (not ignored) in TREE, sorted, into DIRTY.
 * Returns 0, or -1 with git's message in ERR. */
int tree_dirty(const char *tree, const struct strlist *files, struct strlist *dirty, struct buf *err);

/* git's identity of the tree for a Signed-off-by ("Name <mail>", from git
 * var GIT_COMMITTER_IDENT run in the tree with user.useConfigOnly: the
 * tree's, the user's or the environment's configured identity, never one
 * guessed from the host name), or NULL with git's message in ERR. */
char *tree_ident(const char *tree, struct buf *err);

/* NAME as the log and the cover letter show it: itself, or, when it has a
 * control character, '"' or '\\', in double quotes with C escapes (as git
 * quotes names).  Always a new string. */
char *show_name(const char *name);

#endif
