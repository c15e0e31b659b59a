#!/bin/sh
# Issue 10 item 1: a manifest path that leaves the tree (files:, include:,
# spatch:, action: arguments with ".." or absolute; a directory symlink out
# of the tree) is never followed: exit 2, the files outside are untouched,
# nothing is written.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
F=$KIDPUSH_ROOT/tests/series/fixture/field.cocci
make_widget_tree "$T/tree" 2
make_widget_tree "$T/victim" 2
printf 'config FOO\n\tbool "foo"\n' >"$T/victim/Kconfig"
victim=$(tree_hash "$T/victim") tree=$(tree_hash "$T/tree")
manifest() { # EXTRA-LINES...: one step with the widget rule plus EXTRA
	{ printf 'step: 01\nsubject: s\nauthor: A <a@b>\ndate: Sun, 17 Feb 2013 17:10:54 -0800\ncocci: %s\n' "$F"
	  printf '%s\n' "$@"; } >"$T/x.series"
}
expect_refused() { # NAME PATTERN
	set +e
	"$KP" --tree "$T/tree" --series "$T/x.series" --out "$T/out" -q --no-cache >"$T/log" 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$T/log"; fail "$1: expected exit 2, got $rc"; }
	grep -q -- "$2" "$T/log" || { cat "$T/log"; fail "$1: no message '$2'"; }
	[ "$(tree_hash "$T/victim")" = "$victim" ] || fail "$1: a file outside the tree was modified"
	[ "$(tree_hash "$T/tree")" = "$tree" ] || fail "$1: the input tree was modified"
	[ ! -e "$T/out" ] || fail "$1: output written"
	[ -z "$(ls -A "$TMPDIR")" ] || fail "$1: left in TMPDIR: $(ls -A "$TMPDIR")"
	ok "$1"
}
up=$(echo "$T" | sed 's|^/||; s|[^/][^/]*|..|g')   # as many .. as T has components
manifest "files: ../../../../../../../../../..$T/victim/drv/*.c"
expect_refused "files: with ../ to an absolute place" "must stay inside the tree"
manifest "files: drv/$up/$T/victim/drv/*.c"
expect_refused "files: through drv/../.." "must stay inside the tree"
manifest "files: $T/victim/drv/*.c"
expect_refused "files: absolute" "must stay inside the tree"
manifest "files: ../victim/drv/*.c"
expect_refused "files: ../ (short)" "must stay inside the tree"
manifest "files: drv/*.c" "include: ../victim/drv"
expect_refused "include: ../" "must stay inside the tree"
manifest "files: drv/*.c" "spatch: --include=../victim/drv/widget.h"
expect_refused "spatch: --opt=../" "must stay inside the tree"
manifest "files: drv/*.c" "action: kconfig ../victim/Kconfig remove FOO"
expect_refused "action argument ../" "must stay inside the tree"
manifest "files: drv/*.c" "action: ../../bin/sh -c true"
expect_refused "action name with a path" "must stay inside the tree"

# a directory symlink in the tree that leads out of it is not followed
ln -s "$T/victim/drv" "$T/tree/out-link"
tree=$(tree_hash "$T/tree")
manifest "files: out-link/*.c"
expect_refused "directory symlink out of the tree" "no file of .* is in its scope"
grep -q "leads outside the tree" "$T/log" || fail "no warning about the symlink"
ok "the symlink is named"

# a file symlink in scope (issue 33 item 8) is named as a skipped file (the
# log, the cover letter, exit 1), never followed: before, it was left out in
# silence (exit 0)
rm -f "$T/tree/out-link"
ln -s "$T/victim/drv/w0.c" "$T/tree/drv/zlink-out.c"
ln -s w0.c "$T/tree/drv/zlink-in.c"
commit_all "$T/tree"
tree=$(tree_hash "$T/tree")
manifest "files: drv/*.c"
rc=0; "$KP" --tree "$T/tree" --series "$T/x.series" --out "$T/out" -q --no-cache >"$T/log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log"; fail "file symlinks: expected exit 1, got $rc"; }
for l in zlink-out.c zlink-in.c; do
	grep -q "skipped drv/$l: a symbolic link" "$T/log" || { cat "$T/log"; fail "file symlink $l not named in the log"; }
	grep -q "drv/$l: a symbolic link" "$T/out/0000-cover-letter.patch" || fail "file symlink $l not in the cover letter"
done
grep -qF "+++ b/drv/w0.c" "$T/out/0001-"*.patch || fail "the regular files were not converted"
! grep -q "zlink" "$T/out/0001-"*.patch || fail "a symlink was converted"
[ "$(tree_hash "$T/victim")" = "$victim" ] || fail "file symlink: a file outside the tree was modified"
[ "$(tree_hash "$T/tree")" = "$tree" ] || fail "file symlink: the input tree was modified"
ok "file symlinks in scope: named as skipped (exit 1), not followed"
