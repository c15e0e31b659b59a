#!/bin/sh
# The gate fixpoint keeps, for each filesystem, the plan of the round whose
# gate after was lowest: undoing a rewrite can make the gate higher than an
# earlier round's (tools/convert/fixpoint.c, best_rounds).  Fixture
# tests/convert/fixpoint/fs/fpbr (own code, in a copy of the sample tree)
# and its plan: a field retyped that carries the caller's id and is also
# read as a number, and the compare rewritten with it.  Gate before 3;
# round 1: 1 (the read as a number is new), round 2 with the retype undone:
# 2 (the compare rewritten for a raw field), round 3 with that undone too:
# 3, as before.  The plan of round 1 comes back: 3 -> 1, the new problem
# listed for the strict gate.  Without the best round it ends at 3 -> 3.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
d=tests/convert/fixpoint
cp -r "$d/fs/fpbr" "$T/tree/fs/" || exit 2
rc=0; ./run.sh convert --tree "$T/tree" --plan "$d/fpbr.plan.json" --gate --out "$T/o" -j 2 fs/fpbr >"$T/log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log"; fail "exit $rc, want 1 (one ID problem is left)"; }
b=$(sed -n 's/^  fs\/fpbr gate-before //p' "$T/log")
a=$(sed -n 's/^  fs\/fpbr gate-after //p' "$T/log")
[ "$b" = 3 ] && [ "$a" = 1 ] || { cat "$T/log"; fail "gate $b -> $a, want 3 -> 1 (the plan of round 1)"; }
grep -q 'fs/fpbr: the plan of round 1, whose gate after was lower (1, 3 in round 3)' "$T/log" ||
	{ cat "$T/log"; fail "the best round is not said"; }
c=$T/o/0000-cover-letter.patch
grep -q 'strict gate fixpoint: 4 round(s)' "$c" || { cat "$c"; fail "4 rounds are not counted in the cover letter"; }
grep -q 'fs/fpbr/fpbr.c:27:27 incorrect type in initializer' "$c" || { cat "$c"; fail "the problem left is not listed"; }
! grep -q 'undone by the strict gate fixpoint' "$c" || { cat "$c"; fail "a restored change is still listed as undone"; }
grep -q '^+.*kuid_t i_owner' "$T/o/0001-"*.patch && grep -q '^+.*uid_eq(i->i_owner, current_fsuid())' "$T/o/0001-"*.patch ||
	fail "the patch is not round 1's (the retype and the compare)"
echo "ok: gate $b -> $a: the plan of round 1 (1), not of the last round (3)"
