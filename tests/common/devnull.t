#!/bin/sh
# The atomic writer (tools/common/kp-file.c) writes a report whose path is not a
# regular file -- /dev/null (here through a symlink, so that a failure cannot
# touch the real one), a FIFO -- in place; it never renames a temporary file
# over it.  (Seen: `--plan /dev/null` run as root turned /dev/null into a
# regular file.)  Audit --json, infer --plan and the gate's --json.
set -eu
cd "${KIDPUSH_ROOT:-.}"
make -s build/kidpush-audit build/kidpush-infer build/kidpush-gate
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
[ -c /dev/null ] || fail "/dev/null is not a character device before the test"
ln -s /dev/null "$tmp/null.json"
still() { # WHAT
	[ -L "$tmp/null.json" ] || fail "$1: the symlink to /dev/null was replaced"
	[ -c /dev/null ] || fail "$1: /dev/null is no longer a character device"
	ls "$tmp" | grep -q '\.tmp\.' && fail "$1: a temporary file is left: $(ls "$tmp")"
	return 0
}

set +e
build/kidpush-audit -q --tree tests/audit/fixtures --json "$tmp/null.json" fs/oldfs >/dev/null
rc=$?
set -e
[ $rc -le 1 ] || fail "audit --json to /dev/null: exit $rc"
still "audit --json"

build/kidpush-infer -q --tree tests/infer/tree -j1 --plan "$tmp/null.json" fs/ifs || fail "infer --plan: exit $?"
still "infer --plan"

# A FIFO: the plan arrives through it whole.
mkfifo "$tmp/fifo"
cat "$tmp/fifo" >"$tmp/from-fifo" &
reader=$!
build/kidpush-infer -q --tree tests/infer/tree -j1 --plan "$tmp/fifo" fs/ifs || fail "infer --plan FIFO: exit $?"
wait $reader
[ -p "$tmp/fifo" ] || fail "the FIFO was replaced"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/from-fifo" || fail "the plan through the FIFO is not whole JSON"

if command -v sparse >/dev/null 2>&1; then
	set +e
	build/kidpush-gate --tree tests/gate/fixture --json "$tmp/null.json" fs/demo >/dev/null 2>"$tmp/err"
	rc=$?
	set -e
	[ $rc -le 1 ] || { cat "$tmp/err"; fail "gate --json to /dev/null: exit $rc"; }
	still "gate --json"
else
	echo "(sparse not installed: the gate's --json not tried)"
fi
echo ok
