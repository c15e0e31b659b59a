#!/bin/sh
# hunks.c: a line of a converted file maps back to the original lines it
# comes from (the gate fixpoint compares the strict gate's problems after
# with those before by it): a line the conversion wrote to the lines it
# replaced, any other line shifted by the lines added and removed above it.
# Own files: line 3 replaced by two lines, line 6 removed, a line added
# after line 8 (it comes from between lines 8 and 9).
set -u
: "${KIDPUSH_ROOT:?}"
make -s -C "$KIDPUSH_ROOT" build/test-convert-units || exit 1
u=$KIDPUSH_ROOT/build/test-convert-units
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/a/d" "$T/b/d"
printf 'l%s\n' 1 2 3 4 5 6 7 8 9 10 >"$T/a/d/f.c"
printf 'l%s\n' 1 2 3a 3b 4 5 7 8 8a 9 10 >"$T/b/d/f.c"
got=$("$u" origin "$T/a" "$T/b" d/f.c 1 2 3 4 5 6 7 8 9 10 11) || { echo "FAIL: exit $?"; exit 1; }
want='1 1-1 kept
2 2-2 kept
3 3-3 wrote
4 3-3 wrote
5 4-4 kept
6 5-5 kept
7 7-7 kept
8 8-8 kept
9 8-9 wrote
10 9-9 kept
11 10-10 kept'
if [ "$got" != "$want" ]; then
	printf 'FAIL: got\n%s\nwant\n%s\n' "$got" "$want"
	exit 1
fi
echo "ok: lines map back through a replacement, a removal and an addition"
