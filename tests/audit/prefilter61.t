#!/bin/sh
# The fast path on a real tree: Debian's linux-source-6.1, a few filesystems with and
# without findings (quota, hpfs and 9p have some), audited with --no-prefilter (the
# full parse) and with the fast path (prefilter, scoped members, header bodies
# blanked): the text report and the JSON must be byte-identical, the prefilter must
# have ruled some files out (9p's vfs_addr.c only names ->start, a member of S only
# in struct fib_kuid_range, which its unit cannot see) and bodies must have been
# blanked.  Flags from the scratch defconfig build of
# tests/lib/kernel.sh linux61-build (made once).
set -u
. "${KIDPUSH_ROOT:-.}/tests/lib/audit61.sh"   # root bin tree obj tmp; tests/lib.sh
paths="fs/quota fs/hpfs fs/romfs fs/efs fs/qnx4 fs/9p"
# shellcheck disable=SC2086
"$bin" -q -j 2 --tree "$tree" --build "$obj" --no-prefilter --json "$tmp/full.json" $paths >"$tmp/full.out" 2>"$tmp/full.err"
rc_full=$?
# shellcheck disable=SC2086
"$bin" -j 2 --tree "$tree" --build "$obj" --json "$tmp/pf.json" --prefilter-dump "$tmp/dump" $paths >"$tmp/pf.out" 2>"$tmp/pf.err"
rc_pf=$?
cat "$tmp/pf.out"
grep 'prefilter:' "$tmp/pf.err"
[ $rc_full = $rc_pf ] || fail "exit $rc_full without the prefilter, $rc_pf with it"
[ $rc_full = 1 ] || { tail "$tmp/full.err"; fail "no findings in $paths?"; }
cmp "$tmp/full.out" "$tmp/pf.out" || { diff "$tmp/full.out" "$tmp/pf.out"; fail "report differs"; }
cmp "$tmp/full.json" "$tmp/pf.json" || fail "JSON differs"
n=$(grep -c '^skip ' "$tmp/dump")
[ "$n" -gt 0 ] || fail "the prefilter ruled nothing out"
grep -q '^skip fs/9p/vfs_addr.c$' "$tmp/dump" || fail "fs/9p/vfs_addr.c parsed for ->start"
b=$(sed -n 's/^blanked \([0-9]*\) function bodies in \([0-9]*\) header.*/\1 bodies in \2 headers/p' "$tmp/dump")
case $b in [1-9]*) ;; *) fail "no function body blanked ($b)" ;; esac
echo "same report with and without the fast path; $n file(s) not parsed, $b blanked"
