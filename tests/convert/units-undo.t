#!/bin/sh
# With --gate the fixpoint undoes a plan's dependency unit whole: a retype
# together with the sites whose rewrite assumes it (issue 34 item 3,
# tools/convert/depunit.c).  Fixture tests/convert/units-undo/: fs/fpun
# (own code, in a copy of the sample tree) and a plan that fixes one real
# compare and retypes a chain of declarations, each with a root site that
# assumes its type: a field also read as a number three times (wrong on
# purpose), a local initialised from it, the parameter the local is passed
# to.  Gate before 2 (the compare).  Undoing a retype alone leaves its root
# site giving a raw declaration GLOBAL_ROOT_UID, a new problem one round
# later, so the fixpoint (main at 12240b2) ran out of rounds with the
# parameter's root site still wrong: 2 -> 1 (rounds 5, 2, 2, 1).  With the
# units each round undoes one retype and its site: rounds 5, 1, 1, 0, so
# 2 -> 0 with the compare kept.
#
# First, without a gate (build/test-convert-units units, own conv.c and
# conv.plan.json, read only): the units, and what one round undoes with the
# entries it blames.  A root site undone alone takes with it the retype of
# a field (last) or a local (none) that no other line names, not one read
# elsewhere (seen) nor a parameter (who: its callers); a retyped parameter
# goes with its prototype's retype and its site.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
make -s build/test-convert-units || exit 1
u=tests/convert/units-undo
got=$(build/test-convert-units units "$u" "$u/conv.plan.json" 9:12 10:12 22:9 30:8) || fail "units: exit $?"
want='R 3:2: S 9:12
R 4:2: S 10:12
R 20:2: S 22:9
R 26:12: S 30:8 same 28:12
R 28:12: S 30:8 same 26:12
undo 3:2
undo 20:2
undo 9:12
undo 10:12
undo 22:9
undo 30:8'
[ "$got" = "$want" ] || { printf 'got\n%s\nwant\n%s\n' "$got" "$want"; fail "the units or the sites' retypes"; }
got=$(build/test-convert-units units "$u" "$u/conv.plan.json" 28:12 | grep '^undo' | tr '\n' ' ')
[ "$got" = "undo 26:12 undo 28:12 undo 30:8 " ] || fail "the parameter's unit: $got"
echo "ok: the units; a site's retype that nothing else names goes with it, a parameter with its prototype"
tree_test
d=tests/convert/units-undo
cp -r "$d/fs/fpun" "$T/tree/fs/" || exit 2
rc=0; ./run.sh convert --tree "$T/tree" --plan "$d/fpun.plan.json" --gate --out "$T/o" -j 2 fs/fpun >"$T/log" 2>&1 || rc=$?
b=$(sed -n 's/^  fs\/fpun gate-before //p' "$T/log")
a=$(sed -n 's/^  fs\/fpun gate-after //p' "$T/log")
[ "$b" = 2 ] && [ "$a" = 0 ] || { cat "$T/log"; fail "gate $b -> $a, want 2 -> 0"; }
[ $rc = 0 ] || { cat "$T/log"; fail "exit $rc, want 0 (no ID problem left)"; }
for n in 1:5 2:1 3:1 4:0; do
	grep -q "gate fixpoint round ${n%:*}: fpun 2 -> ${n#*:};" "$T/log" || { cat "$T/log"; fail "round ${n%:*} is not 2 -> ${n#*:}"; }
done
echo "ok: strict gate $b -> $a in 4 rounds, one retype and its site a round"
c=$T/o/0000-cover-letter.patch
# each root site listed as undone with its retype, in the retype's round
while read -r e; do
	grep -qF " fs/fpun/fpun.c:$e" "$c" || { cat "$c"; fail "not listed: $e"; }
done <<'EOL'
23:13 root: undone by the strict gate fixpoint (round 1) with the retype of owner (fs/fpun/fpun.c:13): with it the gate reported fs/fpun/fpun.c:
52:7 root: undone by the strict gate fixpoint (round 2) with the retype of o (fs/fpun/fpun.c:49): with it
43:8 root: undone by the strict gate fixpoint (round 3) with the retype of who (fs/fpun/fpun.c:41): with it
EOL
echo "ok: each root site is listed as undone with its retype"
p=$T/o/0001-fpun-Convert-to-kuid_t-and-kgid_t.patch
grep -q '^+.*uid_eq(current_fsuid(), GLOBAL_ROOT_UID)' "$p" || { cat "$p"; fail "the real compare was undone too"; }
! grep -q '^+.*kuid_t\|^+.*= GLOBAL_ROOT_UID;' "$p" || { cat "$p"; fail "a retype or a root site of the chain is left"; }
echo "ok: the patch keeps the compare, nothing of the chain"
