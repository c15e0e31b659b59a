#!/bin/sh
# `series --gate`: the strict-type gate runs on the series' final tree (the
# input tree overlaid with the scratch result).  On the sample tree, stopping
# after step 03 leaves ID problems (exit 1); the whole series leaves none.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
command -v sparse >/dev/null || { echo "sparse not installed"; exit 77; }
set +e
./run.sh series --gate -q --to 03 --out "$T/part" --no-cache >"$T/part.log" 2>&1
rc=$?
set -e
[ $rc = 1 ] || { cat "$T/part.log"; fail "gate after step 03: expected exit 1, got $rc"; }
grep -q '^ID problems: [1-9]' "$T/part.log" || { cat "$T/part.log"; fail "no ID problem reported after step 03"; }
ok "after step 03 the gate reports $(grep '^ID problems' "$T/part.log")"
./run.sh series --gate -q --out "$T/full" --no-cache >"$T/full.log" 2>&1 || { cat "$T/full.log"; fail "gate after the whole series failed"; }
grep -q '^ID problems: 0' "$T/full.log" || { cat "$T/full.log"; fail "gate did not report 0 ID problems"; }
ok "after the whole series: ID problems: 0"
