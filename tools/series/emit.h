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

/* Emits kidpush-base..HEAD of the scratch repo into outdir.  The output is
 * built in a temporary sibling directory and renamed into place; files in an
 * existing outdir that are not *.patch are kept.  Returns the number of
 * patches written, or -1 (message in err). */
int emit_series(const char *scratch, const struct manifest *m, const struct step_report *r,
		size_t nr, const char *outdir, struct buf *err);

#endif
