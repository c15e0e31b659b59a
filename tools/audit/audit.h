/* audit.h — shared types of kidpush-audit, the libclang ID-conversion audit. */
#ifndef KIDPUSH_AUDIT_H
#define KIDPUSH_AUDIT_H

#include <stddef.h>
#include <stdlib.h>

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"

/* The finding kinds, in report order (raw-carrier .. boundary-out from --infer,
 * kind_infer.c; the ns- kinds from --namespaces, kind_ns.c, reported only then:
 * K_NBASE kinds otherwise; ns-mapping is the --ns-list, never a finding). */
enum kind { K_RAW_COMPARE, K_RAW_MIX, K_CONVERTED_COMPARE, K_RAW_USE, K_RAW_CARRIER, K_BOUNDARY_IN, K_BOUNDARY_OUT,
	    K_NS_MISMATCH, K_NS_IGNORED, K_NS_UNMUNGED, K_NS_UNCHECKED, K_NS_UNCLASSIFIED, K_NS_MAPPING, K_NKINDS };
#define K_NBASE K_NS_MISMATCH
/* How many kinds the reports show: K_NBASE, or up to ns-unclassified with --namespaces. */
extern int kinds_shown;

const char *kind_name(enum kind k);
const char *kind_help(enum kind k);

/* The findings (kind: enum kind; file relative to the tree, or absolute if
 * outside it; function "" at file scope; message e.g. "kuid_t == uid_t";
 * source the source line, trimmed) and their SARIF rules. */
#include "kp-finding.h"
extern const struct sarif_rule kind_rules[K_NKINDS];

/* Per-file outcome, for the summary and the skipped list. */
struct fileres {
	char *path;      /* absolute */
	char *rel;       /* relative to the tree */
	int parsed;      /* 1 parsed (maybe with errors), 0 skipped */
	unsigned errors; /* error diagnostics when parsed */
	char *reason;    /* why skipped / first error, or NULL */
};

/* Argument vectors are the core library's string lists (kp-buf.h); so are
 * allocation, has_prefix/has_suffix and read_text (kp-alloc.h, kp-file.h). */

/* The group (filesystem) a tree-relative path belongs to: "xfs" for fs/xfs/..., "fs" for fs/x.c,
 * else the file's directory. Returned string is malloc'ed. */
char *group_of(const char *rel);

#endif
