# tests/lib/audit61.sh — sourced by the audit's tests on Debian's
# linux-source-6.1: sets root, bin (build/kidpush-audit), tree (the
# unpacked source; exit 77 when it cannot be had), obj (the scratch
# defconfig build of tests/lib/kernel.sh linux61-build, made once), tmp
# (removed on exit), and sources tests/lib.sh (fail, ok, skip, kp_run,
# expect).  Needs the commands of $AUDIT61_NEEDS (exit 77 without them).
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
for _c in ${AUDIT61_NEEDS:-}; do
	command -v "$_c" >/dev/null 2>&1 || { echo "$_c not installed"; exit 77; }
done
tree=$(tests/lib/kernel.sh linux61) || { echo "no linux-source-6.1"; exit 77; }
. "$root/tests/lib.sh"   # fail, ok, skip, kp_run, expect
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
obj=$(tests/lib/kernel.sh linux61-build) || fail "no prepared linux-6.1 build"
