/* apply.h — apply one step's rules to the files in scope: batches of files
 * in a pool of worker processes, one spatch per pass and batch (each file
 * its own group), file by file after a failure.  A pass is one rule, or
 * consecutive rules of the step as one semantic patch (kp-smpl.h; where
 * that one run fails for a file, the file goes through them one by one).  spatch only ever sees
 * copies of the files under safe names, and its word is checked for every
 * file it was given (a file it did not process is a failure, never "no
 * change"). */
#ifndef KIDPUSH_APPLY_H
#define KIDPUSH_APPLY_H
#include "manifest.h"
#include "kp.h"

struct rule {
	char *path;        /* absolute path of the .cocci */
	char *query;       /* grep query, or NULL (every file is a candidate) */
	char *hash;        /* sha256 of the rule text */
	char *name;        /* as messages name it, or NULL: its file name */
	size_t count;      /* rules it holds (a pass's n), 0 or 1 for one */
};

/* rules[first .. first+n) of a step; with n > 1 run as one semantic patch,
 * ONE (its path, its own grep query, the hash of its text) */
struct pass {
	size_t first, n;
	struct rule one;
};

struct apply_ctx {
	const char *tree;      /* input tree (absolute) */
	const char *scratch;   /* scratch tree (absolute) */
	const char *meta;      /* scratch directory for messages (absolute, shell-safe) */
	const char *tmp;       /* TMPDIR for spatch (absolute, shell-safe) */
	const char *cache;     /* cache directory, or NULL for no cache */
	const char *spatch;    /* spatch program */
	const char *spatch_version;
	int jobs;
	double timeout;
	int quiet, progress_tty;
	const char *label;     /* "[2/16] step 02" for progress lines */
};

struct apply_stats {
	size_t scope, candidates, changed, failed, cache_hits, spatch_runs;
	struct strlist failures;   /* "FILE: message" lines */
};

/* Returns 0, or -1 when interrupted (SIGINT/SIGTERM). */
int apply_step(const struct apply_ctx *c, const struct step *st, const struct rule *rules,
	       size_t nrules, const struct pass *passes, size_t npasses, const struct strlist *files,
	       struct apply_stats *stats);

/* Ahead of the steps STEPS[0..NSTEPS) (later ones of the series, with the
 * same RULES, PASSES, spatch options and include dirs: convert's steps, one a
 * filesystem): their files in one pool of batches, fewer spatch starts than
 * step by step, each file's result stored in the cache under the key its own
 * step will look for, the scratch tree left as it was.  A step then takes
 * the result only when the file is still what it was here (the key holds its
 * content); a file that failed here is not kept, its step runs it again and
 * reports it.  Nothing without a cache or with fewer than two steps.  Says
 * (c->label, unless quiet) how many files go before they go.  Returns 0, or
 * -1 when interrupted. */
int apply_ahead(const struct apply_ctx *c, const struct step *const *steps, size_t nsteps,
		const struct rule *rules, size_t nrules, const struct pass *passes, size_t npasses,
		const struct strlist *files);

#endif
