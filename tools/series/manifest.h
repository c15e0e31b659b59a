/* manifest.h — the series manifest (format: cocci/FORMAT). */
#ifndef KIDPUSH_MANIFEST_H
#define KIDPUSH_MANIFEST_H
#include "kp.h"

struct step {
	char *id, *subject, *author, *date, *body;
	char *limits;              /* what the rules leave undone, or NULL;
	                            * for the cover letter, not the patch */
	struct strlist files;      /* scope globs, relative to the tree */
	struct strlist cocci;      /* absolute paths of the rules, in order */
	struct strlist spatch;     /* extra spatch options, split on blanks */
	struct strlist include;    /* include dirs, relative to the tree */
	struct strlist actions;    /* "NAME ARGS..." lines */
	struct strlist guard;      /* words of the code a rule without a grep
	                            * query targets: a parse error on a line
	                            * holding none of them cannot hide a match */
	int line;                  /* line of "step:" in the manifest */
};

struct manifest {
	char *path, *dir;          /* the manifest and its directory (absolute) */
	const char *name;          /* as the cover letter names it (set by the caller) */
	char *prefix, *cover_subject, *cover_author, *cover_date, *cover_body;
	char *cover_source;        /* what the cover letter says it was generated
	                            * from (instead of the manifest), or NULL */
	struct strlist skipped;    /* cover-skipped: "STAGE: FILE: FIRST ERROR
	                            * LINE", files an earlier stage skipped */
	struct step *steps;
	size_t nsteps;
};

/* Parses path.  On error returns -1 and puts a message ("FILE:LINE: ...")
 * into err. */
int manifest_load(const char *path, struct manifest *m, struct buf *err);
void manifest_free(struct manifest *m);

/* The manifest M as text (cocci/FORMAT) into OUT, what manifest_load reads
 * back: COMMENT (may be NULL) a "# " line first; keys in the format's
 * order, a NULL value or an empty list left out; rule files under M->dir
 * (may be NULL) relative to it; every value data: one line, its control
 * characters escaped (\n, \t, \xNN), so that no value adds a manifest line;
 * block lines without trailing white space. */
void manifest_print(const struct manifest *m, const char *comment, struct buf *out);
/* one "| LINE" line of a text block, as manifest_print writes it */
void manifest_block_line(struct buf *out, const char *line);

/* Splits "Name <mail>" (the name may be in double quotes). */
int split_ident(const char *ident, char **name, char **mail);

#endif
