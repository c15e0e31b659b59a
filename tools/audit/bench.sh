#!/bin/sh
# bench.sh [PATH...] — audit Debian linux-source-6.1 (default: all of fs/) with
# flags derived from a scratch allmodconfig build (prepared once, cached in
# $KIDPUSH_CACHE/audit/), twice: with the fast path (the prefilter, and headers
# outside PATH read with their function bodies blanked), then every file parsed whole
# (--no-prefilter); prints both wall and CPU times side by side with the ratio, and
# fails unless the two reports (findings, skipped files, counts) are identical.
# Jobs: $AUDIT_JOBS (default 2); AUDIT_BENCH_OUT: see below.
# AUDIT_BENCH_ONLY="fast path" skips the full parse.
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
# AUDIT_BENCH_OUT=DIR keeps both JSON reports and the prefilter dump there.
if [ -n "${AUDIT_BENCH_OUT:-}" ]; then
	out=$AUDIT_BENCH_OUT
	mkdir -p "$out"
else
	out=$(mktemp -d)
	trap 'rm -rf "$out"' EXIT
fi
python3 - "$out" "${AUDIT_JOBS:-2}" "${AUDIT_BENCH_ONLY:-}" "$root/build/kidpush-audit" -q --tree "$tree" --build "$obj" \
	-j "${AUDIT_JOBS:-2}" --summary "$@" <<'PY'
import json, os, resource, subprocess, sys, time
out, jobs, only, cmd = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
res = {}
dump = os.path.join(out, "dump")
for name, extra in (("fast path", ["--prefilter-dump", dump]), ("full parse", ["--no-prefilter"])):
    if only and name != only:
        continue
    report = os.path.join(out, name.replace(" ", "-") + ".json")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.monotonic()
    rc = subprocess.call(cmd[:1] + extra + ["--json", report] + cmd[1:], stdout=subprocess.DEVNULL)
    wall = time.monotonic() - t
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    if rc > 1:
        sys.exit("bench: %s exited %d" % (name, rc))
    cpu = ru.ru_utime + ru.ru_stime - before.ru_utime - before.ru_stime
    rep = json.load(open(report))
    res[name] = (wall, cpu, rep)
    parsed, blanked = rep["files"], []
    if name == "fast path":
        for l in open(dump):
            parsed -= l.startswith("skip ")
            if l.startswith("blanked "):
                blanked.append(l.strip())
    print("%-11s %5d files  %5d parsed  %4d findings  %3d skipped  %7.0f s wall  %7.0f s cpu  %5.2f files/s"
          % (name, rep["files"], parsed, len(rep["findings"]), len(rep["skipped"]), wall, cpu, rep["files"] / wall))
    for b in blanked:
        print("            " + b)
    sys.stdout.flush()
if len(res) == 2:
    (fw, fc, fr), (pw, pc, pr) = res["full parse"], res["fast path"]
    same = fr["findings"] == pr["findings"] and fr["skipped"] == pr["skipped"] and fr["groups"] == pr["groups"]
    print("ratio       %.1fx wall, %.1fx cpu; findings and skipped files %s"
          % (fw / pw, fc / pc, "identical" if same else "DIFFER"))
    if not same:
        sys.exit(1)
PY
