#!/bin/sh
# Issue 33 item 5: the libclang front end's directory walk
# (tools/clangfe/walk.c, used by the audit and the inference) has no depth
# limit: a .c file 40 levels below fs/kidfs is audited (it stopped at 32
# levels without a word: audit exit 0, "0 skipped").  What it cannot enter
# (a path longer than PATH_MAX) is named on stderr, never passed over.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
[ -x build/kidpush-audit ] || make -s build-audit >/dev/null || exit 1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
mkdir -p "$T/tree/fs/kidfs"
cp -a tests/sample-tree/include "$T/tree/"
d=$T/tree/fs/kidfs/deep
for i in $(seq 40); do d=$d/a; done
mkdir -p "$d"
cp tests/sample-tree/fs/kidfs/kidfs.h tests/sample-tree/fs/kidfs/inode.c "$d/"
export KIDPUSH_CACHE="$T/cache" TMPDIR="$T"
./run.sh audit --tree "$T/tree" fs/kidfs >"$T/out" 2>&1
rc=$?
tail -n 3 "$T/out"
[ $rc = 1 ] || fail "a file 40 levels down: audit exit $rc, want 1 (its ID problems)"
grep -q 'deep/a/a/.*inode.c' "$T/out" || fail "the deep file is not named among the findings"

# deeper than PATH_MAX: named as not walked
python3 - "$T/tree/fs/kidfs" <<'PY'
import os, sys
os.chdir(sys.argv[1])
for i in range(2100):
    os.mkdir('b'); os.chdir('b')
open('x.c', 'w').write('int x;\n')
PY
./run.sh audit --tree "$T/tree" fs/kidfs >"$T/out2" 2>&1
grep -q 'not walked, so not looked at: .*File name too long' "$T/out2" || { tail -n 5 "$T/out2"; fail "what the walk could not enter is not named"; }
echo ok
