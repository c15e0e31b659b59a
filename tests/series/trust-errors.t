#!/bin/sh
# Issue 10 items 12, 14, 15, 16, 17: each bad input or setup problem is one
# line naming its cause, before any work, exit 2, nothing written:
# errno of the failing call (not of the cleanup), --timeout nan/inf, empty
# tree / no file in a step's scope (an existing --out stays as it is),
# duplicate step ids, one-line values too long for git's argv/environment.
# A 1 MB line in a body is fine (the message goes to git by file).
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
F=$KIDPUSH_ROOT/tests/series/fixture/field.cocci
make_widget_tree "$T/tree" 2
mkdir "$T/out"
echo old >"$T/out/0001-old.patch"
echo keep >"$T/out/notes.txt"
outh=$(tree_hash "$T/out")
expect2() { # NAME ARGS...: its message goes to errors.rec, compared at the end
	name=$1; shift
	set +e
	"$KP" --out "$T/out" -q --no-cache "$@" >"$T/log" 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$T/log"; fail "$name: expected exit 2, got $rc"; }
	# (the driver's scratch directory, mktemp's kidpush.XXXXXX: its name varies)
	{ echo "== $name"; sed 's|/kidpush\.[A-Za-z0-9]\{6\}/|/kidpush.XXXXXX/|g' "$T/log"; } >>"$T/errors.rec"
	[ "$(tree_hash "$T/out")" = "$outh" ] || fail "$name: --out was changed"
	[ -z "$(ls -A "$TMPDIR")" ] || fail "$name: left in TMPDIR: $(ls -A "$TMPDIR")"
	ok "$name"
}
# 15
for v in nan inf -inf 1e400 0 -1 "" 2e6 5x; do
	expect2 "--timeout '$v'" --tree "$T/tree" --series "$S" --timeout "$v"
done
# 16
mkdir "$T/empty"
expect2 "empty tree" --tree "$T/empty" --series "$S"
mkdir -p "$T/other/fs"
echo 'int x;' >"$T/other/fs/a.c"
expect2 "tree without the steps' directory" --tree "$T/other" --series "$S"
{ cat "$S"; printf '\nstep: 03\nsubject: t\nauthor: A <a@b>\ndate: Mon, 1 Jan 2024 10:00:02 +0000\nfiles: sub/*.c\ncocci: %s\n' "$F"; } >"$T/three.series"
sed -i "s|^cocci: field.cocci\$|cocci: $F|" "$T/three.series"
expect2 "one step without files in scope" --tree "$T/tree" --series "$T/three.series"
# 17
sed 's/^step: 02$/step: 01/' "$S" >"$T/dup.series"
sed -i "s|^cocci: field.cocci\$|cocci: $F|" "$T/dup.series"
expect2 "duplicate step id" --tree "$T/tree" --series "$T/dup.series"
# 14: values that go to git's argv/environment are bounded, early
long=$(head -c 5000 /dev/zero | tr '\0' a)
sed "s/^author: Test Author/author: $long/" "$S" >"$T/long.series"
sed -i "s|^cocci: field.cocci\$|cocci: $F|" "$T/long.series"
expect2 "5000-byte author" --tree "$T/tree" --series "$T/long.series"
# 12: the cause of a failed copy is the copy's errno
head -c 300000 /dev/zero | tr '\0' '\n' >>"$T/tree/drv/w1.c"
( ulimit -f 200; trap '' XFSZ
  expect2 "file too large for TMPDIR (errno of the write)" \
	--tree "$T/tree" --series "$S" --allow-dirty )
git -C "$T/tree" checkout -q drv/w1.c
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	# --allow-dirty: git will not read a repository of another owner (dubious
	# ownership), which is exit 2 of its own (dirty.t); not this case's subject
	chmod 000 "$T/tree/drv/w0.c"
	chmod 777 "$T" && chmod -R a+rwX "$T/tmp" "$T/out" && chmod a+rX "$T/tree" "$T/tree/drv"
	set +e
	setpriv --reuid=65534 --regid=65534 --clear-groups "$KP" --tree "$T/tree" --series "$S" --out "$T/out" -q --no-cache --allow-dirty >"$T/log" 2>&1
	rc=$?
	set -e
	chmod 644 "$T/tree/drv/w0.c"
	[ $rc = 2 ] || { cat "$T/log"; fail "unreadable file: expected exit 2, got $rc"; }
	grep -q "cannot read $T/tree/drv/w0.c: Permission denied" "$T/log" || { cat "$T/log"; fail "unreadable file: message"; }
	[ "$(tree_hash "$T/out")" = "$outh" ] || fail "unreadable file: --out was changed"
	ok "unreadable file: 'cannot read FILE: Permission denied'"
else
	echo "not root or no setpriv: unreadable-file case not run"
fi
# each case's one line: --timeout's; the empty tree names steps 01 and 02
# (no file in scope), the tree with files only step 03; the duplicate step's
# line and its first; the long author; the failed copy's errno (File too
# large)
expect "$T/errors.rec" errors.rec
# 14: a 1 MB line in a body goes through
{ sed -n '1,/^| Signed-off-by/p' "$S" | sed '$d'; printf '| %s\n' "$(head -c 1048576 /dev/zero | tr '\0' x)"; sed -n '/^| Signed-off-by/,$p' "$S"; } >"$T/big.series"
sed -i "s|^cocci: field.cocci\$|cocci: $F|" "$T/big.series"
rm -rf "$T/o"
"$KP" --tree "$T/tree" --series "$T/big.series" --out "$T/o" -q --no-cache 2>"$T/log" || { tail -c 2000 "$T/log"; fail "1 MB body line: run failed"; }
[ "$(awk 'length($0) == 1048576 && !/[^x]/ { n++ } END { print n + 0 }' "$(patches_in "$T/o")")" = 1 ] || fail "1 MB body line not in the patch"
ok "1 MB body line"
