#!/bin/sh
# The prefilter on #includes of headers that do not exist, under a condition
# (tools/audit/prefilter.c, pf_scan.c; doc/audit.md): a unit whose audited file
# includes a missing header only where the unit cannot go is decided (and, naming
# no ID, not parsed): #ifdef on a name nothing defines (jffs2's __ECOS), #ifndef
# __KERNEL__ under -D__KERNEL__ (orangefs, ocfs2), the #else of #ifdef __KERNEL__.
# Undecided, and parsed (where the full parse reports the missing header too): a name
# the compiler predefines (__STDC__), one a header of the unit #defines, __KERNEL__
# #undef'd by a header, and the #elif/#else after #ifndef __KERNEL__ (they need it
# defined).  The report is byte-identical with --no-prefilter.  And a run whose one
# file cannot be parsed exits 1, not 0.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

t=$tmp/tree
mkdir -p "$t/include/linux" "$t/fs/pc"
cat >"$t/include/linux/types.h" <<'EOF2'
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int uid_t;
typedef struct { uid_t val; } kuid_t;
#endif
EOF2
cat >"$t/fs/pc/feature.h" <<'EOF2'
#define PC_FEATURE 1
EOF2
cat >"$t/fs/pc/undef.h" <<'EOF2'
#undef __KERNEL__
EOF2
cat >"$t/fs/pc/ecos.c" <<'EOF2'
#include <linux/types.h>
#ifdef __KIDPUSH_ECOS
#include "os-ecos.h"
#endif
int ecos(void) { return 1; }
EOF2
cat >"$t/fs/pc/user.c" <<'EOF2'
#include <linux/types.h>
#ifndef __KERNEL__
#include <sys/socket.h>
#endif
int user(void) { return 2; }
EOF2
cat >"$t/fs/pc/else.c" <<'EOF2'
#if defined(__KERNEL__)
#include <linux/types.h>
#else
#include "user-only.h"
#endif
int else_(void) { return 3; }
EOF2
cat >"$t/fs/pc/flip.c" <<'EOF2'
#ifndef __KERNEL__
#include <linux/types.h>
#elif defined(__KIDPUSH_NEVER)
#include "flip-elif.h"
#else
#include "flip-else.h"
#endif
int flip(void) { return 4; }
EOF2
cat >"$t/fs/pc/stdc.c" <<'EOF2'
#ifdef __STDC__
#include "stdc-missing.h"
#endif
int stdc(void) { return 5; }
EOF2
cat >"$t/fs/pc/defined.c" <<'EOF2'
#include "feature.h"
#ifdef PC_FEATURE
#include "feature-missing.h"
#endif
int defined_(void) { return 6; }
EOF2
cat >"$t/fs/pc/undef.c" <<'EOF2'
#include "undef.h"
#ifndef __KERNEL__
#include <undef-missing.h>
#endif
int undef(void) { return 7; }
EOF2
cat >"$t/fs/pc/id.c" <<'EOF2'
#include <linux/types.h>
#ifdef __KIDPUSH_ECOS
#include "os-ecos.h"
#endif
int id_root(kuid_t u, uid_t x) { return u.val == x; }
EOF2

"$bin" --tree "$t" -j 2 --no-prefilter --json "$tmp/full.json" fs >"$tmp/full.out" 2>"$tmp/full.err"
rc_full=$?
"$bin" --tree "$t" -j 2 --json "$tmp/pf.json" --prefilter-dump "$tmp/dump" fs >"$tmp/pf.out" 2>"$tmp/pf.err"
rc_pf=$?
cat "$tmp/pf.out" "$tmp/pf.err"
grep -v '^S ' "$tmp/dump"
[ $rc_full = 1 ] || { cat "$tmp/full.err"; fail "full parse exited $rc_full, want 1"; }
[ $rc_pf = 1 ] || fail "prefiltered run exited $rc_pf, want 1"
cmp "$tmp/full.out" "$tmp/pf.out" || { diff "$tmp/full.out" "$tmp/pf.out"; fail "report differs with the prefilter"; }
cmp "$tmp/full.json" "$tmp/pf.json" || fail "JSON differs with the prefilter"
for f in ecos user else; do
	grep -q "^skip fs/pc/$f.c$" "$tmp/dump" || fail "fs/pc/$f.c not decided (its missing header is in a branch the unit cannot take)"
done
grep -q '^parse fs/pc/id.c: .* names ' "$tmp/dump" || fail "fs/pc/id.c: decided, and kept for its ID names"
grep -q '"file": "fs/pc/id.c"' "$tmp/full.json" || fail "no finding in id.c"
for f in flip stdc defined undef; do
	grep -q "^parse fs/pc/$f.c: unsure: .*not found" "$tmp/dump" || fail "fs/pc/$f.c decided, but its unit can read the missing header"
	grep -q "fs/pc/$f.c" "$tmp/full.err" || fail "the full parse does not report $f.c's missing header"
done
grep -q '^kidpush-audit: prefilter: 5 of 8 file(s) can have a finding (4 of them undecided)' "$tmp/pf.err" || fail "prefilter counts"
# A file that cannot be parsed was not looked at: exit 1 even with no finding.
"$bin" --tree "$t" -q fs/pc/stdc.c fs/pc/ecos.c >/dev/null 2>&1
rc=$?
[ $rc = 1 ] || fail "exit $rc with a file that cannot be parsed and no finding, want 1"
echo "prefilter: missing headers under conditions the unit cannot meet decided; the others parsed"
