#!/bin/sh
# The symlink farm of a kernel tree, one implementation (tools/kbuild/kb-farm.c)
# that the preparer (`kidpush-kbuild farm`), the gate and convert share: one
# link per top entry, without the tree's own state (.git, .pc, .config,
# .config.old) and its in-tree generated include directories (they make
# `make O=` refuse the farm); a directory is real only on the way to a file
# of ours; `place` copies a file in, `rewrite` replaces one from stdin with the
# time stamps of what it replaces; the tree is never written.  The farm's
# layout (type, path, link target) is farm.expected.
set -eu
cd "${KIDPUSH_ROOT:-.}"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_scratch, expect
bin=build/kidpush-kbuild
[ -x "$bin" ] || fail "build/kidpush-kbuild not built"
kp_scratch
t=$tmp/tree f=$tmp/farm
mkdir -p "$t/.git" "$t/.pc" "$t/fs/a/sub" "$t/fs/b" "$t/include/linux" "$t/include/generated" \
	"$t/include/config" "$t/arch/x86/include/generated/asm"
printf 'VERSION = 3\nPATCHLEVEL = 8\n' >"$t/Makefile"
touch -d '2013-05-11 12:00:00' "$t/Makefile"
echo ref >"$t/.git/HEAD"; : >"$t/.config"; : >"$t/.config.old"; : >"$t/.mailmap"
echo a >"$t/fs/a/a.c"; echo b >"$t/fs/a/sub/b.c"; echo x >"$t/fs/b/x.c"
: >"$t/include/linux/types.h"; : >"$t/include/generated/autoconf.h"; : >"$t/include/config/auto.conf"
: >"$t/arch/x86/Makefile"; : >"$t/arch/x86/include/generated/asm/foo.h"
sums() { (cd "$t" && find . -print0 | LC_ALL=C sort -z | xargs -0 ls -ld --time-style=+%s | sha1sum); }
before=$(sums)
echo new >"$tmp/new.c"

"$bin" farm --tree "$t" --farm "$f" build || fail "farm build: exit $?"
"$bin" farm --tree "$t" --farm "$f" -- place fs/a/sub/b.c "$tmp/new.c" || fail "farm place: exit $?"
printf 'rewritten\n' | "$bin" farm --tree "$t" --farm "$f" rewrite Makefile || fail "farm rewrite: exit $?"
(cd "$f" && find . -mindepth 1 -printf '%y %P %l\n' | LC_ALL=C sort) | expect_stdin
[ "$(cat "$f/fs/a/sub/b.c")" = new ] || fail "place: not the file's copy"
[ "$(cat "$f/Makefile")" = rewritten ] || fail "rewrite: not the new content"
[ "$(stat -c %Y "$f/Makefile")" = "$(stat -c %Y "$t/Makefile")" ] || fail "rewrite: the time stamp changed"
[ "$(sums)" = "$before" ] || fail "the tree was written"
ok "farm: layout, place, rewrite (time kept), tree untouched"

# a second build starts from nothing: what was placed goes
"$bin" farm --tree "$t" --farm "$f" build || fail "farm build again: exit $?"
[ -L "$f/fs" ] && [ -L "$f/Makefile" ] || fail "a second build kept the placed files"
rc=0; "$bin" farm --tree "$t" --farm "$f" nonsense 2>"$tmp/err" || rc=$?
[ $rc = 2 ] && grep -q "^kidpush-kbuild: farm: build, place REL FILE or rewrite REL" "$tmp/err" ||
	{ cat "$tmp/err"; fail "an unknown farm command: exit $rc"; }
ok "farm: rebuilt anew; a bad command is exit 2"
