#!/bin/sh
# Issue 33 item 7: a .c file whose name is not UTF-8 (bytes FF FE) cannot be
# named in the plan, which is JSON: the inference skips it with that reason
# (its name written with each such byte as U+00XX), convert names it among
# the skipped files and exits 1.  Before, the entry lost its "file" member and
# convert died with "retype entry with a file outside the tree" (exit 2).
set -u
cd "${KIDPUSH_ROOT:?}" && make -s build-convert >/dev/null || exit 1
W=$(mktemp -d) && trap 'rm -rf "$W"' EXIT
cp -a tests/sample-tree "$W/tree"
mv "$W/tree/fs/kidfs/inode.c" "$W/tree/fs/kidfs/$(printf '\377\376')bad.c"
KIDPUSH_CACHE="$W/cache" TMPDIR="$W" ./run.sh convert --tree "$W/tree" --out "$W/out" >"$W/log" 2>&1
rc=$?
cat -v "$W/log" | tail -n 15
[ $rc = 1 ] || { echo "FAIL: exit $rc, want 1 (a file skipped)"; exit 1; }
! grep -q 'outside the tree' "$W/log" || { echo "FAIL: the name was lost on the way (outside the tree)"; exit 1; }
grep -a 'bad\.c' "$W/log" | grep -q 'not valid UTF-8' || { echo "FAIL: the skipped file is not named with its cause"; exit 1; }
echo ok
