#!/bin/sh
# Issue 10 item 8: symbolic links in the audited tree.  A link back up the tree
# (ln -s . fs/oldfs/l1) used to multiply the findings, two of them hung the walk.
# Directories are walked once each (by device and inode): the report is the same as
# without the links.  A link to a directory out of the PATHs is not followed (named).
# Also issue 10 item 17: an unwritable --json/--sarif is found before any work.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

cp -r tests/audit/fixtures "$tmp/t"
"$bin" -q --tree "$tmp/t" -j 2 --json "$tmp/plain.json" fs >"$tmp/plain.out" 2>/dev/null
[ $? = 1 ] || fail "plain run"
ln -s . "$tmp/t/fs/oldfs/l1"
ln -s .. "$tmp/t/fs/oldfs/l2"
ln -s ../oldfs "$tmp/t/fs/newfs/l3"
timeout 120 "$bin" -q --tree "$tmp/t" -j 2 --json "$tmp/loop.json" fs >"$tmp/loop.out" 2>"$tmp/loop.err"
rc=$?
[ $rc = 124 ] && fail "the walk hangs on symlink loops"
[ $rc = 1 ] || { cat "$tmp/loop.err"; fail "run with links exited $rc, want 1"; }
cmp "$tmp/plain.out" "$tmp/loop.out" || { diff "$tmp/plain.out" "$tmp/loop.out" | head; fail "links change the report"; }
# The same findings and file count in the JSON (the tree path is the same).
cmp "$tmp/plain.json" "$tmp/loop.json" || fail "links change the JSON"
# A link to a directory outside the PATHs is not followed, and named (issue
# 33 item 8: it was followed, a link to / scanned the disk).
mkdir -p "$tmp/elsewhere"
cp tests/audit/fixtures/fs/oldfs/* "$tmp/elsewhere/" && mv "$tmp/elsewhere/inode.c" "$tmp/elsewhere/far.c"
ln -s "$tmp/elsewhere" "$tmp/t/fs/oldfs/far"
# stderr of this run and of the unwritable reports below are one session,
# tests/audit/walk.expected/session (reviewed line by line): fs/oldfs/far
# named as not followed; one line naming the option and the cause, exit 2.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -2 "$bin" -q --tree "$tmp/t" -j 2 --json "$tmp/far.json" fs
python3 - "$tmp/plain.json" "$tmp/far.json" <<'PY' || fail "a linked directory outside the tree was audited"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
assert b["files"] == a["files"], (a["files"], b["files"])
assert not any("far.c" in f["file"] for f in b["findings"])
PY

# Unwritable report files: one line naming the option and the cause, exit 2, no work.
for opt in --json --sarif; do
	kp_cmd "$s" "$bin" --tree "$tmp/t" -j 2 $opt "$tmp/nodir/r" fs
	[ $kp_rc = 2 ] || fail "$opt into a missing directory exited $kp_rc, want 2"
	kp_cmd "$s" "$bin" --tree "$tmp/t" -j 2 $opt "$tmp" fs
	[ $kp_rc = 2 ] || fail "$opt naming a directory"
done
expect "$s" session
ls -a "$tmp" | grep -q 'tmp\.' && fail "a probe file left behind"
echo "walk: links neither multiply nor hang; unwritable reports refused up front"
