#!/bin/sh
# Issue 33 item 8: the audit's per-file parse is bounded (--timeout SEC,
# default 600).  A file that includes a FIFO (libclang waits on it for
# ever; so did the prefilter, which now reads regular files only): with
# --timeout 3 the audit ends, names that file as skipped "timed out after
# 3 s", audits the other file and exits 1 (it hung before); the same with
# --no-prefilter and one worker (another worker goes on with the rest); the
# inference's parse likewise (kidpush-infer --timeout, convert passes it).
. "${KIDPUSH_ROOT:?}/tests/audit/lib.sh"
mkdir -p "$T/tree/fs/kidfs"
cp tests/sample-tree/fs/kidfs/kidfs.h tests/sample-tree/fs/kidfs/inode.c "$T/tree/fs/kidfs/"
mkfifo "$T/tree/fs/kidfs/hang.h"
printf '#include "hang.h"\nint kidfs_hang;\n' >"$T/tree/fs/kidfs/hang.c"
start=$(date +%s)
timeout -k 5 120 build/kidpush-audit --tree "$T/tree" --timeout 3 -j 2 fs/kidfs >"$T/out" 2>&1
rc=$?
took=$(( $(date +%s) - start ))
cat "$T/out"
[ $rc = 1 ] || fail "a parse that hangs: exit $rc, want 1 (124: the audit hung)"
grep -q 'fs/kidfs/hang.c: skipped, timed out after 3 s' "$T/out" || fail "hang.c is not named as timed out"
grep -q 'skipped.*fs/kidfs/hang.c: timed out after 3 s' "$T/out" || fail "the report does not list hang.c as skipped"
grep -q '^fs/kidfs/inode.c:[0-9]' "$T/out" || fail "the other file was not audited"
# -j 1: the one worker is left, another goes on with the rest
timeout -k 5 120 build/kidpush-audit --tree "$T/tree" --no-prefilter --timeout 3 -j 1 fs/kidfs >"$T/out1" 2>&1
rc=$?
[ $rc = 1 ] || { cat "$T/out1"; fail "-j 1: exit $rc, want 1"; }
grep -q '^fs/kidfs/inode.c:[0-9]' "$T/out1" || { cat "$T/out1"; fail "-j 1: the other file was not audited"; }
echo "ok: the hung parse named as timed out, the others audited, exit 1 ($took s)"
# the inference (the same front end and pool): hang.c skipped with that
# reason in the plan, exit 1, the facts not kept (a second run waits again)
[ -x build/kidpush-infer ] || make -s build-infer >/dev/null || exit 1
timeout -k 5 120 build/kidpush-infer --tree "$T/tree" --timeout 3 -j 2 --facts "$T/facts" --plan "$T/plan.json" \
	fs/kidfs >"$T/out2" 2>&1
rc=$?
cat "$T/out2"
[ $rc = 1 ] || fail "inference: exit $rc, want 1 (124: hung)"
grep -q 'fs/kidfs/hang.c: skipped, timed out after 3 s' "$T/out2" || fail "inference: hang.c not named"
python3 - "$T/plan.json" <<'PY' || fail "inference: hang.c is not in the plan's skipped list"
import json, sys
plan = json.load(open(sys.argv[1]))
sk = json.dumps(plan.get("skipped"))
assert "hang.c" in sk and "timed out after 3 s" in sk, sk
PY
[ ! -e "$T/facts" ] || fail "inference: the facts of a timed-out run were kept"
echo "ok: the inference names the hung file as skipped (plan and log), exit 1"
