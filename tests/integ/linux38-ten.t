#!/bin/sh
# The four commands of run.sh on the ten filesystems of seed 011 of Linux
# 3.8.13 ($KIDPUSH_LINUX38, read only; skipped when unset), compared by a
# digest with tests/integ/linux38-ten.expected (issue 32: every output
# identical before and after a refactoring):
#   convert  fs/9p fs/afs fs/ceph fs/cifs fs/coda fs/gfs2 fs/ncpfs fs/nfs
#            fs/nfsd fs/ocfs2 -j 2 --keep-going (no --gate): its series;
#   gate     the same ten, -j 2: its summary (stdout) and --json;
#   audit    the same ten, -j 2 -q: its --json;
#   series   the XFS series (cocci/xfs/series) on the tree: its patches
#            and cover letter.
# The runs are tests/integ/ten-run.sh, the digest tests/integ/ten-digest.sh
# (its header lists every normalisation: scratch and cache directories,
# a prepared build's key, format-patch's commit hashes, today's Date:,
# git's version, elapsed seconds, "[k/n]" counters; stderr sorted, convert's
# left out).  The expected file holds no kernel source: names, line counts,
# sha256 sums, exit statuses, the gate's and the audit's counts and the
# cover letters' diffstats.
# Uses the caller's KIDPUSH_CACHE (default ~/.cache/kidpush), so the kernel
# builds are prepared once; cold, ~45 minutes on two loaded cores.
# KIDPUSH_TEN_KEEP=DIR (a new directory) keeps the outputs there, e.g. to
# digest another checkout's with ten-digest.sh and compare.
set -u
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, skip, expect
t=${KIDPUSH_LINUX38:-}
[ -n "$t" ] && [ -f "$t/Makefile" ] || skip "KIDPUSH_LINUX38 not set (or not a tree): skipped"
for p in sparse spatch python3 git; do
	command -v $p >/dev/null 2>&1 || skip "$p not installed: skipped"
done
# each command with what it runs (convert: kidpush-infer, the series
# driver and its actions; the series: kidpush-kfmt, kidpush-tpbody)
make -s build-convert build-checks build-audit build-series || fail "build"
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
out=$tmp/out
if [ -n "${KIDPUSH_TEN_KEEP:-}" ]; then
	[ ! -e "$KIDPUSH_TEN_KEEP" ] || fail "KIDPUSH_TEN_KEEP=$KIDPUSH_TEN_KEEP exists"
	out=$KIDPUSH_TEN_KEEP
fi
mkdir -p "$out" || exit 2
. tests/integ/ten-run.sh
tests/integ/ten-digest.sh "$out" >"$tmp/digest" || fail "ten-digest.sh exit $?"
expect "$tmp/digest"
