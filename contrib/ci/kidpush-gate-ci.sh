#!/bin/sh
# contrib/ci/kidpush-gate-ci.sh — the one script the CI jobs call
# (contrib/ci/github-kidpush-gate.yml, contrib/ci/gitlab-kidpush-gate.yml;
# doc/ci.md).  POSIX sh; every name is passed on as one argument, never
# through a shell.
#
#   kidpush-gate-ci.sh --tree DIR --out DIR [--baseline FILE | --record]
#                      [-j N] [--] PATH...
#
# Runs the strict-type gate (./run.sh gate: it installs what it needs as
# root) on PATHs of the tree and writes, into --out:
#   kidpush-gate.json   the JSON report: the next run's --baseline
#   kidpush-gate.sarif  SARIF 2.1.0 for code scanning
#   kidpush-gate.txt    the human report (also printed)
# --baseline FILE  the JSON report of the target branch's run: fail only on
#                  ID problems it does not have (same file, function and
#                  message; line numbers are not compared)
# --record         the target branch's own run: ID problems are recorded
#                  (exit 0), the report is the baseline of later runs
# Without either, every ID problem counts as new.
# Exit: 0 no new ID problem, 1 new ID problems, 2 something was not checked
# (a sparse that crashed or reports nothing, a file Kbuild builds that
# sparse did not check) or bad input/setup, 130 interrupted.  Never 0 on
# code the gate did not check.
set -eu
LC_ALL=C
export LC_ALL
kidpush=$(cd "$(dirname "$0")/../.." && pwd)
me='kidpush-gate-ci'
die() { echo "$me: $*" >&2; exit 2; }
usage() { sed -n '6,25s/^# \{0,1\}//p' "$0"; }

tree='' out='' baseline='' record=0 jobs=2
while [ $# -gt 0 ]; do
	case "$1" in
	-h|--help) usage; exit 0 ;;
	--tree|--out|--baseline|-j)
		[ $# -ge 2 ] || die "$1 needs an argument (see --help)"
		case "$1" in
		--tree) tree=$2 ;; --out) out=$2 ;; --baseline) baseline=$2 ;; -j) jobs=$2 ;;
		esac
		shift 2 ;;
	--record) record=1; shift ;;
	--) shift; break ;;
	-*) die "unknown option '$1' (see --help)" ;;
	*) break ;;
	esac
done
[ -n "$tree" ] || die "--tree DIR is required"
[ -d "$tree" ] || die "no such tree: $tree"
[ -n "$out" ] || die "--out DIR is required"
[ $# -gt 0 ] || die "no PATH given (e.g. fs/xfs)"
case "$jobs" in ''|*[!0-9]*|0) die "-j wants a positive number, not '$jobs'" ;; esac
[ -z "$baseline" ] || [ $record = 0 ] || die "--baseline and --record exclude each other"
if [ -n "$baseline" ]; then
	[ -f "$baseline" ] && [ -r "$baseline" ] || die "cannot read the baseline $baseline"
fi
mkdir -p "$out" || die "cannot create $out"
json=$out/kidpush-gate.json sarif=$out/kidpush-gate.sarif txt=$out/kidpush-gate.txt
# reports of an earlier run in --out must not pass for this run's
rm -f "$json" "$sarif" "$txt"

set -- "$kidpush/run.sh" gate --tree "$tree" -j "$jobs" --json "$json" --sarif "$sarif" \
	${baseline:+--baseline} ${baseline:+"$baseline"} -- "$@"
if [ -n "$baseline" ]; then
	echo "$me: baseline $baseline: only ID problems it does not have fail"
elif [ $record = 1 ]; then
	echo "$me: --record: this run's report is the baseline of later runs"
else
	echo "$me: no baseline: every ID problem counts as new"
fi
rc=0
"$@" >"$txt" || rc=$?
cat "$txt"
case $rc in
0|1)
	[ -s "$json" ] && [ -s "$sarif" ] ||
		die "the gate exited $rc but wrote no report ($json, $sarif)" ;;
esac
case $rc in
0) echo "$me: no new ID problem"; exit 0 ;;
1)
	if [ $record = 1 ]; then
		echo "$me: ID problems recorded in $json (the baseline of later runs)"
		exit 0
	fi
	echo "$me: new ID problems (see above, $json, $sarif)"
	exit 1 ;;
130|143) echo "$me: interrupted" >&2; exit 130 ;;
2) echo "$me: something was not checked, or bad input (see above): failing" >&2; exit 2 ;;
*) echo "$me: the gate exited $rc: failing" >&2; exit 2 ;;
esac
