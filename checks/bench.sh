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
gate="$root/build/kidpush-gate --tree $tree -j $jobs"
now() { date +%s.%N; }
el() { echo "$2 - $1" | bc | sed 's/^\./0./; s/\(\.[0-9]\)[0-9]*$/\1/'; }
# warm up: configure + prepare once (cached afterwards)
$gate "$path" >/dev/null 2>&1 || true
t0=$(now); $gate "$path" >/dev/null 2>&1 || true; t1=$(now)
$gate --single-pass "$path" >/dev/null 2>&1 || true; t2=$(now)
$gate --fast "$path" >/dev/null 2>&1 || true; t5=$(now)
# the gate's own prepared build (tools/kbuild/prepare.sh, cached: the same
# request as the gate's; shims are in the farm's Makefile)
prep=$("$root/tools/kbuild/prepare.sh" -q --tree "$tree" --path "$path" --strict -j "$jobs")
src=$(printf '%s\n' "$prep" | sed -n 's/^src=//p')
obj=$(printf '%s\n' "$prep" | sed -n 's/^build=//p')
rm -rf "${obj:?}/$path"
t3=$(now)
LC_ALL=C make -C "$src" O="$obj" -k -j"$jobs" C=2 CHECK=sparse "$path/" >/dev/null 2>&1 || true
t4=$(now)
g=$(el "$t0" "$t1"); s=$(el "$t1" "$t2"); p=$(el "$t3" "$t4"); f=$(el "$t2" "$t5")
echo "tree $tree, $path, -j$jobs"
echo "gate (two passes where the tree has the strict switch): ${g}s"
echo "gate --single-pass:                                  ${s}s"
echo "gate --fast (recorded sparse commands, no make/gcc):  ${f}s"
echo "plain make C=2 CHECK=sparse:                         ${p}s"
echo "ratio gate/plain: $(echo "scale=2; $g / $p" | bc)"
