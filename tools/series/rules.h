/* rules.h — a step's rules: each must parse (spatch --parse-cocci, which
 * also gives its grep query), and the spatch passes they run in: as many
 * consecutive rules as can be one semantic patch (kp-smpl.h) share one
 * spatch run, and so one parse of each file (doc/DESIGN.md, "One spatch
 * run per step"). */
#ifndef KIDPUSH_RULES_H
#define KIDPUSH_RULES_H
#include "apply.h"
#include "kp.h"

/* spatch --parse-cocci on PATH: 0 with R filled in, or -1 with a message in
 * ERR.  With a CACHE directory a text that parsed before under the same
 * spatch (version SVER) is not parsed again. */
int prepare_rule(const char *path, struct rule *r, struct buf *err, const char *cache, const char *sver);

/* The passes of step ST (its rules RULES, st->cocci.n of them), in order:
 * the longest runs of consecutive rules that kp-smpl.h combines, each
 * written as DIR/pass.TAG.K.cocci (DIR made of shell-safe characters) and
 * parsed by spatch; a run spatch cannot parse as one, and every rule
 * that combines with none, is a pass of its own.  *NPASSES gets the count. */
struct pass *plan_passes(const struct step *st, const struct rule *rules, const char *dir, const char *tag,
			 const char *cache, const char *sver, size_t *npasses);
void passes_free(struct pass *p, size_t n);

#endif
