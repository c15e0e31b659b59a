#!/bin/sh
# Issue 33 item 7: a file name that is not UTF-8 (bytes FF FE) is written
# into the JSON reports of the gate and the audit as \u00ff\u00fe (JSON is
# UTF-8: the raw bytes made the reports invalid), and the gate reads its
# own report back as --baseline (it died with "unable to decode byte 0xff":
# a CI baseline recorded on such a tree broke every later run).
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
[ -x build/kidpush-audit ] || make -s build-audit >/dev/null
cp -a tests/sample-tree "$tmp/tree"
mv "$tmp/tree/fs/kidfs/inode.c" "$tmp/tree/fs/kidfs/$(printf '\377\376')bad.c"
set +e
build/kidpush-gate --tree "$tmp/tree" --json "$tmp/gate.json" fs/kidfs >"$tmp/out" 2>&1
rc=$?
./run.sh audit --tree "$tmp/tree" --json "$tmp/audit.json" fs/kidfs >"$tmp/aout" 2>&1
build/kidpush-gate --tree "$tmp/tree" --baseline "$tmp/gate.json" fs/kidfs >"$tmp/again" 2>&1
again=$?
set -e
[ $rc = 1 ] || { cat "$tmp/out"; fail "gate: exit $rc, want 1"; }
python3 - "$tmp/gate.json" "$tmp/audit.json" <<'PY'
import json, sys
g = json.loads(open(sys.argv[1], "rb").read().decode("utf-8"))
a = json.loads(open(sys.argv[2], "rb").read().decode("utf-8"))
want = "fs/kidfs/\u00ff\u00febad.c"
assert want in [p["file"] for p in g["problems"]], [p["file"] for p in g["problems"]]
assert want in json.dumps(a, ensure_ascii=False), "audit: the name is not there"
PY
cat "$tmp/again"
[ $again = 0 ] || fail "gate --baseline its own report: exit $again, want 0"
grep -q '0 new' "$tmp/again" || fail "the baseline did not match"
echo ok
