#!/bin/sh
# bench.sh — `make bench`: convert against its floor, side by side in one run.
#
# Convert: ./run.sh convert (build/kidpush-convert) of the ten filesystems of
# seed 011 on Linux 3.8.13 ($KIDPUSH_LINUX38; unset: skipped, saying so),
# without --gate, -j $KIDPUSH_BENCH_JOBS (default 2), with cold caches:
# KIDPUSH_CACHE is a fresh temporary directory (plan, spatch results, rule
# queries all recomputed).  The prepared kernel build (tools/kbuild) is the
# one slow thing convert does not need to repeat: by default the fresh cache
# links the user's kbuild cache ($KIDPUSH_CACHE or ~/.cache/kidpush, kbuild/)
# so the build is warm when it was prepared before (the bench says whether
# it was); KIDPUSH_BENCH_KBUILD=cold prepares it in the fresh cache too.
# Floor: spatch --parse-c --no-includes over the same .c/.h files (parsing
# them once), in $jobs processes at a time.
# Prints both wall and CPU times and the ratio convert/floor (target <= 3,
# and <= 300 s wall), libclang's share (the inference's parse of the same
# files with their headers, as a multiple of the floor), and the time of
# convert's stages (its log).
# Then, unless KIDPUSH_BENCH_GATE=0, convert again with --gate (the strict
# gate before and after, the gate-guided fixpoint), cold caches but the same
# prepared kernel builds, and prints its time and the fixpoint's rounds and
# undone changes as convert's log counts them (issue 34: the rounds counted).
# KIDPUSH_BENCH_OUT=DIR keeps convert's series in DIR (convert's --out),
# to compare two builds' output; by default it goes with the temporary
# directory.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
tree=${KIDPUSH_BENCH_LINUX38:-${KIDPUSH_LINUX38:-}}
if [ -z "$tree" ]; then
	echo "bench: convert: skipped: KIDPUSH_LINUX38 (a Linux 3.8.13 tree) is not set"
	exit 0
fi
jobs=${KIDPUSH_BENCH_JOBS:-2}
# the workload issue 22 names (seed 011's ten); KIDPUSH_BENCH_PATHS, space
# separated, measures another set of PATHs the same way
fss=${KIDPUSH_BENCH_PATHS:-"fs/9p fs/afs fs/ceph fs/cifs fs/coda fs/gfs2 fs/ncpfs fs/nfs fs/nfsd fs/ocfs2"}
make -s build/kidpush-convert build/kidpush-series build/kidpush-infer build/kidpush-audit
t=$(mktemp -d /tmp/kidpush-bench-convert.XXXXXX)
trap 'rm -rf "$t"' EXIT
user_cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}
mkdir -p "$t/cache"
kbuild=cold
if [ "${KIDPUSH_BENCH_KBUILD:-warm}" != cold ]; then
	mkdir -p "$user_cache/kbuild"
	ln -s "$(cd "$user_cache/kbuild" && pwd -P)" "$t/cache/kbuild"
	kbuild="warm if prepared before ($user_cache/kbuild)"
fi

# timed KIND CMD...: wall and CPU (user+sys, children included) of CMD
timed() {
	kind=$1; shift
	/usr/bin/time -f '%e %U %S %x' -o "$t/$kind.time" "$@" || true
	read -r w u s x <"$t/$kind.time" || true
	eval "${kind}_wall=$w; ${kind}_cpu=$(echo "$u + $s" | bc); ${kind}_rc=$x"
}

# the floor: every .c/.h file of the ten filesystems parsed once
# (names are data: NUL-separated, never through a shell's word splitting)
(cd "$tree" && find $fss -type f \( -name '*.c' -o -name '*.h' \) -print0) >"$t/files"
nfiles=$(tr -cd '\0' <"$t/files" | wc -c)
cat >"$t/floor.sh" <<'EOS'
cd "$B_TREE" && xargs -0 -n 25 -P "$B_JOBS" spatch --parse-c --no-includes <"$B_FILES" >/dev/null 2>&1
EOS
export B_TREE="$tree" B_JOBS="$jobs" B_FILES="$t/files"
timed floor sh "$t/floor.sh"

# convert, cold caches, no --gate; its progress lines stamped with the
# seconds since its start (where the time goes: preparer, inference, the
# two series passes, overlay, audit)
cat >"$t/convert.sh" <<'EOS'
start=$(date +%s.%N)
{ build/kidpush-convert "$@" 2>&1 >/dev/null; echo "exit $?"; } | while IFS= read -r l; do
	printf '%7.1f  %s\n' "$(echo "$(date +%s.%N) - $start" | bc)" "$l"
done >"$B_LOG"
tail -n 1 "$B_LOG" | grep -q ' exit [01]$'
EOS
# shellcheck disable=SC2086
B_LOG=$t/convert.log KIDPUSH_CACHE=$t/cache timed convert sh "$t/convert.sh" \
	--tree "$tree" --out "${KIDPUSH_BENCH_OUT:-$t/out}" -j "$jobs" --keep-going $fss

printf 'tree: %s, %s (%s .c/.h files), -j %s, spatch: %s\n' "$tree" "$fss" "$nfiles" "$jobs" \
	"$(spatch --version | head -n 1)"
printf 'caches: cold (fresh KIDPUSH_CACHE); prepared kernel build: %s\n' "$kbuild"
printf 'load average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '                                   wall        CPU (user+sys)\n'
printf 'spatch --parse-c (the floor):  %8.2f s  %8.2f s\n' "$floor_wall" "$floor_cpu"
printf 'kidpush convert, cold:         %8.2f s  %8.2f s\n' "$convert_wall" "$convert_cpu"
printf 'ratio convert/floor: wall %.2f, CPU %.2f (target <= 3; wall target <= 300 s)\n' \
	"$(echo "$convert_wall / $floor_wall" | bc -l)" "$(echo "$convert_cpu / $floor_cpu" | bc -l)"
# the type-aware part's own floor: libclang parsing every file once with its
# headers (kidpush-infer says how long, summed over its workers)
lc=$(sed -n "s/.*kidpush-infer: \([0-9.]*\) s in libclang's parse.*/\1/p" "$t/convert.log" | head -n 1)
if [ -n "$lc" ]; then
	printf "libclang's parse in the inference: %.2f s (summed over its workers) = %.2f x the floor's CPU (no convert with\n" "$lc" \
		"$(echo "$lc / $floor_cpu" | bc -l)"
	echo "  a type-aware inference gets below this; spatch parses without headers)"
fi
echo 'convert, seconds since its start and its progress lines (not the per-file ones):'
grep -Ev '^ *[0-9.]+  \[[0-9]+/[0-9]+\] ' "$t/convert.log" | cut -c1-160
if [ "$convert_rc" != 0 ]; then
	echo "bench: convert failed (its last line above)" >&2
	exit 1
fi
[ "${KIDPUSH_BENCH_GATE:-1}" = 0 ] && exit 0

# convert --gate: a second fresh cache (the prepared builds linked as above)
mkdir -p "$t/cache2"
if [ -d "$t/cache/kbuild" ]; then ln -s "$(cd "$t/cache/kbuild" && pwd -P)" "$t/cache2/kbuild"; fi
# shellcheck disable=SC2086
B_LOG=$t/gate.log KIDPUSH_CACHE=$t/cache2 timed gate sh "$t/convert.sh" \
	--tree "$tree" --out "$t/out-gate" -j "$jobs" --keep-going --gate $fss
printf 'kidpush convert --gate, cold:  %8.2f s  %8.2f s (load average at the end: %s)\n' \
	"$gate_wall" "$gate_cpu" "$(cut -d' ' -f1-3 /proc/loadavg)"
rounds=$(sed -n 's/.*strict gate fixpoint: \([0-9]*\) round(s), \([0-9]*\) planned.*/\1 \2/p' "$t/gate.log" | tail -n 1)
if [ -n "$rounds" ]; then
	set -- $rounds
	printf 'the gate fixpoint: %s round(s), %s planned change(s) undone\n' "$1" "$2"
else
	echo 'the gate fixpoint: no round counted (convert ran no strict gate; its log below)'
fi
grep -E 'gate fixpoint round|gate-(before|after)|strict gate (before|after)' "$t/gate.log" | cut -c1-160
if [ "$gate_rc" != 0 ]; then
	echo "bench: convert --gate failed (its last line: $(tail -n 1 "$t/gate.log"))" >&2
	exit 1
fi
