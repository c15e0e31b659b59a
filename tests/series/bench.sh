#!/bin/sh
# bench.sh — `make bench`: the series driver against plain spatch, side by side.
#
# Plain: for every rule of the series, in order, one
#   spatch --sp-file RULE --dir COPY/fs/xfs -j N --in-place --no-includes
#          --include-headers [step options]
# (headers too, as the driver does)
# on a copy of the tree (cumulative, like the series).  Driver: the whole
# series with the content-hash cache off (cold), then with an empty cache
# (it fills it) and five times more from it (warm: the median).  Prints wall times and the ratios
# driver/plain (target <= 0.5: the driver runs a step's rules in one spatch
# where it can, doc/DESIGN.md) and warm/cold (target <= 0.05).
# Tree: $KIDPUSH_BENCH_TREE, else $KIDPUSH_LINUX38 (a Linux 3.8.13 tree) when
# set, else Debian's linux-source-6.1.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
series=${KIDPUSH_BENCH_SERIES:-cocci/xfs/series}
jobs=${KIDPUSH_BENCH_JOBS:-$(nproc)}
tree=${KIDPUSH_BENCH_TREE:-${KIDPUSH_LINUX38:-}}
[ -n "$tree" ] || tree=$(tests/lib/kernel.sh linux61)
make -s build/kidpush-series
t=$(mktemp -d /tmp/kidpush-bench.XXXXXX)
trap 'rm -rf "$t"' EXIT

# plain spatch, rule by rule, with each step's options
mkdir -p "$t/plain/fs"
cp -r "$tree/fs/xfs" "$t/plain/fs/xfs"
dir=$(cd "$(dirname "$series")" && pwd)
awk '/^step:/{opts="";inc=""} /^spatch:/{sub(/^spatch:[ \t]*/,"");opts=$0}
     /^include:/{sub(/^include:[ \t]*/,"");inc=$0}
     /^cocci:/{sub(/^cocci:[ \t]*/,""); n=split($0,a," "); for(i=1;i<=n;i++) print a[i] "\t" opts "\t" inc}' "$series" >"$t/rules"
nrules=$(wc -l <"$t/rules")
# timed KIND CMD...: wall and CPU (user+sys, children included) of CMD
timed() {
	kind=$1; shift
	/usr/bin/time -f '%e %U %S' -o "$t/$kind.time" "$@" || true
	read -r w u s <"$t/$kind.time"
	eval "${kind}_wall=$w; ${kind}_cpu=$(echo "$u + $s" | bc)"
}
# (paths reach the script through the environment, never its text)
cat >"$t/plain.sh" <<'EOS'
while IFS="$(printf '\t')" read -r rule opts inc; do
	set -f; set -- $inc; set +f
	incs=""
	for d in "$@"; do incs="$incs -I $B_PLAIN/$d -I $B_TREE/$d"; done
	# shellcheck disable=SC2086
	spatch --sp-file "$B_DIR/$rule" --dir "$B_PLAIN/fs/xfs" -j "$B_JOBS" --in-place --no-includes --include-headers \
		--very-quiet $opts $incs >/dev/null 2>&1 || echo "bench: plain spatch failed on $rule" >&2
done <"$B_RULES"
EOS
export B_PLAIN="$t/plain" B_TREE="$tree" B_DIR="$dir" B_JOBS="$jobs" B_RULES="$t/rules"
timed plain sh "$t/plain.sh"
timed cold build/kidpush-series --tree "$tree" --series "$series" --out "$t/cold" -j "$jobs" -q --no-cache --keep-going
build/kidpush-series --tree "$tree" --series "$series" --out "$t/fill" -j "$jobs" -q --cache "$t/cache" --keep-going || true
# warm: the median of five runs (a sub-second run varies by +-30% here)
for k in 1 2 3 4 5; do
	rm -rf "$t/warm"
	timed warm build/kidpush-series --tree "$tree" --series "$series" --out "$t/warm" -j "$jobs" -q --cache "$t/cache" --keep-going
	echo "$warm_wall $warm_cpu" >>"$t/warm.runs"
	diff -r "$t/cold" "$t/warm" >/dev/null || echo "bench: WARNING: warm output differs from cold output" >&2
done
read -r warm_wall warm_cpu <<EOW
$(sort -n "$t/warm.runs" | sed -n 3p)
EOW

printf 'tree: %s (fs/xfs), series: %s (%s rules), -j %s, spatch: %s\n' "$tree" "$series" "$nrules" "$jobs" \
	"$(spatch --version | head -n 1)"
printf 'load average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '                              wall        CPU (user+sys)\n'
printf 'plain spatch, rule by rule:  %7.2f s  %7.2f s\n' "$plain_wall" "$plain_cpu"
printf 'kidpush series, cold:        %7.2f s  %7.2f s\n' "$cold_wall" "$cold_cpu"
printf 'kidpush series, warm cache:  %7.2f s  %7.2f s  (median of 5)\n' "$warm_wall" "$warm_cpu"
printf 'ratio driver/plain: wall %.2f, CPU %.2f (target <= 0.5)\n' \
	"$(echo "$cold_wall / $plain_wall" | bc -l)" "$(echo "$cold_cpu / $plain_cpu" | bc -l)"
printf 'ratio warm/cold:    wall %.3f (target <= 0.05)\n' "$(echo "$warm_wall / $cold_wall" | bc -l)"
