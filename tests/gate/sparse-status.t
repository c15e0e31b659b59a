#!/bin/sh
# Issue 24 item 1: every sparse run is judged by its exit status and signal,
# and one canary per run.  Fake `sparse` programs (own scripts, first on
# PATH, as the gate finds sparse) on the sample tree (plain mode) and on
# the preparer's mini kernel tree (kernel mode, tests/kbuild/fixture):
#  - sparse killed by SIGSEGV on every file: exit 2, every file named as
#    not checked with the signal, none counted as checked;
#  - sparse crashing on one file (the real sparse for the others): that file
#    is not checked, the others are; a crash of the non-strict pass too;
#  - an exit status outside sparse's 0/1: not checked, the status named;
#  - a sparse that exits 0 and prints nothing: the canary is not reported,
#    exit 2 "this sparse does not report ID problems with these flags";
#  - the real sparse: the canary passes (no "(canary)" entry).
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
real=$(command -v sparse)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
fake() { # NAME BODY: $tmp/NAME/sparse
	mkdir -p "$tmp/$1"
	printf '#!/bin/sh\n%s\n' "$2" >"$tmp/$1/sparse"
	chmod +x "$tmp/$1/sparse"
}
fake segv 'kill -SEGV $$'
fake silent 'exit 0'
fake st3 'echo "sparse: something odd" >&2; exit 3'
# the real sparse, except on xfs_acl.c (strict pass) and on xfs_iops.c
# (non-strict pass only: the strict define is missing from its arguments)
fake one "for a in \"\$@\"; do last=\$a; done
case \"\$last\" in *xfs_acl.c) kill -SEGV \$\$ ;; esac
case \"\$last \$*\" in *xfs_iops.c*-DCONFIG_UIDGID_STRICT_TYPE_CHECKS=1*) ;; *xfs_iops.c*) kill -ABRT \$\$ ;; esac
exec '$real' \"\$@\""
gate() { # FAKE ARGS...: run the gate with that sparse; $rc, $tmp/out, $tmp/r.json
	_f=$1
	shift
	set +e
	if [ "$_f" = real ]; then
		build/kidpush-gate --json "$tmp/r.json" "$@" >"$tmp/out" 2>&1
	else
		PATH="$tmp/$_f:$PATH" build/kidpush-gate --json "$tmp/r.json" "$@" >"$tmp/out" 2>&1
	fi
	rc=$?
	set -e
}
xfs_files=$(cd tests/sample-tree && find fs/xfs -name '*.c' | LC_ALL=C sort)
nxfs=$(echo "$xfs_files" | wc -l)

# 1. SIGSEGV on every file, plain mode: exit 2, every file named.
gate segv fs/xfs
cat "$tmp/out"
[ $rc = 2 ] || fail "sparse killed by SIGSEGV: exit $rc, want 2"
expect "$tmp/out" segv     # every file named as not checked, with the signal
python3 - "$tmp/r.json" "$nxfs" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
n = int(sys.argv[2])
assert r["summary"]["files_checked"] == 0 and r["checked_files"] == [], r["summary"]
nc = {x["file"]: x["message"] for x in r["not_checked"]}
files = [f for f in nc if f.startswith("fs/xfs/")]
assert len(files) == n, nc
assert all("signal SIGSEGV" in nc[f] for f in files), nc
assert "SIGSEGV" in nc["(canary)"] and "does not report ID problems" in nc["(canary)"], nc
print("segv plain ok")
PY

# 2. One file crashes (strict pass), one in the non-strict pass only.
gate one fs/xfs
[ $rc = 2 ] || { cat "$tmp/out"; fail "one crash: exit $rc, want 2"; }
python3 - "$tmp/r.json" "$nxfs" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
n = int(sys.argv[2])
nc = {x["file"]: x["message"] for x in r["not_checked"]}
assert set(nc) == {"fs/xfs/xfs_acl.c", "fs/xfs/xfs_iops.c"}, nc
assert nc["fs/xfs/xfs_acl.c"] == "sparse died by signal SIGSEGV (exit status 139)", nc
assert nc["fs/xfs/xfs_iops.c"] == "non-strict pass: sparse died by signal SIGABRT (exit status 134)", nc
assert r["summary"]["files_checked"] == n - 2, r["summary"]
assert "fs/xfs/xfs_acl.c" not in r["checked_files"] and "fs/xfs/xfs_iops.c" not in r["checked_files"]
# nothing of the files not checked is reported as a finding
assert not [p for p in r["problems"] + r["noise"] if p["file"] in nc], "findings from a crashed run"
print("one crash ok")
PY

# 3. An exit status sparse does not have.
gate st3 fs/xfs/xfs_acl.c
[ $rc = 2 ] || { cat "$tmp/out"; fail "exit status 3: gate exit $rc, want 2"; }
expect "$tmp/out" st3      # xfs_acl.c not checked, status 3 named

# 4. A sparse that reports nothing: the canary.
gate silent fs/xfs
[ $rc = 2 ] || { cat "$tmp/out"; fail "silent sparse: exit $rc, want 2"; }
expect "$tmp/out" silent   # the canary's message
python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
assert [x["file"] for x in r["not_checked"]] == ["(canary)"], r["not_checked"]
' "$tmp/r.json"

# 5. The real sparse: the canary passes.
gate real fs/xfs
[ $rc = 1 ] || { cat "$tmp/out"; fail "real sparse on fs/xfs: exit $rc, want 1"; }
if grep -q 'canary' "$tmp/out"; then cat "$tmp/out"; fail "canary failed with the real sparse"; fi

# 6. Kernel mode (the preparer's mini kernel tree, Kbuild-like CHECK=):
# its output names the cache key, gcc's shims, times and a mktemp run
# directory (the machine's), so two lines are looked for, not the whole.
kfx=tests/kbuild/fixture
gate segv --tree $kfx fs/demo
cat "$tmp/out"
[ $rc = 2 ] || fail "kernel mode, SIGSEGV: exit $rc, want 2"
grep -q 'sparse checked 0 of the 3 file(s)' "$tmp/out" || fail "kernel mode counts crashed files as checked"
python3 - "$tmp/r.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
nc = {x["file"]: x["message"] for x in r["not_checked"]}
assert set(nc) == {"fs/demo/acl.c", "fs/demo/super.c", "net/demo/proto.c", "(canary)"}, nc
assert all("signal SIGSEGV" in m for m in nc.values()), nc
assert r["summary"]["files_checked"] == 0, r["summary"]
print("segv kernel ok")
PY
gate silent --tree $kfx fs/demo
[ $rc = 2 ] || { cat "$tmp/out"; fail "kernel mode, silent sparse: exit $rc, want 2"; }
grep -q '^gate: this sparse does not report ID problems with these flags' "$tmp/out" ||
	{ cat "$tmp/out"; fail "kernel mode: no canary message"; }
gate real --tree $kfx fs/demo
[ $rc = 0 ] || { cat "$tmp/out"; fail "kernel mode, real sparse: exit $rc, want 0"; }
gate real --tree $kfx --fast fs/demo
[ $rc = 0 ] || { cat "$tmp/out"; fail "kernel mode --fast, real sparse: exit $rc, want 0"; }
echo ok
