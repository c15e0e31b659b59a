/* git.h — the scratch repository: every step is one commit in it, and the
 * series is emitted from it with git format-patch. */
#ifndef KIDPUSH_GIT_H
#define KIDPUSH_GIT_H
#include "kp.h"

/* Runs git with the given arguments (NULL-terminated) in dir, with author
 * and committer set to ident/date when ident is not NULL.  Output (stdout
 * and stderr) goes to out when not NULL.  Returns git's exit status. */
int git(const char *dir, const char *ident, const char *date, struct buf *out, ...);

/* git init + commit of everything in dir as the base.  0 on success. */
int git_init_base(const char *dir, const char *date, struct buf *err);

/* Stages everything; returns 1 when there is something to commit, 0 when the
 * tree is unchanged, -1 on error.  NCHANGED (may be NULL) gets the number of
 * files staged against HEAD. */
int git_stage_all(const char *dir, size_t *nchanged, struct buf *err);

/* Commits the staged change with subject + body as message, passed to git
 * through the file MSGFILE (git commit -F: no argv length limit).  With
 * SIGNOFF ("Name <mail>") a Signed-off-by trailer is added unless the
 * message already has that very trailer (as git format-patch --signoff). */
int git_commit(const char *dir, const char *ident, const char *date, const char *subject,
	       const char *body, const char *signoff, const char *msgfile, struct buf *err);

#endif
