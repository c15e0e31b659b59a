#!/bin/sh
# build/kidpush-replace (write-results.sh's writer): each listed result
# replaces its file whole, keeping the file's mode, for any name (a space,
# a newline); no temporary file is left; a missing result is exit 2 with
# the file unchanged.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
make -s build/kidpush-replace || exit 1
bin=$KIDPUSH_ROOT/build/kidpush-replace
vg=
command -v valgrind >/dev/null 2>&1 && vg="valgrind -q --error-exitcode=99 --leak-check=full"
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
nl='a
b.c'
mkdir "$T/d" "$T/t"
printf 'old one\n' >"$T/d/one file.c"; chmod 751 "$T/d/one file.c"
printf 'old two\n' >"$T/d/$nl"; chmod 640 "$T/d/$nl"
printf '%s' "$T/d/one file.c" >"$T/t/1.name"; printf 'new one\n' >"$T/t/1.out"
printf '%s' "$T/d/$nl" >"$T/t/2.name"; printf 'new\ntwo\n' >"$T/t/2.out"
printf '1\n2\n' >"$T/t/list"
$vg "$bin" me "$T/t" || fail "exit $?"
[ "$(cat "$T/d/one file.c")" = "new one" ] || fail "one file.c not replaced"
[ "$(cat "$T/d/$nl")" = "new
two" ] || fail "the name with a newline not replaced"
[ "$(stat -c %a "$T/d/one file.c")" = 751 ] || fail "mode 751 not kept: $(stat -c %a "$T/d/one file.c")"
[ "$(stat -c %a "$T/d/$nl")" = 640 ] || fail "mode 640 not kept"
[ -z "$(find "$T/d" -name '*.tmp.*')" ] || fail "temporary files left: $(ls -A "$T/d")"
echo "ok: replaced, modes kept, no temporary left"
: >"$T/t/list"
"$bin" me "$T/t" || fail "empty list: exit $?"
printf '3\n' >"$T/t/list"; printf '%s' "$T/d/one file.c" >"$T/t/3.name"
rc=0; "$bin" me "$T/t" 2>"$T/err" || rc=$?
[ $rc = 2 ] || fail "missing result: exit $rc, want 2"
expect "$T/err" missing.err    # "me: cannot read .../3.out"
[ "$(cat "$T/d/one file.c")" = "new one" ] || fail "file changed on error"
echo "ok: empty list, missing result (exit 2, unchanged)"
