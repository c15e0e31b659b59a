#!/bin/sh
# Issue 10 item 21: --signoff adds the user's Signed-off-by (git's identity)
# to every patch exactly as `git format-patch --signoff` would (git itself
# is the oracle here): not twice when the body already has it, after the
# other trailers, and a body-less message gets one too.  Without --signoff
# the patches carry the manifest's text only.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
F=$KIDPUSH_ROOT/tests/series/fixture/field.cocci
make_widget_tree "$T/tree" 2
mkdir "$T/tree/drv2"
cp "$T/tree/drv/w0.c" "$T/tree/drv2/v.c"
cp "$T/tree/drv/w1.c" "$T/tree/drv2/u.c"
git -C "$T/tree" add -A && git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm more
step() { # ID FILES AUTHOR BODY-LINES...
	id=$1 files=$2 author=$3; shift 3
	printf 'step: %s\nsubject: widget: step %s\nauthor: %s\ndate: Mon, 1 Jan 2024 10:00:0%s +0000\nfiles: %s\ncocci: %s\nbody:\n' \
		"$id" "$id" "$author" "$id" "$files" "$F"
	for l in "$@"; do printf '| %s\n' "$l"; done
}
{ printf 'prefix: PATCH\ncover-subject: widgets\n\n'
  step 1 'drv/w0.c' 'Test Author <test@example.org>' 'Body.' '' 'Signed-off-by: Sign Er <se@example.org>'
  step 2 'drv/w1.c' 'Test Author <test@example.org>' 'Body.' '' 'Signed-off-by: Sign Er <se@example.org>' 'Acked-by: X <x@example.org>'
  step 3 'drv2/v.c' 'Other <o@example.org>'
  step 4 'drv2/u.c' 'Other <o@example.org>' 'Body.' '' 'Signed-off-by: Other <o@example.org>'
} >"$T/s.series"
export GIT_COMMITTER_NAME="Sign Er" GIT_COMMITTER_EMAIL=se@example.org
"$KP" --tree "$T/tree" --series "$T/s.series" --out "$T/plain" -q --no-cache || fail "run without --signoff"
"$KP" --tree "$T/tree" --series "$T/s.series" --out "$T/signed" -q --no-cache --signoff || fail "run with --signoff"
[ "$(patches_in "$T/signed" | wc -l)" = 4 ] || fail "expected 4 patches"
! grep -q 'Sign Er' "$(patches_in "$T/plain" | sed -n 3p)" || fail "without --signoff a patch got a sign-off"

# the oracle: the plain series applied, then git format-patch --signoff
git clone -q "$T/tree" "$T/am"
GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@t git -C "$T/am" am -q $(patches_in "$T/plain") || fail "git am"
git -C "$T/am" format-patch -q --signoff -o "$T/oracle" HEAD~4 || fail "git format-patch --signoff"
msg() { sed -n '/^Subject:/,/^---$/p' "$1" | sed '1s/\[PATCH [0-9]*\/[0-9]*\]/[PATCH]/'; }
for p in $(patches_in "$T/signed"); do
	n=$(basename "$p" | cut -c1-4)
	o=$(ls "$T/oracle/$n"-*)
	msg "$p" >"$T/a"; msg "$o" >"$T/b"
	diff -u "$T/b" "$T/a" || fail "patch $n: message differs from git format-patch --signoff"
done
ok "every message as git format-patch --signoff makes it"
[ "$(grep -c '^Signed-off-by: Sign Er <se@example.org>$' "$(patches_in "$T/signed" | head -n 1)")" = 1 ] ||
	fail "sign-off added twice"
ok "an existing identical sign-off is not repeated"
# apart from the sign-off lines (and the commit ids), the series is the same
for p in $(patches_in "$T/signed") "$T/signed/0000-cover-letter.patch"; do
	b=$(basename "$p")
	grep -v -e '^Signed-off-by: Sign Er' -e '^From [0-9a-f]* Mon Sep' "$p" >"$T/a"
	grep -v -e '^Signed-off-by: Sign Er' -e '^From [0-9a-f]* Mon Sep' "$T/plain/$b" >"$T/b"
	cmp -s "$T/a" "$T/b" || { diff -u "$T/b" "$T/a"; fail "$b: more than the sign-off changed"; }
done
ok "nothing else changes"
