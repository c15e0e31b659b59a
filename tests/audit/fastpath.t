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

"$bin" --tree "$t" -j 2 --no-prefilter --json "$tmp/full.json" fs >"$tmp/full.out" 2>"$tmp/full.err"
rc_full=$?
"$bin" --tree "$t" -j 2 -v --json "$tmp/fast.json" --prefilter-dump "$tmp/dump" fs >"$tmp/fast.out" 2>"$tmp/fast.err"
rc_fast=$?
"$bin" --tree "$t" -j 2 --whole-headers --json "$tmp/whole.json" fs >"$tmp/whole.out" 2>"$tmp/whole.err"
rc_whole=$?
cat "$tmp/fast.out" "$tmp/fast.err" "$tmp/dump"
[ $rc_full = 1 ] || { cat "$tmp/full.err"; fail "full parse exited $rc_full, want 1"; }
[ $rc_fast = 1 ] || fail "fast path exited $rc_fast, want 1"
[ $rc_whole = 1 ] || fail "--whole-headers exited $rc_whole, want 1"
cmp "$tmp/full.out" "$tmp/fast.out" || { diff "$tmp/full.out" "$tmp/fast.out"; fail "report differs on the fast path"; }
cmp "$tmp/full.json" "$tmp/fast.json" || fail "JSON differs on the fast path"
cmp "$tmp/full.json" "$tmp/whole.json" || fail "JSON differs with --whole-headers"
# The findings the full parse has: in the audited header and in range.c, none in idrange.h.
grep -q '"file": "fs/fp/fp.h", "line": 3' "$tmp/full.json" || fail "no finding in the audited header"
grep -q '"file": "fs/fp/range.c"' "$tmp/full.json" || fail "no finding in range.c"
grep -q '"file": "fs/fl/fl.h"' "$tmp/full.json" || fail "no finding in fs/fl/fl.h"
grep -q '"file": "include/' "$tmp/full.json" && fail "a finding outside the audited paths"
# The error in idrange.h's body: the full parse and --whole-headers see it, the fast path does not.
grep -q 'range.c.*parsed with errors.*no_such_symbol' "$tmp/full.err" || { cat "$tmp/full.err"; fail "the full parse does not see the error in the body"; }
grep -q 'range.c.*parsed with errors.*no_such_symbol' "$tmp/whole.err" || fail "--whole-headers does not see the error in the body"
grep -q 'no_such_symbol' "$tmp/fast.err" && fail "the body with the error was not blanked"
# idrange.h: four bodies blanked (not idrange_kept), types.h one, resource.h one; fp.h none.
grep -q '^blanked 6 function bodies in 3 header(s)' "$tmp/dump" || fail "blanked count"
# Scoped members: res.c's r->start is a struct resource's; both.c can see struct idrange.
grep -q '^skip fs/fp/res.c$' "$tmp/dump" || fail "res.c parsed for an unrelated ->start"
grep -q '^parse fs/fp/both.c: ' "$tmp/dump" || fail "both.c ruled out though struct idrange is in its unit"
grep -q '^parse fs/fp/range.c: ' "$tmp/dump" || fail "range.c ruled out"
# The check: nothing in the ruled-out file.
"$bin" -q --tree "$t" -j 2 --prefilter-check fs >/dev/null 2>"$tmp/chk.err"
rc=$?
cat "$tmp/chk.err"
[ $rc = 0 ] || fail "--prefilter-check exited $rc"
grep -q 'the 1 file(s) it rules out have 0 finding(s), 0 cannot be parsed: exact' "$tmp/chk.err" || fail "check line"
echo "fast path: same findings as the full parse; 6 bodies blanked; res.c not parsed"
