/* kp-smpl.h — several semantic patches (SmPL files) as one text, for one
 * spatch run instead of one per file: spatch applies the rules of a file in
 * order, each to the code as the earlier rules left it, so the parts keep
 * their order and meaning.  Used by the series driver (consecutive rules of
 * a step, doc/DESIGN.md) and by convert (cocci/kuid, doc/convert.md).
 *
 * What changes on the way (and what makes parts not combinable) is said in
 * doc/DESIGN.md, "One spatch run per step". */
#ifndef KIDPUSH_KP_SMPL_H
#define KIDPUSH_KP_SMPL_H
#include "kp-buf.h"

struct smpl_part {
	const char *name;   /* for the "// ==== NAME ====" line before it */
	const char *text;   /* the SmPL file's text */
};

/* Can the N parts be one semantic patch?  NULL when they can, else why not:
 * their "#spatch" option lines differ (spatch reads them for the whole
 * file); a part names another file (#include, "using": paths relative to
 * the rule); a rule header spans lines; two parts' Python set one global
 * differently (initialize/finalize code shares one interpreter). */
const char *smpl_combinable(const struct smpl_part *parts, size_t n);

/* The N parts as one text, or NULL (*WHY set) when smpl_combinable says
 * no.  Layout: the shared "#spatch" lines; the virtual lines (spatch wants
 * them before any rule), each name once; with PRELUDE (Python code, or
 * NULL) "// ==== PRELUDE_NAME ====" and PRELUDE as an @initialize:python@
 * rule; then each part as "// ==== NAME ====" and its other lines.  A rule name
 * an earlier part defines is renamed in the later part (NAME_kpK, K its
 * index), in its header, the headers that depend on it and its metavariable
 * and script bindings (NAME.x). */
char *smpl_combine(const struct smpl_part *parts, size_t n, const char *prelude_name,
		   const char *prelude, const char **why);

#endif
