#!/bin/sh
# Unit tests of the gate's classifier and report (build/kidpush-gate-unit) on sparse and
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
# The gate's options: a usage error exits 2 (gate_report itself: units.c).
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
set +e
build/kidpush-gate --bogus >/dev/null 2>&1; [ $? = 2 ] || { echo "bogus option not exit 2"; exit 1; }
echo ok
