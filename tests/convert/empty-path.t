#!/bin/sh
# Issue 33 item 7: an empty PATH (an unset shell variable: convert "$DIR")
# is refused before any work, with exit 2 and a message that says so; it
# was taken as the whole tree: the inference parsed all of it and the
# series driver then refused its own manifest ("paths must stay inside the
# tree").
set -u
cd "${KIDPUSH_ROOT:?}" && make -s build-convert >/dev/null || exit 1
W=$(mktemp -d) && trap 'rm -rf "$W"' EXIT
T=$W
KIDPUSH_CACHE="$T/cache" TMPDIR="$T" build/kidpush-convert --out "$T/out" "" >"$T/log" 2>&1
rc=$?
cat "$T/log"
[ $rc = 2 ] || { echo "FAIL: convert \"\": exit $rc, want 2"; exit 1; }
grep -q 'an empty PATH' "$T/log" || { echo "FAIL: the message does not name the empty PATH"; exit 1; }
! grep -q 'kidpush-infer' "$T/log" || { echo "FAIL: the empty PATH reached the inference"; exit 1; }
[ ! -e "$T/out" ] || { echo "FAIL: --out written"; exit 1; }
echo ok
