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

# Every run of 1-8 in one session (tests/infer/facts.expected/session,
# reviewed line by line): its stderr (sorted: -j 2) says whether the facts
# were "taken from" the file (runs 2 and the unchanged-tree runs of 6 and
# 7) or the files parsed ([N/M] lines: the first run, a damaged, truncated
# or foreign facts file, a changed header, a new header where an #include
# searches, an edited unit libclang gave up on); exits too.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
# 1. first run writes the facts, same plan
kp_cmd "$s" -s "$bin" --tree $t -j 2 --facts "$tmp/F" --plan "$tmp/p1.json" fs/ifs
cmp "$tmp/p0.json" "$tmp/p1.json" || fail "plan with --facts (written) differs"
[ -s "$tmp/F" ] || fail "no facts file written"

# 2. second run with --keep takes them and plans as a parsing run does
kp_cmd "$s" -s "$bin" --tree $t -j 2 --facts "$tmp/F" --keep fs/ifs/ifs.h --plan "$tmp/k1.json" fs/ifs
cmp "$tmp/k0.json" "$tmp/k1.json" || fail "plan from the kept facts differs from a parsing run's"

# 3. damaged: one byte of the body changed -> not taken, plan right, file repaired
cp "$tmp/F" "$tmp/good"
size=$(wc -c <"$tmp/F")
printf 'X' | dd of="$tmp/F" bs=1 seek=$((size - 3)) conv=notrunc 2>/dev/null
cmp -s "$tmp/F" "$tmp/good" && fail "could not damage the file"
kp_note "$s" "F damaged (one byte)"
kp_cmd "$s" -s "$bin" --tree $t -j 1 --facts "$tmp/F" --keep fs/ifs/ifs.h --plan "$tmp/k2.json" fs/ifs
cmp "$tmp/k0.json" "$tmp/k2.json" || fail "plan after a damaged facts file differs"
cmp -s "$tmp/F" "$tmp/good" || fail "the damaged facts file was not written anew"

# 4. truncated -> not taken
head -c $((size / 2)) "$tmp/good" >"$tmp/F"
kp_note "$s" "F truncated"
kp_cmd "$s" -s "$bin" --tree $t -j 1 --facts "$tmp/F" --plan "$tmp/p3.json" fs/ifs
cmp "$tmp/p0.json" "$tmp/p3.json" || fail "plan after a truncated facts file differs"

# 5. another file set (the same file, other inputs) -> not taken
kp_cmd "$s" -s "$bin" --tree $t -j 1 --facts "$tmp/F" --plan "$tmp/p4.json" fs/ifs/a.c
"$bin" -q --tree $t -j 1 --plan "$tmp/p5.json" fs/ifs/a.c
cmp "$tmp/p4.json" "$tmp/p5.json" || fail "plan of other files differs from a parsing run's"
# 6. a header the parses read changed since -> not taken (a copy of the fixture)
cp -r $t "$tmp/tree"
kp_cmd "$s" -s "$bin" -q --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g1.json" fs/ifs
kp_cmd "$s" -s "$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g2.json" fs/ifs
printf '/* edited */\nextern int ifs_new_decl;\n' >>"$tmp/tree/fs/ifs/ifs.h"
kp_note "$s" "fs/ifs/ifs.h edited"
kp_cmd "$s" -s "$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g3.json" fs/ifs
# 7. a header created since where an #include searches (it could be found
# first now) -> not taken
kp_cmd "$s" -s "$bin" -q --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g4.json" fs/ifs
kp_cmd "$s" -s "$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g5.json" fs/ifs
printf '/* new */\n' >"$tmp/tree/include/linux/kidpush_new_header.h"
kp_note "$s" "include/linux/kidpush_new_header.h created"
kp_cmd "$s" -s "$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/G" --plan "$tmp/g6.json" fs/ifs
# 8. a unit libclang gave up on (it crashed: no inclusions to list), edited
# since -> not taken (exit 1 while it crashes: skipped; 0 once fixed)
mkdir -p "$tmp/tree/fs/crash"
printf '#pragma clang __debug crash\nint x;\n' >"$tmp/tree/fs/crash/c.c"
kp_note "$s" "fs/crash/c.c crashes libclang"
kp_cmd "$s" -1 "$bin" -q --tree "$tmp/tree" -j 1 --facts "$tmp/H" --plan "$tmp/h1.json" fs/ifs fs/crash
printf 'int x;\n' >"$tmp/tree/fs/crash/c.c"
kp_note "$s" "fs/crash/c.c fixed"
kp_cmd "$s" -s "$bin" --tree "$tmp/tree" -j 1 --facts "$tmp/H" --plan "$tmp/h2.json" fs/ifs fs/crash
expect "$s" session
echo ok
