#!/bin/sh
# --out inside the tree is refused before anything is created: a new
# directory under the tree (TREE/a/b/out: a and b must not appear), and an
# --out reached through a symlink into the tree.  The tree is never
# modified.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
make -s build/kidpush-convert || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
export TMPDIR=$T KIDPUSH_CACHE=$T/cache
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
cp -r tests/sample-tree "$T/tree"
ln -s "$T/tree/fs" "$T/link"
before=$(cd "$T/tree" && find . | LC_ALL=C sort | sha256sum)
for o in "$T/tree/a/b/out" "$T/link/out" "$T/tree/fs/../fs/out2"; do
	rc=0; build/kidpush-convert --tree "$T/tree" --out "$o" -q fs/kidfs >"$T/log" 2>&1 || rc=$?
	[ $rc = 2 ] || { cat "$T/log"; fail "--out $o: exit $rc, want 2"; }
	grep -q 'must not be inside the tree' "$T/log" || { cat "$T/log"; fail "--out $o: not said"; }
done
[ "$(cd "$T/tree" && find . | LC_ALL=C sort | sha256sum)" = "$before" ] ||
	fail "the tree was modified (a directory created before the check)"
echo "ok: --out inside the tree (new directories, a symlink) refused, nothing created"
