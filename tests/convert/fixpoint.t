#!/bin/sh
# With --gate a filesystem's strict gate is never worse after than before
# (issue 34 item 3): convert repairs its own plan from the gate's new ID
# problems and rewrites again (tools/convert/fixpoint.c).  Fixture
# tests/convert/fixpoint/: fs/fpfs (own code, a copy of the sample tree
# around it) and a plan that rewrites one real compare and two wrong things
# (a raw local's initializer 0 -> GLOBAL_ROOT_UID; a field retyped that is
# also read as a number).  Gate before 3; the plan as given makes it 4
# (WORSE, as convert did before the fixpoint); the fixpoint undoes the two,
# lists each with the gate's problem, and keeps the compare: 3 -> 1.  And
# fs/fpcb, converted with it: its plan retypes the parameter of a function
# also stored in a pointer to a function taking a raw id, a new problem on a
# line that names nothing of the plan: 0 -> 1, so after the rounds its whole
# plan is undone (no patch for it, its entries listed in the cover letter)
# and a third round shows 0 -> 0.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
d=tests/convert/fixpoint
cp -r "$d/fs/fpfs" "$d/fs/fpcb" "$T/tree/fs/" || exit 2
# one plan of the two (the inference writes one for all PATHs)
python3 - "$d/fpfs.plan.json" "$d/fpcb.plan.json" "$T/plan.json" <<'EOP' || exit 2
import json, sys
a, b = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
for k in ("paths", "retype", "sites"):
    a[k] += b[k]
json.dump(a, open(sys.argv[3], "w"))
EOP
rc=0; ./run.sh convert --tree "$T/tree" --plan "$T/plan.json" --gate --out "$T/o" -j 2 fs/fpfs fs/fpcb >"$T/log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log"; fail "exit $rc, want 1 (one ID problem is left)"; }
b=$(sed -n 's/^  fs\/fpfs gate-before //p' "$T/log")
a=$(sed -n 's/^  fs\/fpfs gate-after //p' "$T/log")
[ "$b" = 3 ] || { cat "$T/log"; fail "gate before: '$b', want 3"; }
[ -n "$a" ] && [ "$a" -le "$b" ] || { cat "$T/log"; fail "gate after '$a' is above the gate before ($b)"; }
[ "$a" = 1 ] || { cat "$T/log"; fail "gate after: $a, want 1 (the compare kept, the two wrong rewrites undone)"; }
echo "ok: strict gate $b -> $a (never worse)"
c=$T/o/0000-cover-letter.patch
grep -q 'strict gate fixpoint: 3 round(s)' "$c" || { cat "$c"; fail "the rounds are not counted in the cover letter"; }
grep -q 'gate fixpoint round 1: fpfs 3 -> 4, fpcb 0 -> 1; 5 new ID problem(s), 2 planned change(s) undone' "$T/log" ||
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
b=$(sed -n 's/^  fs\/fpcb gate-before //p' "$T/log")
a=$(sed -n 's/^  fs\/fpcb gate-after //p' "$T/log")
[ "$b" = 0 ] && [ "$a" = 0 ] || { cat "$T/log"; fail "fs/fpcb: gate $b -> $a, want 0 -> 0"; }
grep -q 'fs/fpcb: the strict gate is still worse after 2 round(s) (0 -> 1): its plan is undone' "$T/log" ||
	{ cat "$T/log"; fail "the fallback is not said on stderr"; }
! ls "$T/o" | grep -q fpcb || fail "a patch for fs/fpcb"
for e in 9:25 11:9 11:16; do
	grep -q "^fs/fpcb/fpcb.c:$e " "$c" || { cat "$c"; fail "fs/fpcb's undone $e is not listed in the cover letter"; }
done
grep -q '^fpcb: undone: with the plan of fpcb the strict gate was still worse' "$c" ||
	{ cat "$c"; fail "the reason is not in the cover letter"; }
echo "ok: fs/fpcb, still worse after the rounds, gets no patch: 0 -> 0, listed with the reason"
