# tests/gate/lib.sh — the preamble of the gate's tests (sourced): the
# common tests/lib.sh (root, fail, kp_run, expect), sparse (else skip), the
# report built, a scratch $tmp with its own cache (kp_scratch).
set -eu
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"
command -v sparse >/dev/null 2>&1 || skip "sparse not installed"
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
kp_scratch
