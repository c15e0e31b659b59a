#!/bin/sh
# kidpush-infer under valgrind memcheck (2 worker threads, an unparsable file; --facts
# written and read back; the export lists of tests/infer/tree36, the daemon channels of tests/infer/btree,
# the macro bodies of tests/infer/macro): no
# invalid accesses, no uninitialised values, no definitely lost memory; the skipped
# file is named in the plan and the exit status is 1.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-infer
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
command -v valgrind >/dev/null || { echo "valgrind not installed"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
vg="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
$vg "$bin" -q -j 2 --tree tests/infer/tree --plan "$tmp/p.json" fs/ifs fs/broken 2>"$tmp/e"
rc=$?
cat "$tmp/e"
[ $rc = 1 ] || { echo "exit $rc under valgrind (99: memcheck errors; want 1: a file skipped)"; exit 1; }
grep -q '"file": "fs/broken/broken.c"' "$tmp/p.json" || { echo "skipped file not named in the plan"; exit 1; }
grep -q '"kind": "boundary-in"' "$tmp/p.json" || { echo "no sites under valgrind?"; exit 1; }
# the facts written and read back (--facts; store.c), the skipped file's reason with them
for pass in write read; do
	$vg "$bin" -j 2 --facts "$tmp/F" --keep fs/ifs/ifs.h --tree tests/infer/tree --plan "$tmp/k.json" fs/ifs fs/broken 2>"$tmp/e"
	rc=$?
	grep -v '^\[' "$tmp/e"
	[ $rc = 1 ] || { echo "exit $rc under valgrind, facts $pass (99: memcheck errors; want 1)"; exit 1; }
done
grep -q 'taken from' "$tmp/e" || { echo "the second run did not take the facts"; exit 1; }
grep -q '"file": "fs/broken/broken.c"' "$tmp/k.json" || { echo "skipped file not named in the plan from facts"; exit 1; }
# the export lists (exports.c: Kbuild files, an include of Kbuild.asm) and the
# daemon-channel facts (call and registration facts)
for t in tree36:fs/old btree:fs/bt; do
	$vg "$bin" -q -j 2 --tree "tests/infer/${t%%:*}" --plan "$tmp/q.json" "${t#*:}" 2>"$tmp/e"
	rc=$?
	cat "$tmp/e"
	[ $rc = 0 ] || { echo "exit $rc under valgrind on tests/infer/${t%%:*} (99: memcheck errors)"; exit 1; }
	grep -q '"kind": "restrict"' "$tmp/q.json" || { echo "no restrict entry under valgrind?"; exit 1; }
done
# ids inside a macro's body (srcmap.c src_def_in_body, macros.c)
$vg "$bin" -q -j 2 --tree tests/infer/macro --plan "$tmp/m.json" fs/mc 2>"$tmp/e"
rc=$?
cat "$tmp/e"
[ $rc = 0 ] || { echo "exit $rc under valgrind on tests/infer/macro (99: memcheck errors)"; exit 1; }
grep -q '"macro": "MC_RAW_UID"' "$tmp/m.json" || { echo "no macro site under valgrind?"; exit 1; }
echo ok
