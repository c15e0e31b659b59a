#!/bin/sh
# With --gate a filesystem's strict gate is never worse after than before
# (issue 34 item 3): convert repairs its own plan from the gate's new ID
# problems and rewrites again (tools/convert/fixpoint.c).  Fixture
# tests/convert/fixpoint/: fs/fpfs (own code, a copy of the sample tree
# around it) and a plan that rewrites one real compare and two wrong things
# (a raw local's initializer 0 -> GLOBAL_ROOT_UID; a field retyped that is
# also read as a number).  Gate before 3; the plan as given makes it 4
# (WORSE, as convert did before the fixpoint); the fixpoint undoes the two,
# lists each with the gate's problem, and keeps the compare: 3 -> 1, in 2
# rounds.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
cp -r tests/convert/fixpoint/fs/fpfs "$T/tree/fs/fpfs" || exit 2
plan=tests/convert/fixpoint/fpfs.plan.json
rc=0; ./run.sh convert --tree "$T/tree" --plan "$plan" --gate --out "$T/o" -j 2 fs/fpfs >"$T/log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log"; fail "exit $rc, want 1 (one ID problem is left)"; }
b=$(sed -n 's/^  fs\/fpfs gate-before //p' "$T/log")
a=$(sed -n 's/^  fs\/fpfs gate-after //p' "$T/log")
[ "$b" = 3 ] || { cat "$T/log"; fail "gate before: '$b', want 3"; }
[ -n "$a" ] && [ "$a" -le "$b" ] || { cat "$T/log"; fail "gate after '$a' is above the gate before ($b)"; }
[ "$a" = 1 ] || { cat "$T/log"; fail "gate after: $a, want 1 (the compare kept, the two wrong rewrites undone)"; }
echo "ok: strict gate $b -> $a (never worse)"
c=$T/o/0000-cover-letter.patch
grep -q 'strict gate fixpoint: 2 round(s)' "$c" || { cat "$c"; fail "the rounds are not counted in the cover letter"; }
grep -q 'gate fixpoint round 1: fpfs 3 -> 4; 4 new ID problem(s), 2 planned change(s) undone' "$T/log" ||
	{ cat "$T/log"; fail "round 1 is not said on stderr"; }
grep -q 'fs/fpfs/fpfs.c:21:16 root: undone by the strict gate fixpoint (round 1): with it the gate reported fs/fpfs/fpfs.c:21:23 incorrect type in initializer' "$c" ||
	{ cat "$c"; fail "the undone root site is not listed with its problem"; }
grep -q 'fs/fpfs/fpfs.c:11:2 retype: undone by the strict gate fixpoint (round 1): with it the gate reported fs/fpfs/fpfs.c:3[35]:' "$c" ||
	{ cat "$c"; fail "the undone retype is not listed with its problem"; }
echo "ok: the undone changes are listed with the gate's problem, the rounds counted"
p=$T/o/0001-fpfs-Convert-to-kuid_t-and-kgid_t.patch
grep -q '^+.*uid_eq(current_fsuid(), GLOBAL_ROOT_UID)' "$p" || fail "the real compare was undone too"
! grep -q '^+.*GLOBAL_ROOT_UID;' "$p" || fail "the raw local still gets GLOBAL_ROOT_UID"
! grep -q '^+.*kuid_t r_uid' "$p" || fail "the field is still retyped"
echo "ok: the patch keeps the compare, without the two wrong rewrites"
