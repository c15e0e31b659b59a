#!/bin/sh
# Issue 33 item 8: a hung sparse is bounded.  The gate's --timeout SECONDS
# (default 600) reaches checks/sparse-wrap.sh as KIDPUSH_GATE_TIMEOUT, on
# plain trees and through Kbuild's CHECK= on kernel trees: a file whose
# sparse run takes longer is killed and listed as not checked ("sparse
# timed out after 2s"), exit 2; the other files are checked as before.
# (The shell gate had no bound: a hung sparse hung the gate.)
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
command -v timeout >/dev/null 2>&1 || { echo "timeout (coreutils) not installed"; exit 77; }
real=$(command -v sparse)
mkdir -p "$tmp/bin"
cat >"$tmp/bin/sparse" <<EOS
#!/bin/sh
# hangs on every file named slow.c or acl.c, else the real sparse
for a; do last=\$a; done
case \$last in *slow.c|*acl.c) exec sleep 120 ;; esac
exec "$real" "\$@"
EOS
chmod +x "$tmp/bin/sparse"
cp -a tests/gate/fixture "$tmp/tree"
cp tests/gate/fixture/fs/demo/good.c "$tmp/tree/fs/demo/slow.c"
run() { # NAME ARGS...
	_n=$1
	shift
	set +e
	_t0=$(date +%s)
	PATH="$tmp/bin:$PATH" build/kidpush-gate --json "$tmp/$_n.json" "$@" >"$tmp/$_n.out" 2>&1
	rc=$?
	took=$(($(date +%s) - _t0))
	set -e
	cat "$tmp/$_n.out"
}
run plain --timeout 2 --tree "$tmp/tree" fs/demo
[ $rc = 2 ] || fail "plain tree: exit $rc, want 2"
[ "$took" -lt 60 ] || fail "plain tree: took ${took}s: the hung sparse was not stopped"
python3 - "$tmp/plain.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["checked_files"] == ["fs/demo/bad.c", "fs/demo/good.c"], r["checked_files"]
nc = [(p["file"], p["message"]) for p in r["not_checked"]]
assert nc == [("fs/demo/slow.c", "sparse timed out after 2s (the gate's --timeout)")], nc
PY
set +e
build/kidpush-gate --timeout x --tree "$tmp/tree" fs/demo >"$tmp/bad.out" 2>&1
rc=$?
set -e
[ $rc = 2 ] || fail "--timeout x: exit $rc, want 2"

run kernel --timeout 2 --tree tests/kbuild/fixture fs/demo
[ $rc = 2 ] || fail "kernel tree: exit $rc, want 2"
python3 - "$tmp/kernel.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["checked_files"] == ["fs/demo/super.c", "net/demo/proto.c"], r["checked_files"]
nc = [(p["file"], p["message"]) for p in r["not_checked"]]
assert nc == [("fs/demo/acl.c", "sparse timed out after 2s (the gate's --timeout)")], nc
PY
echo ok
