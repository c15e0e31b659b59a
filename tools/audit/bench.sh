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
python3 - "$out/r.json" "${AUDIT_JOBS:-2}" "$root/build/kidpush-audit" -q --tree "$tree" --build "$obj" \
	-j "${AUDIT_JOBS:-2}" --summary --json "$out/r.json" "$@" <<'PY'
import json, resource, subprocess, sys, time
report, jobs, cmd = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
t = time.monotonic()
rc = subprocess.call(cmd)
wall = time.monotonic() - t
if rc > 1:
    sys.exit(rc)
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = ru.ru_utime + ru.ru_stime
files = json.load(open(report))["files"]
print("audit: %d files in %.0fs wall = %.2f files/s; cpu %.0fs = %.2f files/s per busy core, "
      "%.2f files/s on %d idle cores" % (files, wall, files / wall, cpu, files / cpu, jobs * files / cpu, jobs))
PY
