/* stepcache.h — a whole step by the state of the scratch tree before it:
 * a step that meets the very tree (git's tree id of HEAD) it met in an
 * earlier run, with the same rules, options and actions (and the same
 * programs behind them), takes the files it changed then from the cache,
 * starting neither spatch nor an action (doc/DESIGN.md, the cache).  Only
 * a step without failures is stored; entries verify themselves (cache.h),
 * and a name in one must be in the step's scope, relative, without "..",
 * or the entry is discarded. */
#ifndef KIDPUSH_STEPCACHE_H
#define KIDPUSH_STEPCACHE_H
#include "apply.h"
#include "emit.h"
#include "kp.h"

/* The key of step ST in the scratch tree SCRATCH (committed up to the step
 * before), or NULL (no tree id). ROOT: kidpush, for the actions' programs. */
char *step_key(const char *root, const char *scratch, const struct step *st, const struct rule *rules,
	       const struct pass *passes, size_t npasses, const char *sver);

/* A hit: the step's changed files written into SCRATCH, its notes added to
 * R, *CAND its candidate files then; returns 1.  0: a miss. */
int step_cache_get(const char *cache, const char *key, const char *scratch, const struct step *st,
		   struct step_report *r, size_t *cand);

/* After the step (its changes staged, not committed): stores them with R's
 * notes and CAND, when R has no failures. */
void step_cache_put(const char *cache, const char *key, const char *scratch, const struct step_report *r,
		    size_t cand);

#endif
