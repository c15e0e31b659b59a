#!/bin/sh
# Kbuild's own compile commands (prepare.sh --compdb, build/kidpush-kbuild
# compdb).  1: the dry-run reader on a hand-written `make -n V=1` output
# (tests/kbuild/compdb/): echo lines, quotes, an assembler file, a command
# after &&, a broken quote are read as sh would; farm paths become the
# tree's where the tree has the file (a shim only the farm has stays); an
# object the dry run found up to date is taken from its .cmd file, a file
# the dry run gave is not taken twice.  Compared with compdb/expected.
# 2: the fixture tree's fs/broke, which Kconfig cannot enable (depends on
# BROKEN) and whose own headers only its Makefile's flags find (through make
# variables): every file gets Kbuild's command with the -I of its own, and
# the audit parses both files (before: both skipped, "file not found").
# 3: the out-of-tree module tests/kbuild/module (its -I named only in its
# Kbuild file, through a variable): --module gives its files Kbuild's
# external-module commands (make M=DIR x.o); the audit parses both (without
# them both are skipped).
# 4. the cache of a request's commands: a second run keeps them (verified);
# a fragment whose text changed, or a directory Makefile that changed (a
# copy of the fixture), is made again and the new flag is there.
set -eu
cd "${KIDPUSH_ROOT:-.}"
kbbin=build/kidpush-kbuild
# both are built by `make build-all` (the kbuild and audit components)
[ -x "$kbbin" ] && [ -x build/kidpush-audit ] || { echo "FAIL: build/kidpush-kbuild or build/kidpush-audit not built"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
d=tests/kbuild/compdb

# 1. the reader: a tree with a.c b.c c.c hdr/ include/ (no shim-only.h)
mkdir -p "$tmp/TREE/fs/own/hdr" "$tmp/TREE/include/linux"
: >"$tmp/TREE/fs/own/a.c"; : >"$tmp/TREE/fs/own/b.c"; : >"$tmp/TREE/fs/own/c.c"
sed "s#/FARM#$tmp/FARM#g" "$d/dry-run.txt" >"$tmp/dry"
for c in a.cmd a-again.cmd; do sed "s#/FARM#$tmp/FARM#g" "$d/$c" >"$tmp/$c"; done
rc=0
"$kbbin" compdb --tree "$tmp/TREE" --src "$tmp/FARM" --build /OBJ "$tmp/a.cmd" "$tmp/a-again.cmd" \
	<"$tmp/dry" >"$tmp/got" || rc=$?
[ $rc = 0 ] || fail "compdb exit $rc"
sed "s#$tmp##g" "$tmp/got" >"$tmp/got.rel"
diff -u "$d/expected" "$tmp/got.rel" || fail "compdb entries differ from $d/expected"
rc=0
"$kbbin" compdb --tree "$tmp/TREE" --build /OBJ </dev/null >/dev/null || rc=$?
[ $rc = 1 ] || fail "nothing found: exit $rc, not 1"

# 2. the fixture's fs/broke
export KIDPUSH_CACHE="$tmp/cache"
fx=tests/kbuild/fixture
tools/kbuild/prepare.sh --tree "$fx" --path fs/broke --compdb -j 1 >"$tmp/o" 2>"$tmp/e" ||
	{ cat "$tmp/e"; fail "prepare --compdb"; }
[ "$(sed -n 's/^unmet=//p' "$tmp/o")" = BROKE_FS ] || fail "BROKE_FS should be unmet (depends on BROKEN)"
obj=$(sed -n 's/^build=//p' "$tmp/o")
db=$obj/compile_commands.json
[ -f "$db" ] || fail "no $db"
grep -q 'compile commands from Kbuild: 2 of 2 .c files' "$tmp/e" || { cat "$tmp/e"; fail "not 2 of 2 files"; }
real=$(cd "$fx" && pwd -P)
for f in super inode; do
	grep -F "\"file\": \"$real/fs/broke/$f.c\"" "$db" | grep -qF "\"-I$real/fs/broke/include\", \"-DBROKE_BLOCK=512\"" ||
		fail "fs/broke/$f.c: no entry with the directory's own -I and -D"
done
build/kidpush-audit --tree "$fx" --summary -j 1 --no-prefilter fs/broke >"$tmp/s" 2>"$tmp/se" ||
	{ cat "$tmp/se" "$tmp/s"; fail "audit of fs/broke"; }
[ "$(awk '$1 == "broke" { print $2, $3 }' "$tmp/s")" = '2 0' ] || { cat "$tmp/s"; fail "fs/broke: not 2 files, 0 skipped"; }

# 3. the out-of-tree module
mod=$(cd tests/kbuild/module && pwd -P)
tools/kbuild/prepare.sh --tree "$fx" --module tests/kbuild/module -j 1 >"$tmp/mo" 2>"$tmp/me" ||
	{ cat "$tmp/me"; fail "prepare --module"; }
mobj=$(sed -n 's/^build=//p' "$tmp/mo")
for f in main attr; do
	grep -F "\"file\": \"$mod/$f.c\"" "$mobj/compile_commands.json" | grep -qF "\"-I$mod/include\", \"-DXMOD_SLOTS=4\"" ||
		fail "module $f.c: no entry with the module's own -I and -D"
done
grep -q 'Kbuild.c' "$mobj/compile_commands.json" && fail "an entry for a file that does not exist"
build/kidpush-audit --tree "$fx" --build "$mobj" --summary -j 1 --no-prefilter "$mod" >"$tmp/ms" 2>"$tmp/mse" ||
	{ cat "$tmp/mse" "$tmp/ms"; fail "audit of the module"; }
[ "$(awk '$1 == "TOTAL" { print $2, $3 }' "$tmp/ms")" = '2 0' ] || { cat "$tmp/ms"; fail "module: not 2 files, 0 skipped"; }

# 4. the cache of the request's compile commands
tools/kbuild/prepare.sh --tree "$fx" --path fs/broke --compdb -j 1 >/dev/null 2>"$tmp/e2" || { cat "$tmp/e2"; fail "prepare again"; }
grep -q '2 of 2 .c files (kept from an earlier dry run, verified' "$tmp/e2" || { cat "$tmp/e2"; fail "not kept on the second run"; }
frag=$(ls "$obj/.kidpush-compdb"/*)
sed 's/-DBROKE_BLOCK=512/-DBROKE_BLOCK=999/' "$frag" >"$tmp/frag" && cat "$tmp/frag" >"$frag"
tools/kbuild/prepare.sh --tree "$fx" --path fs/broke --compdb -j 1 >/dev/null 2>"$tmp/e3" || { cat "$tmp/e3"; fail "prepare after tampering"; }
grep -q '2 of 2 .c files (make -n' "$tmp/e3" || { cat "$tmp/e3"; fail "a changed fragment was kept"; }
grep -q 'BROKE_BLOCK=999' "$db" && fail "the tampered flag is still in $db"
cp -R "$fx" "$tmp/fx2"
tools/kbuild/prepare.sh --tree "$tmp/fx2" --path fs/broke --compdb -j 1 >"$tmp/o4" 2>"$tmp/e4" || { cat "$tmp/e4"; fail "prepare the copy"; }
sed -i 's/^broke_block := 512/broke_block := 4096/' "$tmp/fx2/fs/broke/Makefile"
tools/kbuild/prepare.sh --tree "$tmp/fx2" --path fs/broke --compdb -j 1 >"$tmp/o5" 2>"$tmp/e5" || { cat "$tmp/e5"; fail "prepare the changed copy"; }
[ "$(sed -n 's/^key=//p' "$tmp/o4")" = "$(sed -n 's/^key=//p' "$tmp/o5")" ] || fail "a directory Makefile changed the build's key (the test wants the same build)"
grep -q '2 of 2 .c files (make -n' "$tmp/e5" || { cat "$tmp/e5"; fail "a changed directory Makefile: commands kept"; }
grep -q 'BROKE_BLOCK=4096' "$(sed -n 's/^build=//p' "$tmp/o5")/compile_commands.json" || fail "the new flag is not in the commands"
echo "ok"
