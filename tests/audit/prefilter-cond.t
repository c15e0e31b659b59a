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

# One session (tests/audit/prefilter-cond.expected/session, reviewed line
# by line): both runs' reports and stderr (sorted: -j 2; the full parse
# names the missing headers of flip, stdc, defined and undef), the full
# JSON (a finding in id.c), the dump without its S lines (ecos, user and
# else skipped: decided; id.c parsed for its names; flip, stdc, defined and
# undef parsed, unsure: not found; "5 of 8 ... (4 of them undecided)").
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
. tests/audit/pfpair.sh
s=$tmp/session
pf_pair "$s" "$tmp"
kp_file "$s" full.json "$tmp/full.json"
sed '/^S /d' "$tmp/dump" >"$tmp/dump.noS"
kp_file "$s" "prefilter dump without S" "$tmp/dump.noS"
expect "$s" session
# A file that cannot be parsed was not looked at: exit 1 even with no finding.
"$bin" --tree "$t" -q fs/pc/stdc.c fs/pc/ecos.c >/dev/null 2>&1
rc=$?
[ $rc = 1 ] || fail "exit $rc with a file that cannot be parsed and no finding, want 1"
echo "prefilter: missing headers under conditions the unit cannot meet decided; the others parsed"
