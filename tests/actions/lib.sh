# Shared helpers of the tool action tests (sourced).
set -u
# shellcheck disable=SC2034 # used by the scripts that source this file
A=$KIDPUSH_ROOT/tools/actions
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
n=0
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
ok() { n=$((n + 1)); echo "ok $n - $*"; }
# expect_rc RC CMD...: run CMD (cwd $T), check its exit status
expect_rc() { want=$1; shift; ( cd "$T" && "$@" ) >"$T/out" 2>&1; got=$?; [ "$got" = "$want" ] || { cat "$T/out"; fail "$* exited $got, wanted $want"; }; }
same() { diff -u "$2" "$1" || fail "$3"; }
