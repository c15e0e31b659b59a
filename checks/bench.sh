#!/bin/sh
# checks/bench.sh [--tree DIR] [-j N] [PATH]: wall time of the gate next to a
# plain `make C=2 CHECK=sparse PATH/` in the same prepared build directory,
# and of the gate without its non-strict pass (--single-pass) and with
# --fast (sparse replayed without make/gcc).
# Default: Debian linux-source-6.1 (tests/lib/kernel.sh linux61), fs/xfs.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tree='' jobs=2 path=fs/xfs
while [ $# -gt 0 ]; do
	case "$1" in
	--tree) tree=$2; shift 2 ;;
	-j) jobs=$2; shift 2 ;;
	-h|--help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) path=$1; shift ;;
	esac
done
[ -n "$tree" ] || tree=$("$root/tests/lib/kernel.sh" linux61) || exit 77
tree=$(cd "$tree" && pwd -P)
gate="$root/checks/gate.sh --tree $tree -j $jobs"
now() { date +%s.%N; }
el() { echo "$2 - $1" | bc | sed 's/^\./0./; s/\(\.[0-9]\)[0-9]*$/\1/'; }
# warm up: configure + prepare once (cached afterwards)
$gate "$path" >/dev/null 2>&1 || true
t0=$(now); $gate "$path" >/dev/null 2>&1 || true; t1=$(now)
$gate --single-pass "$path" >/dev/null 2>&1 || true; t2=$(now)
$gate --fast "$path" >/dev/null 2>&1 || true; t5=$(now)
cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}/gate
work=$cache/$(printf '%s\n%s\n' "gate-v1" "$tree" | sha1sum | cut -c1-16)
kc=''
grep -q 'fno-PIE' "$tree/Makefile" || kc=KCFLAGS=-fno-pie
rm -rf "${work:?}/obj/$path"
t3=$(now)
LC_ALL=C make -C "$work/src" O="$work/obj" $kc -k -j"$jobs" C=2 CHECK=sparse "$path/" >/dev/null 2>&1 || true
t4=$(now)
g=$(el "$t0" "$t1"); s=$(el "$t1" "$t2"); p=$(el "$t3" "$t4"); f=$(el "$t2" "$t5")
echo "tree $tree, $path, -j$jobs"
echo "gate (two passes where the tree has the strict switch): ${g}s"
echo "gate --single-pass:                                  ${s}s"
echo "gate --fast (recorded sparse commands, no make/gcc):  ${f}s"
echo "plain make C=2 CHECK=sparse:                         ${p}s"
echo "ratio gate/plain: $(echo "scale=2; $g / $p" | bc)"
