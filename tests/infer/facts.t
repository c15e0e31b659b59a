#!/bin/sh
# kidpush-infer --facts FILE: the facts of a run kept for the next one.  A second
# run with another --keep set takes them (says so, parses nothing) and writes the
# same plan as a run that parsed; a damaged, truncated or foreign facts file, one
# whose parses read a header that has changed since, or one whose #includes
# searched a directory that has gained a header since, is not taken (the files
# are parsed again and the file written anew).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-infer
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
t=tests/infer/tree
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

# references: no facts file
"$bin" -q --tree $t -j 1 --plan "$tmp/p0.json" fs/ifs || fail "exit $? (reference)"
"$bin" -q --tree $t -j 1 --keep fs/ifs/ifs.h --plan "$tmp/k0.json" fs/ifs || fail "exit $? (reference, --keep)"
cmp -s "$tmp/p0.json" "$tmp/k0.json" && fail "--keep fs/ifs/ifs.h changes nothing: the test cannot tell"

# 1. first run writes the facts, same plan
"$bin" --tree $t -j 2 --facts "$tmp/F" --plan "$tmp/p1.json" fs/ifs 2>"$tmp/e1" || fail "exit $? (first)"
cmp "$tmp/p0.json" "$tmp/p1.json" || fail "plan with --facts (written) differs"
[ -s "$tmp/F" ] || fail "no facts file written"
grep -q 'taken from' "$tmp/e1" && fail "first run says it took facts"

# 2. second run with --keep takes them and plans as a parsing run does
"$bin" --tree $t -j 2 --facts "$tmp/F" --keep fs/ifs/ifs.h --plan "$tmp/k1.json" fs/ifs 2>"$tmp/e2" ||
	fail "exit $? (second)"
grep -q 'taken from' "$tmp/e2" || { cat "$tmp/e2"; fail "second run did not take the facts"; }
grep -q '^\[[0-9]*/[0-9]*\]' "$tmp/e2" && fail "second run parsed files"
cmp "$tmp/k0.json" "$tmp/k1.json" || fail "plan from the kept facts differs from a parsing run's"

# 3. damaged: one byte of the body changed -> not taken, plan right, file repaired
cp "$tmp/F" "$tmp/good"
size=$(wc -c <"$tmp/F")
printf 'X' | dd of="$tmp/F" bs=1 seek=$((size - 3)) conv=notrunc 2>/dev/null
cmp -s "$tmp/F" "$tmp/good" && fail "could not damage the file"
"$bin" --tree $t -j 1 --facts "$tmp/F" --keep fs/ifs/ifs.h --plan "$tmp/k2.json" fs/ifs 2>"$tmp/e3" ||
	fail "exit $? (damaged)"
grep -q 'taken from' "$tmp/e3" && fail "a damaged facts file was taken"
cmp "$tmp/k0.json" "$tmp/k2.json" || fail "plan after a damaged facts file differs"
cmp -s "$tmp/F" "$tmp/good" || fail "the damaged facts file was not written anew"

# 4. truncated -> not taken
head -c $((size / 2)) "$tmp/good" >"$tmp/F"
"$bin" --tree $t -j 1 --facts "$tmp/F" --plan "$tmp/p3.json" fs/ifs 2>"$tmp/e4" || fail "exit $? (truncated)"
grep -q 'taken from' "$tmp/e4" && fail "a truncated facts file was taken"
cmp "$tmp/p0.json" "$tmp/p3.json" || fail "plan after a truncated facts file differs"

# 5. another file set (the same file, other inputs) -> not taken
"$bin" --tree $t -j 1 --facts "$tmp/F" --plan "$tmp/p4.json" fs/ifs/a.c 2>"$tmp/e5"
grep -q 'taken from' "$tmp/e5" && fail "facts of other files were taken"
"$bin" -q --tree $t -j 1 --plan "$tmp/p5.json" fs/ifs/a.c
cmp "$tmp/p4.json" "$tmp/p5.json" || fail "plan of other files differs from a parsing run's"
# 6. a header the parses read changed since -> not taken (a copy of the fixture)
cp -r $t "$tmp/tree"
"$bin" -q --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g1.json" fs/ifs || fail "exit $? (copy)"
"$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g2.json" fs/ifs 2>"$tmp/e6" || fail "exit $? (copy, again)"
grep -q 'taken from' "$tmp/e6" || fail "facts of an unchanged tree not taken"
printf '/* edited */\nextern int ifs_new_decl;\n' >>"$tmp/tree/fs/ifs/ifs.h"
"$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g3.json" fs/ifs 2>"$tmp/e7" || fail "exit $? (edited)"
grep -q 'taken from' "$tmp/e7" && fail "facts taken although a header they were read from changed"
# 7. a header created since where an #include searches (it could be found
# first now) -> not taken
"$bin" -q --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g4.json" fs/ifs || fail "exit $? (refill)"
"$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g5.json" fs/ifs 2>"$tmp/e8" || fail "exit $? (refill, again)"
grep -q 'taken from' "$tmp/e8" || fail "facts of an unchanged tree not taken (after the edit)"
printf '/* new */\n' >"$tmp/tree/include/linux/kidpush_new_header.h"
"$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g6.json" fs/ifs 2>"$tmp/e9" || fail "exit $? (new header)"
grep -q 'taken from' "$tmp/e9" && fail "facts taken although a directory an #include searches gained a header"
# 8. a unit libclang gave up on (it crashed: no inclusions to list), edited
# since -> not taken
mkdir -p "$tmp/tree/fs/crash"
printf '#pragma clang __debug crash\nint x;\n' >"$tmp/tree/fs/crash/c.c"
"$bin" -q --tree "$tmp/tree" -j 1 --facts "$tmp/H" --plan "$tmp/h1.json" fs/ifs fs/crash 2>/dev/null
rc=$?
[ $rc = 1 ] || fail "exit $rc for a unit libclang crashes on (want 1: skipped)"
printf 'int x;\n' >"$tmp/tree/fs/crash/c.c"
"$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/H" --plan "$tmp/h2.json" fs/ifs fs/crash 2>"$tmp/e10"
rc=$?
grep -q 'taken from' "$tmp/e10" && fail "facts taken although the unit libclang gave up on was edited"
[ $rc = 0 ] || fail "exit $rc after the unit was fixed (want 0)"
echo ok
