#!/bin/sh
# bench.sh [PATH...] — audit Debian linux-source-6.1 (default: all of fs/) with
# flags derived from a scratch allmodconfig build (prepared once, cached in
# $KIDPUSH_CACHE/audit/), print the per-filesystem table, wall and CPU time and
# files per second.  Jobs: $AUDIT_JOBS (default 2).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
tree=$("$root/tests/lib/kernel.sh" linux61) || { echo "bench: no linux-source-6.1" >&2; exit 2; }
cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}/audit
obj=$cache/linux-6.1-allmodconfig
if [ ! -f "$obj/.kidpush-prepared" ]; then
	rm -rf "$obj.tmp"; mkdir -p "$obj.tmp"
	echo "bench: preparing $obj (allmodconfig, make prepare)" >&2
	make -s -C "$tree" O="$obj.tmp" allmodconfig >&2
	make -s -C "$tree" O="$obj.tmp" -j"${AUDIT_JOBS:-2}" prepare >&2
	touch "$obj.tmp/.kidpush-prepared"
	rm -rf "$obj"; mv "$obj.tmp" "$obj"
fi
[ $# -gt 0 ] || set -- fs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
start=$(date +%s)
rc=0
/usr/bin/env time -f '%U %S' -o "$out/cpu" "$root/build/kidpush-audit" -q --tree "$tree" --build "$obj" \
	-j "${AUDIT_JOBS:-2}" --summary --json "$out/r.json" "$@" || rc=$?
[ $rc -le 1 ] || exit $rc
wall=$(( $(date +%s) - start ))
files=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["files"])' "$out/r.json")
read -r user sys <"$out/cpu"
echo "audit: $files files in ${wall}s wall ($(python3 -c "print('%.2f' % ($files / max($wall, 1)))") files/s), cpu ${user}s user ${sys}s sys, ${AUDIT_JOBS:-2} jobs"
