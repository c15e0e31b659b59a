#!/bin/sh
# A file the inference cannot parse was not looked at: convert says so and
# exits 1 (not "ok"); --keep-going exits 0, still saying it.  The sample
# tree plus one file of our own that cannot be parsed (a missing header).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
make -s build/kidpush-infer build/kidpush-series build/kidpush-audit || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
export TMPDIR=$T/tmp KIDPUSH_CACHE=$T/cache
mkdir -p "$TMPDIR"
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cp -r tests/sample-tree "$T/tree"
printf '#include <linux/no_such_header_here.h>\nint kidfs_broken(void) { return 0; }\n' >"$T/tree/fs/kidfs/broken.c"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o1" -q -j 2 fs/kidfs >"$T/log1" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log1"; fail "an unparsable file: exit $rc, want 1"; }
grep -q 'could not parse some files' "$T/log1" || { cat "$T/log1"; fail "the skip is not said"; }
echo "ok: unparsable file -> exit 1, said"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o2" -q -j 2 --keep-going fs/kidfs >"$T/log2" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log2"; fail "--keep-going: exit $rc, want 0"; }
grep -q 'could not parse some files' "$T/log2" || { cat "$T/log2"; fail "--keep-going: the skip is not said"; }
cmp -s "$T/o1/0001-"*.patch "$T/o2/0001-"*.patch || fail "the two runs' patches differ"
echo "ok: --keep-going -> exit 0, still said; same patch"
