#!/bin/sh
# Item 6 of issue 10: the gate on a tree without a kernel Makefile checks
# every .c file whatever its name: a file with a space in its name is
# checked (its ID problems counted), a name with shell syntax is never run,
# a name with a newline cannot be checked and is listed as not checked
# (exit 2).  Own fixture: copies of tests/gate/fixture.
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
t=$tmp/tree
cp -r tests/gate/fixture "$t"
mv "$t/fs/demo/bad.c" "$t/fs/demo/b a d.c"
cp "$t/fs/demo/good.c" "$t/fs/demo/\$(touch PWNED).c"
cd "$tmp"
set +e
"$OLDPWD/build/kidpush-gate" --tree "$t" --json "$tmp/r.json" fs/demo >"$tmp/out" 2>"$tmp/err"
rc=$?
set -e
cd "$OLDPWD"
cat "$tmp/out" "$tmp/err"
[ $rc = 1 ] || fail "exit $rc, want 1 (ID problems in 'b a d.c')"
[ ! -e "$tmp/PWNED" ] && [ ! -e "$t/PWNED" ] && [ ! -e PWNED ] || fail "a file name was run as a command"
python3 - "$tmp/r.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
files = sorted(set(p["file"] for p in r["problems"]))
assert files == ["fs/demo/b a d.c"], files
assert r["summary"]["id_problems"] == 7, r["summary"]
assert sorted(r["checked_files"]) == ["fs/demo/$(touch PWNED).c", "fs/demo/b a d.c", "fs/demo/good.c"], r["checked_files"]
assert r["summary"]["not_checked"] == 0
pp = r["per_path"]
assert len(pp) == 1 and pp[0]["path"] == "fs/demo" and pp[0]["files_checked"] == 3 and pp[0]["id_problems"] == 7, pp
print("names ok")
PY
# a newline in a name: not checked, listed, exit 2
cp "$t/fs/demo/good.c" "$t/fs/demo/new
line.c"
set +e
build/kidpush-gate --tree "$t" --json "$tmp/n.json" fs/demo >"$tmp/out" 2>&1
rc=$?
set -e
[ $rc = 2 ] || { cat "$tmp/out"; fail "newline name: exit $rc, want 2"; }
grep -q 'NOT CHECKED' "$tmp/out" || fail "newline name not listed"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["summary"]["not_checked"] >= 1, r["summary"]' "$tmp/n.json"
echo ok
