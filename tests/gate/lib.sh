# tests/gate/lib.sh — the preamble of the gate's tests (sourced): the
# project root, sparse (else skip), the report built, a scratch $tmp with
# its own cache (made writable again and removed at exit), fail().
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
fail() { echo "FAIL: $*"; exit 1; }
