#!/bin/sh
# Issue 10 items 2, 9, 13: where the driver may write.  --out and --cache
# are compared with the tree by their real paths (.. and symlinks resolved),
# not by their spelling; --out keeps its mode (item 33.8); --out with a trailing slash works; an existing
# --out that cannot be replaced (mode 555, as an unprivileged user) is an
# error before any work, and the notes in it stay where they are.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 2
echo mine >"$T/tree/drv/local.patch"
tree=$(tree_hash "$T/tree")
mkdir "$T/elsewhere"
ln -s "$T/tree/drv" "$T/elsewhere/link"
refused() { # NAME PATTERN ARGS...
	name=$1 pat=$2; shift 2
	set +e
	"$KP" --tree "$T/tree" --series "$S" -q "$@" >"$T/log" 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$T/log"; fail "$name: expected exit 2, got $rc"; }
	grep -q -- "$pat" "$T/log" || { cat "$T/log"; fail "$name: no message '$pat'"; }
	[ "$(tree_hash "$T/tree")" = "$tree" ] || fail "$name: the input tree was modified"
	[ -z "$(ls -A "$TMPDIR")" ] || fail "$name: left in TMPDIR: $(ls -A "$TMPDIR")"
	ok "$name"
}
refused "--out spelled with .." "inside the input tree" --out "$T/elsewhere/../tree/drv"
(cd "$T/elsewhere" && refused "--out relative with .." "inside the input tree" --out ../tree/drv)
refused "--out through a symlink" "inside the input tree" --out "$T/elsewhere/link"
refused "--out new dir below a symlink" "inside the input tree" --out "$T/elsewhere/link/new"
refused "--out holding the tree" "holds the input tree" --out "$T"
refused "--cache inside the tree" "cache directory .* is inside the input tree" --out "$T/o" --cache "$T/elsewhere/link/../c"
[ ! -e "$T/o" ] || fail "output written"
KIDPUSH_CACHE=$T/elsewhere/link refused "KIDPUSH_CACHE inside the tree" "inside the input tree" --out "$T/o"
mkdir -p "$T/tree/tmp"
TMPDIR=$T/elsewhere/link/../tmp refused "TMPDIR inside the tree" "TMPDIR) is inside the input tree" --out "$T/o"
rmdir "$T/tree/tmp"
mkdir "$T/sp ace"
TMPDIR="$T/sp ace" refused "TMPDIR a shell would split" "set TMPDIR to another directory" --out "$T/o"

# trailing slash on an existing --out
mkdir "$T/o"
echo keep >"$T/o/notes.txt"
"$KP" --tree "$T/tree" --series "$S" -q --no-cache --out "$T/o/" || fail "--out o/ failed"
[ "$(patches_in "$T/o" | wc -l)" = 1 ] || fail "--out o/: no patch"
[ "$(cat "$T/o/notes.txt")" = keep ] || fail "--out o/: notes.txt lost"
ok "--out with a trailing slash"

# --out keeps its mode (issue 33 item 8): an existing directory its own, a
# new one 0777 & ~umask as mkdir(1) makes it (it was recreated 0700)
mode_of() { stat -c %a "$1"; }
chmod 0751 "$T/o"
"$KP" --tree "$T/tree" --series "$S" -q --no-cache --out "$T/o" || fail "--out o (0751) failed"
[ "$(mode_of "$T/o")" = 751 ] || fail "existing --out 0751 came back $(mode_of "$T/o")"
(umask 022 && "$KP" --tree "$T/tree" --series "$S" -q --no-cache --out "$T/new022") || fail "--out new022 failed"
[ "$(mode_of "$T/new022")" = 755 ] || fail "new --out under umask 022 is $(mode_of "$T/new022")"
(umask 027 && "$KP" --tree "$T/tree" --series "$S" -q --no-cache --out "$T/new027") || fail "--out new027 failed"
[ "$(mode_of "$T/new027")" = 750 ] || fail "new --out under umask 027 is $(mode_of "$T/new027")"
ok "--out keeps its mode: existing 0751 stays, a new one is 0777 & ~umask"

# an existing --out of mode 555, as an unprivileged user
if [ "$(id -u)" = 0 ]; then
	command -v setpriv >/dev/null || { echo "no setpriv: mode-555 case not run"; exit 0; }
	as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
else
	as_user() { "$@"; }
fi
mkdir "$T/u"
make_widget_tree "$T/u/tree" 1
mkdir "$T/u/ro"
echo keep >"$T/u/ro/notes.txt"
chmod 555 "$T/u/ro"
chmod 755 "$T" "$T/u"
[ "$(id -u)" = 0 ] && chown -R 65534:65534 "$T/u" && chmod 555 "$T/u/ro"
set +e
as_user env TMPDIR="$T/u" "$KP" --tree "$T/u/tree" --series "$S" -q --no-cache --out "$T/u/ro" >"$T/log" 2>&1
rc=$?
set -e
chmod 755 "$T/u/ro"
[ $rc = 2 ] || { cat "$T/log"; fail "read-only --out: expected exit 2, got $rc"; }
grep -q "cannot replace the output directory" "$T/log" || { cat "$T/log"; fail "read-only --out: message"; }
[ "$(cat "$T/u/ro/notes.txt")" = keep ] || fail "read-only --out: notes.txt lost"
[ -z "$(find "$T/u" -maxdepth 1 -name '.ro.*')" ] || fail "read-only --out: leftovers $(ls -A "$T/u")"
[ -z "$(find "$T/u" -maxdepth 1 -name 'kidpush.*')" ] || fail "read-only --out: scratch left"
ok "read-only --out: exit 2 before any work, notes.txt kept, nothing left over"
