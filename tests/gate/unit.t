#!/bin/sh
# Unit tests of the gate's classifier (build/kidpush-gate-unit) on sparse and
# gcc output recorded from the fixture tree, under valgrind when available.
set -eu
cd "${KIDPUSH_ROOT:-.}"
bin=build/kidpush-gate-unit
[ -x $bin ] || make -s $bin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if command -v valgrind >/dev/null 2>&1; then
	valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
		$bin tests/gate/data tests/gate/fixture "$tmp"
else
	$bin tests/gate/data tests/gate/fixture "$tmp"
fi
# The report tool itself: usage errors exit 2, clean input exits 0.
set +e
build/kidpush-gate-report --bogus >/dev/null 2>&1; [ $? = 2 ] || { echo "bogus option not exit 2"; exit 1; }
build/kidpush-gate-report >/dev/null 2>&1; [ $? = 2 ] || { echo "no input not exit 2"; exit 1; }
build/kidpush-gate-report --strict "$tmp/missing.log" >/dev/null 2>&1; [ $? = 2 ] || { echo "missing log not exit 2"; exit 1; }
: >"$tmp/empty.log"
build/kidpush-gate-report --strict "$tmp/empty.log" >"$tmp/out" 2>&1; [ $? = 0 ] || { echo "empty log not exit 0"; exit 1; }
grep -q 'ID problems: 0' "$tmp/out" || { echo "no zero summary"; exit 1; }
build/kidpush-gate-report --strict tests/gate/data/bad-strict.log \
	--nonstrict tests/gate/data/bad-nonstrict.log --src tests/gate/fixture >"$tmp/out" 2>&1
[ $? = 1 ] || { echo "ID problems not exit 1"; exit 1; }
grep -q 'ID problems: 7 in 1 file' "$tmp/out" || { cat "$tmp/out"; echo "wrong summary"; exit 1; }
echo ok
