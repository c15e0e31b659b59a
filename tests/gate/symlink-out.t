#!/bin/sh
# Issue 33 item 8: the PATHs and the tree are the gate's boundaries.  A
# symbolic link under a PATH whose target is out of that PATH (a file or a
# directory out of the tree, a file of another directory of the tree) is
# never followed: it is listed as not checked ("not checked: symlink out of
# PATH") and the gate exits 2; a link that stays inside the PATH is
# followed.  A PATH that is itself a link out of the tree is not checked
# either.  Kernel trees: a file Kbuild builds that is a link out of its
# PATH is not counted as checked.  (The shell gate followed every link
# with find -L: a link to / scanned the whole disk.)
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
cp -a tests/gate/fixture "$tmp/tree"
mkdir -p "$tmp/outside/sub" "$tmp/tree/fs/other"
cp tests/gate/fixture/fs/demo/bad.c "$tmp/outside/evil.c"
cp tests/gate/fixture/fs/demo/bad.c "$tmp/outside/sub/x.c"
cp tests/gate/fixture/fs/demo/good.c "$tmp/tree/fs/other/o.c"
ln -s "$tmp/outside/evil.c" "$tmp/tree/fs/demo/out.c"
ln -s "$tmp/outside" "$tmp/tree/fs/demo/outdir"
ln -s ../other/o.c "$tmp/tree/fs/demo/side.c"
ln -s good.c "$tmp/tree/fs/demo/in.c"
ln -s "$tmp/outside" "$tmp/tree/fs/ext"
run() { # NAME ARGS...: the gate's exit status in $rc, its output shown
	_n=$1
	shift
	set +e
	build/kidpush-gate --json "$tmp/$_n.json" "$@" >"$tmp/$_n.out" 2>&1
	rc=$?
	set -e
	cat "$tmp/$_n.out"
}
run plain --tree "$tmp/tree" fs/demo
[ $rc = 2 ] || fail "links out of fs/demo: exit $rc, want 2"
python3 - "$tmp/plain.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["checked_files"] == ["fs/demo/bad.c", "fs/demo/good.c", "fs/demo/in.c"], r["checked_files"]
nc = {p["file"]: p["message"] for p in r["not_checked"]}
want = {f: "not checked: symlink out of PATH" for f in ("fs/demo/out.c", "fs/demo/outdir", "fs/demo/side.c")}
assert nc == want, nc
assert not [p for p in r["problems"] + r["noise"] if "out" in p["file"] or "side" in p["file"]], r["problems"]
PY
grep -q 'fs/demo/outdir' "$tmp/plain.out" || fail "the link out is not named in the human report"

run ext --tree "$tmp/tree" fs/ext
[ $rc = 2 ] || fail "a PATH that is a link out of the tree: exit $rc, want 2"
python3 - "$tmp/ext.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["checked_files"] == [], r["checked_files"]
assert [(p["file"], p["message"]) for p in r["not_checked"]] == [("fs/ext", "not checked: symlink out of the tree")], r["not_checked"]
PY

# a kernel tree (the preparer's mini tree): Kbuild builds fs/demo/acl.c,
# here a link out of the tree
cp -a tests/kbuild/fixture "$tmp/ktree"
mv "$tmp/ktree/fs/demo/acl.c" "$tmp/outside/acl.c"
ln -s "$tmp/outside/acl.c" "$tmp/ktree/fs/demo/acl.c"
run kernel --tree "$tmp/ktree" fs/demo
[ $rc = 2 ] || fail "kernel tree, a built file linked out: exit $rc, want 2"
python3 - "$tmp/kernel.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert "fs/demo/acl.c" not in r["checked_files"], r["checked_files"]
assert "fs/demo/super.c" in r["checked_files"], r["checked_files"]
nc = [(p["file"], p["message"]) for p in r["not_checked"]]
assert nc == [("fs/demo/acl.c", "not checked: symlink out of PATH")], nc
PY
echo ok
