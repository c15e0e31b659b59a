#!/bin/sh
# The fast path's blanked texts on a real tree (Debian's linux-source-6.1):
# fs/ext4 with fs/quota makes the prefilter blank more than 256 header texts,
# some of them per group of units (bodies that macros define), so the array
# of texts grows while the jobs' lists of them are made.  Those lists held
# pointers into it: after it grew they pointed at freed memory, libclang read
# it ("crash detected during parsing" on fs/ext4/acl.c) and the audit died
# of SIGSEGV (exit 139).  The lists hold indices now (tools/audit/pool.h).
# The fast path's text report and JSON must be byte-identical to the full
# parse's (--no-prefilter), exit 1 (findings) both.  Flags from the scratch
# defconfig build of tests/lib/kernel.sh linux61-build (made once).
set -u
. "${KIDPUSH_ROOT:-.}/tests/lib/audit61.sh"   # root bin tree obj tmp; tests/lib.sh
paths="fs/ext4 fs/quota"
# shellcheck disable=SC2086
"$bin" -q -j 2 --tree "$tree" --build "$obj" --namespaces --no-prefilter --json "$tmp/full.json" $paths >"$tmp/full.out" 2>"$tmp/full.err"
rc_full=$?
# shellcheck disable=SC2086
"$bin" -q -j 2 --tree "$tree" --build "$obj" --namespaces --json "$tmp/pf.json" $paths >"$tmp/pf.out" 2>"$tmp/pf.err"
rc_pf=$?
[ $rc_pf = 1 ] || { tail -n 5 "$tmp/pf.err"; fail "the fast path: exit $rc_pf, not 1 (139: SIGSEGV)"; }
[ $rc_full = 1 ] || { tail -n 5 "$tmp/full.err"; fail "the full parse: exit $rc_full, not 1"; }
cmp -s "$tmp/full.out" "$tmp/pf.out" || { diff "$tmp/full.out" "$tmp/pf.out" | head; fail "text reports differ"; }
cmp -s "$tmp/full.json" "$tmp/pf.json" || fail "JSON reports differ"
echo "ok: $paths: the fast path exit 1, its reports identical to the full parse's"
