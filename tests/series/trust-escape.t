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
expect_refused() { # NAME: its log goes to refused.rec, compared at the end
	# (sorted: the symlink's warnings come in the directory's order)
	set +e
	"$KP" --tree "$T/tree" --series "$T/x.series" --out "$T/out" -q --no-cache >"$T/log" 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$T/log"; fail "$1: expected exit 2, got $rc"; }
	{ echo "== $1"; LC_ALL=C sort "$T/log"; } >>"$T/refused.rec"
	[ "$(tree_hash "$T/victim")" = "$victim" ] || fail "$1: a file outside the tree was modified"
	[ "$(tree_hash "$T/tree")" = "$tree" ] || fail "$1: the input tree was modified"
	[ ! -e "$T/out" ] || fail "$1: output written"
	[ -z "$(ls -A "$TMPDIR")" ] || fail "$1: left in TMPDIR: $(ls -A "$TMPDIR")"
	ok "$1"
}
up=$(echo "$T" | sed 's|^/||; s|[^/][^/]*|..|g')   # as many .. as T has components
manifest "files: ../../../../../../../../../..$T/victim/drv/*.c"
expect_refused "files: with ../ to an absolute place"
manifest "files: drv/$up/$T/victim/drv/*.c"
expect_refused "files: through drv/../.."
manifest "files: $T/victim/drv/*.c"
expect_refused "files: absolute"
manifest "files: ../victim/drv/*.c"
expect_refused "files: ../ (short)"
manifest "files: drv/*.c" "include: ../victim/drv"
expect_refused "include: ../"
manifest "files: drv/*.c" "spatch: --include=../victim/drv/widget.h"
expect_refused "spatch: --opt=../"
manifest "files: drv/*.c" "action: kconfig ../victim/Kconfig remove FOO"
expect_refused "action argument ../"
manifest "files: drv/*.c" "action: ../../bin/sh -c true"
expect_refused "action name with a path"

# a directory symlink in the tree that leads out of it is not followed
ln -s "$T/victim/drv" "$T/tree/out-link"
tree=$(tree_hash "$T/tree")
manifest "files: out-link/*.c"
expect_refused "directory symlink out of the tree"
# each refusal's message ("must stay inside the tree"); the symlink named
# ("leads outside the tree")
expect "$T/refused.rec" refused.rec
ok "the messages; the symlink is named"

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
# exit 1, both links named as skipped in the log and the cover letter; the
# regular files converted, no link
{ cat "$T/log"; echo "[exit $rc]"; } | expect_stdin links.rec
expect_dir "$T/out" links
[ "$(tree_hash "$T/victim")" = "$victim" ] || fail "file symlink: a file outside the tree was modified"
[ "$(tree_hash "$T/tree")" = "$tree" ] || fail "file symlink: the input tree was modified"
ok "file symlinks in scope: named as skipped (exit 1), not followed"
