#!/bin/sh
# Issue 33 item 8: a hung sparse is bounded.  checks/sparse-wrap.sh runs
# each sparse under $KIDPUSH_GATE_TIMEOUT seconds (default 600): a fake
# sparse (first on PATH, as the gate finds sparse) that hangs on inode.c
# and is the real sparse elsewhere: the gate ends within the limit, names
# inode.c as not checked ("sparse timed out after 3 s"), exit 2 (it waited
# for ever before).
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
command -v timeout >/dev/null 2>&1 || { echo "timeout(1) not installed"; exit 77; }
real=$(command -v sparse)
mkdir "$tmp/bin"
cat >"$tmp/bin/sparse" <<EOS
#!/bin/sh
for a in "\$@"; do last=\$a; done
case "\$last" in *kidfs/inode.c) sleep 600 ;; esac
exec '$real' "\$@"
EOS
chmod +x "$tmp/bin/sparse"
start=$(date +%s)
set +e
KIDPUSH_GATE_TIMEOUT=3 PATH="$tmp/bin:$PATH" timeout -k 5 120 checks/gate.sh fs/kidfs >"$tmp/out" 2>&1
rc=$?
set -e
took=$(( $(date +%s) - start ))
cat "$tmp/out"
[ $rc = 2 ] || fail "a hung sparse: gate exit $rc, want 2 (124: the gate hung)"
grep -A3 "^  fs/kidfs/inode.c" "$tmp/out" | grep -q "sparse timed out after 3 s" ||
	fail "inode.c is not named as timed out"
[ "$took" -lt 100 ] || fail "the gate took $took s"
echo "ok: a hung sparse is stopped after 3 s and its file named as not checked ($took s)"
