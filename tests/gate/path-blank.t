#!/bin/sh
# Issue 33 item 8: a PATH is one argument, whatever it holds.  A directory
# with a blank in its name ("fs/my demo") is one PATH: its files are
# checked and named (the shell gate split it into "fs/my" and "demo": "no
# such path").  An empty PATH (an unset shell variable) is refused before
# any work, exit 2 (it was dropped and the default PATH fs/xfs checked).
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
cp -a tests/gate/fixture "$tmp/tree"
mv "$tmp/tree/fs/demo" "$tmp/tree/fs/my demo"
set +e
build/kidpush-gate --tree "$tmp/tree" --json "$tmp/r.json" "fs/my demo" >"$tmp/out" 2>&1
rc=$?
set -e
cat "$tmp/out"
[ $rc = 1 ] || fail "'fs/my demo': exit $rc, want 1 (ID problems)"
python3 - "$tmp/r.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["checked_files"] == ["fs/my demo/bad.c", "fs/my demo/good.c"], r["checked_files"]
assert [p["path"] for p in r["per_path"]] == ["fs/my demo"], r["per_path"]
assert r["summary"]["not_checked"] == 0 and r["summary"]["id_problems"] > 0, r["summary"]
assert all(p["file"] == "fs/my demo/bad.c" for p in r["problems"]), r["problems"]
PY
set +e
build/kidpush-gate --tree "$tmp/tree" "" >"$tmp/out" 2>&1
rc=$?
set -e
cat "$tmp/out"
[ $rc = 2 ] || fail "an empty PATH: exit $rc, want 2"
# the refusal alone: no sparse run, no report header before it
expect "$tmp/out" empty-path
echo ok
