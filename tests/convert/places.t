#!/bin/sh
# Nothing convert writes may lie in the input tree: a cache ($KIDPUSH_CACHE)
# or a work directory ($TMPDIR) inside the tree, also one spelled through a
# symlink, is refused (exit 2) before anything is created, as the series
# driver refuses them (check_places, tools/common/kp-path.c).  Before, the
# cache and the work directory were made inside the tree.  The series
# driver is a stub (tests/convert/stubroot.sh).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
stub_test
cp -r tests/sample-tree "$T/tree"
mkdir "$T/tmp"
ln -s "$T/tree/fs" "$T/link"
run() { # NAME: convert the copy with the environment given before it
	rc=0; KIDPUSH_ROOT=$R "$KIDPUSH_ROOT/build/kidpush-convert" --tree "$T/tree" \
		--plan tests/convert/kidfs.plan.json --out "$T/o" fs/kidfs >"$T/log" 2>&1 || rc=$?
	[ $rc = 2 ] || { cat "$T/log"; fail "$1: exit $rc, want 2"; }
	diff -r tests/sample-tree "$T/tree" >/dev/null || { cat "$T/log"; fail "$1: the tree was written to"; }
	[ ! -e "$T/o" ] || fail "$1: the output was written"
}
TMPDIR=$T/tmp KIDPUSH_CACHE=$T/tree/cache run "cache in the tree"
grep -q 'the cache directory .* is inside the input tree' "$T/log" || { cat "$T/log"; fail "cache: not said"; }
TMPDIR=$T/tmp KIDPUSH_CACHE=$T/link run "cache through a symlink into the tree"
grep -q 'the cache directory .* is inside the input tree' "$T/log" || { cat "$T/log"; fail "cache link: not said"; }
TMPDIR=$T/link KIDPUSH_CACHE=$T/cache run "TMPDIR through a symlink into the tree"
grep -q 'the temporary directory .* (TMPDIR) is inside the input tree' "$T/log" || { cat "$T/log"; fail "TMPDIR: not said"; }
echo "ok: a cache or work directory inside the tree is refused, nothing written"
