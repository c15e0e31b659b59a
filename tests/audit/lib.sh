# tests/audit/lib.sh — the preamble of the audit's tests on a scratch tree
# (sourced): the project root, the audit built, $T a scratch directory
# removed at exit (the cache and TMPDIR in it), fail(), and $T/tree holding
# the sample tree's include/ (the test adds its fs/ files).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
[ -x build/kidpush-audit ] || make -s build-audit >/dev/null || exit 1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$KIDPUSH_ROOT/tests/lib.sh"   # fail, ok, skip, kp_run, expect
mkdir -p "$T/tree"
cp -a tests/sample-tree/include "$T/tree/"
export KIDPUSH_CACHE="$T/cache" TMPDIR="$T"
