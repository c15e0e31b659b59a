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
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
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
grep -q ' fs/fpun/fpun.c:23:13 root: undone by the strict gate fixpoint (round 1) with the retype of owner (fs/fpun/fpun.c:13): with it the gate reported fs/fpun/fpun.c:' "$c" ||
	{ cat "$c"; fail "the field's root site is not undone with it"; }
grep -q ' fs/fpun/fpun.c:52:7 root: undone by the strict gate fixpoint (round 2) with the retype of o ' "$c" ||
	{ cat "$c"; fail "the local's root site is not undone with it"; }
grep -q ' fs/fpun/fpun.c:43:8 root: undone by the strict gate fixpoint (round 3) with the retype of who ' "$c" ||
	{ cat "$c"; fail "the parameter's root site is not undone with it"; }
echo "ok: each root site is listed as undone with its retype"
p=$T/o/0001-fpun-Convert-to-kuid_t-and-kgid_t.patch
grep -q '^+.*uid_eq(current_fsuid(), GLOBAL_ROOT_UID)' "$p" || { cat "$p"; fail "the real compare was undone too"; }
! grep -q '^+.*kuid_t\|^+.*= GLOBAL_ROOT_UID;' "$p" || { cat "$p"; fail "a retype or a root site of the chain is left"; }
echo "ok: the patch keeps the compare, nothing of the chain"
