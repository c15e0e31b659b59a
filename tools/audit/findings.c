/* findings.c — the finding kinds: names, descriptions and help, as SARIF rules
 * (the list of findings itself: tools/common/kp-finding.c). */
#include "audit.h"

/* What to do about a comparison. */
#define HELP_EQ                                                                                         \
	"Compare kernel IDs with uid_eq()/gid_eq()/projid_eq()/qid_eq() (uid_lt() and friends for order); " \
	"convert a raw value with make_kuid() first."

const struct sarif_rule kind_rules[K_NKINDS] = {
	{ "raw-compare",
	  "comparison between IDs where an operand has a raw ID type; use uid_eq/gid_eq/projid_eq/qid_eq", HELP_EQ,
	  "warning" },
	{ "raw-mix",
	  "a raw ID moved into a kernel ID type or back without make_kuid/from_kuid (kgid, kprojid, kqid)",
	  "Convert where the value crosses: make_kuid(ns, raw) into a kuid_t, from_kuid(ns, id) out of one "
	  "(likewise kgid, kprojid, kqid), or retype the raw side.",
	  "warning" },
	{ "converted-compare",
	  "IDs compared after conversion (from_kuid(..) == .., __kuid_val(..) == ..); use uid_eq and friends", HELP_EQ,
	  "warning" },
	{ "raw-use", "a kernel ID printed, hashed or used as an index without from_kuid/from_kgid/__kuid_val",
	  "Print or index with from_kuid()/from_kgid() (the ID in a known namespace); hash __kuid_val().",
	  "warning" },
	{ "raw-carrier",
	  "(--infer) a raw uid_t/u32/... declaration that carries kernel IDs by plain copies: retype it to kuid_t/kgid_t",
	  "Retype the declaration to kuid_t/kgid_t/kprojid_t/struct kqid: only kernel IDs flow through it.",
	  "warning" },
	{ "boundary-in",
	  "(--infer) a raw value from outside (mount option, wire/disk, user space) meets a kernel ID: make_kuid() there",
	  "Convert the raw value with make_kuid()/make_kgid() (in the right namespace) where it enters.", "warning" },
	{ "boundary-out",
	  "(--infer) a kernel ID leaves (wire/disk, printk, seq_file, user space, hash): from_kuid() there",
	  "Convert the ID with from_kuid()/from_kgid() (in the right namespace) where it leaves.", "warning" },
	/* --namespaces (kind_ns.c, doc/namespaces.md) */
	{ "ns-mismatch", "(--namespaces) an ID mapped through another user namespace than its boundary calls for",
	  "Map through the namespace the message names as expected (the boundary table of doc/namespaces.md).",
	  "warning" },
	{ "ns-ignored",
	  "(--namespaces) an ID mapped through &init_user_ns although an object in scope carries a user namespace",
	  "Map through the namespace of the object in scope the message names (a socket's network namespace, a "
	  "connection's user_ns, the opener's credentials).", "warning" },
	{ "ns-unmunged", "(--namespaces) an ID going to user space through from_kuid() instead of from_kuid_munged()",
	  "Use from_kuid_munged()/from_kgid_munged(): an ID with no mapping becomes the overflow ID, not -1.",
	  "warning" },
	{ "ns-unchecked", "(--namespaces) an ID from user space mapped with make_kuid() and never checked",
	  "Check the result with uid_valid()/gid_valid() (or kuid_has_mapping()) and fail with -EINVAL.", "warning" },
	{ "ns-unclassified", "(--namespaces) a mapping whose boundary the evidence cannot decide",
	  "Look at where the ID comes from or goes to and pick the namespace by hand; no guess was made.", "note" },
	{ "ns-mapping", "(--namespaces) an ID mapping, its namespace and its boundary (the --ns-list, not a finding)",
	  "Nothing to do.", "none" },
};

int kinds_shown = K_NBASE;

const char *kind_name(enum kind k)
{
	return k < K_NKINDS ? kind_rules[k].id : "?";
}

const char *kind_help(enum kind k)
{
	return k < K_NKINDS ? kind_rules[k].text : "?";
}
