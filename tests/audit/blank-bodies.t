#!/bin/sh
# Function bodies that name nothing of an ID type are blanked before the parse
# (tools/audit/prefilter.c, pf_mac.c, pf_local.c; doc/audit.md): a body of an
# audited file whose head and body name nothing of S, and a body a macro defines
# (GEN_SIZE in a header) when no invocation can carry a name of S into it.  GEN_CMP's
# body receives `a->i_uid.val == b->i_uid.val` from fs/bb/main.c: it stays, and its
# finding is reported.  A name the .c file itself gives an ID type (struct opts'
# uid, a static helper taking a kuid_t) keeps the bodies using it.  Reports are
# byte-identical to the full parse and to --whole-bodies; what is lost is a
# diagnostic inside a blanked body (broken(): said by the full parse only).
# (The .c's own names are a superset: GEN_CMP's argument makes `a` and `b` count in
# the whole file, so the blanked functions name their parameters otherwise.)
# Taint is per group of units: fs/bb/other.c passes GEN_CMP nothing of S, so in its
# unit GEN_CMP's body is blanked too (two groups, two texts of gen.h).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

t=$tmp/tree
mkdir -p "$t/include/linux" "$t/fs/bb"
cat >"$t/include/linux/types.h" <<'EOF2'
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int uid_t;
typedef struct { uid_t val; } kuid_t;
#endif
EOF2
cat >"$t/include/linux/fs.h" <<'EOF2'
#ifndef _LINUX_FS_H
#define _LINUX_FS_H
#include <linux/types.h>
struct inode { kuid_t i_uid; long i_size; };
#endif
EOF2
cat >"$t/include/linux/gen.h" <<'EOF2'
#ifndef _LINUX_GEN_H
#define _LINUX_GEN_H
#define GEN_CMP(name, expr)						\
static inline int cmp_##name(struct inode *a, struct inode *b)		\
{									\
	return expr;							\
}
#define GEN_SIZE(name)							\
static inline long size_##name(struct inode *a)				\
{									\
	return a->i_size;						\
}
#endif
EOF2
cat >"$t/fs/bb/main.c" <<'EOF2'
#include <linux/fs.h>
#include <linux/gen.h>

GEN_CMP(owner, a->i_uid.val == b->i_uid.val)
GEN_SIZE(one)

struct opts { uid_t uid; };

static long plain(struct inode *p)
{
	return p->i_size + 1;
}

static long broken(struct inode *q)
{
	return q->no_such_member;
}

int opts_same(struct opts *x, struct opts *y)
{
	return x->uid == y->uid;
}

static int helper(kuid_t u)
{
	return u.val == 0;
}

int uses_helper(struct inode *a)
{
	return helper(a->i_uid) + (int)plain(a) + (int)broken(a);
}
EOF2
cat >"$t/fs/bb/other.c" <<'EOF2'
#include <linux/fs.h>
#include <linux/gen.h>

GEN_CMP(sizes, a->i_size == b->i_size)

uid_t other_raw(struct inode *p)
{
	return p->i_uid.val;
}
EOF2

# One session (tests/audit/blank-bodies.expected/session, reviewed line by
# line): the three runs' reports (main.c:4 converted-compare in cmp_owner(),
# opts_same()'s raw-compare, helper()'s finding), exits and stderr (sorted:
# -j 2; broken()'s no_such_member said by the full parse and --whole-bodies
# only), the full parse's JSON and the prefilter dump's "blanked" lines (GEN_SIZE's
# body for main.c's unit and both for other.c's; plain() and broken()).
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --no-prefilter --json "$tmp/full.json" fs
cp "$s.out" "$tmp/full.out"; rc_full=$kp_rc
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --json "$tmp/fast.json" --prefilter-dump "$tmp/dump" fs
cp "$s.out" "$tmp/fast.out"
kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --whole-bodies --json "$tmp/whole.json" fs
cp "$s.out" "$tmp/whole.out"
kp_file "$s" full.json "$tmp/full.json"
sed -n '/^blanked/p' "$tmp/dump" >"$tmp/blanked"
kp_file "$s" "prefilter dump, blanked" "$tmp/blanked"
expect "$s" session
for v in fast whole; do
	cmp "$tmp/full.out" "$tmp/$v.out" || fail "$v: report differs from the full parse"
	cmp "$tmp/full.json" "$tmp/$v.json" || fail "$v: JSON differs from the full parse"
done
# The new paths (pf_mac.c, pf_local.c, the texts per group) under valgrind.
if command -v valgrind >/dev/null; then
	valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
		"$bin" --tree "$t" -j 2 -q --json "$tmp/vg.json" fs >/dev/null 2>"$tmp/vg.err"
	rc_vg=$?
	[ $rc_vg = 1 ] || { cat "$tmp/vg.err"; fail "exit $rc_vg under valgrind (99: memcheck errors)"; }
	cmp "$tmp/full.json" "$tmp/vg.json" || fail "JSON differs under valgrind"
else
	echo "valgrind not installed: the memcheck part is not run"
fi
echo "blanked bodies: same findings; a finding a macro's body receives kept"
