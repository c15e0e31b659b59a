/* emit.h — write the series: git format-patch files plus a cover letter
 * that lists the steps and every skipped file; atomically. */
#ifndef KIDPUSH_EMIT_H
#define KIDPUSH_EMIT_H
#include "manifest.h"
#include "kp.h"

struct step_report {
	const struct step *step;
	int changed;                 /* 1: a patch was emitted for it */
	size_t files_changed;
	struct strlist failures;     /* "FILE: message" */
	struct strlist notes;        /* other remarks (actions, ...) */
};

/* What the cover letter says about the input tree. */
struct cover_info {
	const char *base_commit;       /* HEAD of the tree's own git repository, or NULL */
	const struct strlist *dirty;   /* files in scope with uncommitted changes (run
	                                * with --allow-dirty), or NULL */
	const char *unknown_state;     /* git would not read the tree's repository
	                                * (--allow-dirty): git's message; or NULL */
};

/* Emits kidpush-base..HEAD of the scratch repo into outdir.  The output is
 * built in a temporary sibling directory and renamed into place; files in an
 * existing outdir that are not *.patch are kept.  Returns the number of
 * patches written, or -1 (message in err). */
int emit_series(const char *scratch, const struct manifest *m, const struct step_report *r,
		size_t nr, const struct cover_info *ci, const char *outdir, struct buf *err);

#endif
