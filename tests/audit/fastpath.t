#!/bin/sh
# The audit's fast path on a small tree written here (doc/audit.md, "Fast path"):
#  * headers outside the audited paths are parsed with their function bodies blanked:
#    the findings are byte-identical to the full parse (--no-prefilter) and to
#    --whole-headers; an error inside such a body is seen by the full parse only
#    (proof that the body was blanked); an audited header's inline function keeps its
#    body and its finding; a body with a directive inside is left whole; braces in
#    strings and comments do not end a body;
#  * a member of S (kuid_t start in struct idrange) counts only in a unit that can
#    see a struct declaring it with an ID type: r->start of an unrelated struct
#    (long start) is not parsed, the same name on an idrange is.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

t=$tmp/tree
mkdir -p "$t/include/linux" "$t/fs/fp"
cat >"$t/include/linux/types.h" <<'EOF2'
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int uid_t;
typedef struct { uid_t val; } kuid_t;
static inline uid_t __kuid_val(kuid_t k) { return k.val; }
#endif
EOF2
cat >"$t/include/linux/idrange.h" <<'EOF2'
#ifndef _LINUX_IDRANGE_H
#define _LINUX_IDRANGE_H
#include <linux/types.h>
struct idrange {
	kuid_t start;		/* a member of an ID type with a common name */
	kuid_t end;
};
/* Bodies outside the audited paths: blanked.  One has an error only the full parse
 * sees, one a raw compare (no finding: not an audited file), one braces in a
 * string and a comment. */
static inline int idrange_broken(void) { return no_such_symbol; }
static inline int idrange_raw(const struct idrange *r, uid_t u) { return __kuid_val(r->start) == u; }
static inline const char *idrange_name(void) { /* } */ return "}{"; }
/* A body with a directive inside is left whole. */
static inline int idrange_kept(void)
{
#define IDRANGE_KEPT 1
	return IDRANGE_KEPT;
}
static inline int idrange_after(void) { return IDRANGE_KEPT; }
#endif
EOF2
cat >"$t/include/linux/resource.h" <<'EOF2'
#ifndef _LINUX_RESOURCE_H
#define _LINUX_RESOURCE_H
struct resource {
	long start;		/* the same member name, no ID type */
};
static inline long resource_start(const struct resource *r) { return r->start; }
#endif
EOF2
cat >"$t/fs/fp/fp.h" <<'EOF2'
#include <linux/idrange.h>
/* An audited header: its inline function keeps its body and its finding. */
static inline int fp_root(kuid_t u) { return u.val == 0 && __kuid_val(u) == 0; }
EOF2
cat >"$t/fs/fp/range.c" <<'EOF2'
#include "fp.h"
int range_has(struct idrange *r, uid_t u) { return r->start.val <= u && __kuid_val(r->end) >= u; }
EOF2
cat >"$t/fs/fp/res.c" <<'EOF2'
#include <linux/resource.h>
long res_first(struct resource *r) { return r->start + resource_start(r); }
EOF2
cat >"$t/fs/fp/both.c" <<'EOF2'
#include <linux/resource.h>
#include <linux/idrange.h>
long both_first(struct resource *r) { return r->start + idrange_after(); }
EOF2
# An audited header that the unit also reaches by a spelling outside the audited
# paths (include/flx -> ../fs/fl): compared by real path, it keeps its body.
mkdir -p "$t/fs/fl"
ln -s ../fs/fl "$t/include/flx"
cat >"$t/fs/fl/fl.h" <<'EOF2'
#ifndef FL_H
#define FL_H
#include <linux/types.h>
static inline int fl_root(kuid_t u) { return __kuid_val(u) == 0; }
#endif
EOF2
cat >"$t/fs/fl/link.c" <<'EOF2'
#include <flx/fl.h>
#include "fl.h"
int link_root(kuid_t u) { return fl_root(u); }
EOF2

# One session (tests/audit/fastpath.expected/session, reviewed line by line):
# the three runs' reports, exits and stderr (sorted: -j 2), the full parse's
# JSON (findings in fs/fp/fp.h:3, range.c, fs/fl/fl.h, none in include/; the
# error in idrange.h's body said by the full parse and --whole-headers, not
# by the fast path), the prefilter's dump (6 bodies blanked in 3 headers;
# res.c skipped, both.c and range.c parsed) and --prefilter-check.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --no-prefilter --json "$tmp/full.json" fs
cp "$s.out" "$tmp/full.out"
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 -v --json "$tmp/fast.json" --prefilter-dump "$tmp/dump" fs
cp "$s.out" "$tmp/fast.out"
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --whole-headers --json "$tmp/whole.json" fs
kp_file "$s" full.json "$tmp/full.json"
kp_file "$s" "prefilter dump" "$tmp/dump"
kp_cmd "$s" -s "$bin" -q --tree "$t" -j 2 --prefilter-check fs
expect "$s" session
cmp "$tmp/full.out" "$tmp/fast.out" || fail "report differs on the fast path"
cmp "$tmp/full.json" "$tmp/fast.json" || fail "JSON differs on the fast path"
cmp "$tmp/full.json" "$tmp/whole.json" || fail "JSON differs with --whole-headers"
echo "fast path: same findings as the full parse; 6 bodies blanked; res.c not parsed"
