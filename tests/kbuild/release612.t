#!/bin/sh
# The preparer, the gate and the audit on Debian linux-source-6.12 (item 19
# of issue 10): the tree named by $KIDPUSH_LINUX612 (extracted, read only)
# goes through release_check (tests/kbuild/release-lib.sh).  Skipped (77)
# when the variable is unset.  Long: about 20 minutes on 2 cores (fs/xfs
# alone is ~180 files through gcc and sparse).
set -eu
cd "${KIDPUSH_ROOT:-.}"
t=${KIDPUSH_LINUX612:-}
[ -n "$t" ] || { echo "KIDPUSH_LINUX612 not set: skipped"; exit 77; }
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
grep -q '^VERSION = 6$' "$t/Makefile" 2>/dev/null && grep -q '^PATCHLEVEL = 12$' "$t/Makefile" ||
	fail "$t: not a 6.12 tree"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. tests/kbuild/release-lib.sh
release_prereq
release_check "$t"
echo ok
