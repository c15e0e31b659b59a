#!/bin/sh
# The gate in kernel-tree mode on the preparer's mini tree
# (tests/kbuild/fixture: a stand-in top Makefile whose DIR/ targets run
# CHECK= on what DIR/Makefile builds, like Kbuild with C=2).  Item 7 of
# issue 10: what a PATH needs is enabled (DEMO_FS needs NET_DEMO); the
# blocker NET_DEMO guards net/demo as a whole, so net/demo is checked too;
# every file Kbuild builds is checked and counted per PATH; a PATH that
# builds nothing (NEVER_FS cannot be enabled) is listed as not checked and
# the gate exits 2; .c files the configuration does not build are listed.
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
fx=tests/kbuild/fixture
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
fail() { echo "FAIL: $*"; exit 1; }
sum() { (cd "$fx" && find . -type f -exec sha1sum {} + | LC_ALL=C sort); }
before=$(sum)

set +e
build/kidpush-gate --tree $fx --json "$tmp/a.json" fs/demo >"$tmp/out" 2>"$tmp/err"
rc=$?
set -e
cat "$tmp/err" "$tmp/out"
[ $rc = 0 ] || fail "fs/demo: exit $rc, want 0"
grep -q 'checking net/demo too' "$tmp/err" || fail "net/demo not added"
python3 - "$tmp/a.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
pp = {p["path"]: p for p in r["per_path"]}
assert set(pp) == {"fs/demo", "net/demo"}, pp
assert pp["fs/demo"]["files_checked"] == 2 and pp["net/demo"]["files_checked"] == 1, pp
assert sorted(r["checked_files"]) == ["fs/demo/acl.c", "fs/demo/super.c", "net/demo/proto.c"], r["checked_files"]
assert r["not_built"] == ["fs/demo/unused.c"], r["not_built"]
assert r["summary"]["not_checked"] == 0 and r["summary"]["files_checked"] == 3, r["summary"]
print("fs/demo ok")
PY

set +e
build/kidpush-gate --tree $fx --json "$tmp/b.json" fs/demo fs/never >"$tmp/out" 2>"$tmp/err"
rc=$?
set -e
cat "$tmp/err" "$tmp/out"
[ $rc = 2 ] || fail "fs/never: exit $rc, want 2"
grep -q 'NOT CHECKED' "$tmp/out" || fail "fs/never not listed"
python3 - "$tmp/b.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
nc = r["not_checked"]
assert len(nc) == 1 and nc[0]["file"] == "fs/never" and "builds nothing" in nc[0]["message"], nc
assert "NEVER_FS" in nc[0]["message"], nc
pp = {p["path"]: p for p in r["per_path"]}
assert pp["fs/never"]["not_checked"] == 1 and pp["fs/demo"]["files_checked"] == 2, pp
print("fs/never ok")
PY
[ "$(sum)" = "$before" ] || fail "the fixture tree was modified"
echo ok
