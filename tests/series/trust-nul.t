#!/bin/sh
# Issue 33 item 5: spatch reads a file only up to a NUL byte (it says
# "HANDLING:" and prints no diff), so a file with a NUL byte in a comment
# would be "no change" in silence.  drv/w2.c, a copy of drv/w0.c with a
# NUL byte in a comment at its top, is skipped and named (log, cover
# letter, exit 1) while w0.c is converted.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 1
{ printf '/* nul\000byte */\n'; cat "$T/tree/drv/w0.c"; } >"$T/tree/drv/w2.c"
commit_all "$T/tree"
set +e
"$KP" --tree "$T/tree" --series "$S" --out "$T/out" -q --no-cache >"$T/log" 2>&1
rc=$?
set -e
[ $rc = 1 ] || { cat "$T/log"; fail "a file with a NUL byte: exit $rc, want 1"; }
grep -q 'drv/w2.c.*NUL byte' "$T/log" || { cat "$T/log"; fail "drv/w2.c not named with its NUL byte"; }
grep -aq 'drv/w2.c' "$T/out/0000-cover-letter.patch" || fail "drv/w2.c not in the cover letter"
grep -q '^diff --git a/drv/w0.c' "$T"/out/0001-*.patch || fail "drv/w0.c not converted"
ok "drv/w2.c (NUL byte) skipped and named, exit 1; drv/w0.c converted"
