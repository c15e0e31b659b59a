#!/bin/sh
# Every finding kind on hand-written fixtures (tests/audit/fixtures): each line
# annotated /* expect: KIND */ must be reported with that kind and nothing else
# may be (the false-positive traps: plain unsigned ints, (uid_t)-1 sentinels,
# uapi fields, already converted code).  Also: the unparsable file is reported
# and skipped, the text report groups by filesystem, exit code 1.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=build/kidpush-audit
[ -x $bin ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fx=tests/audit/fixtures
before=$(find $fx -type f -exec md5sum {} + | sort | md5sum)

$bin --tree $fx -j 2 --json "$tmp/out.json" fs >"$tmp/out.txt" 2>"$tmp/err.txt"
rc=$?
cat "$tmp/out.txt"
[ $rc = 1 ] || { echo "exit $rc, want 1 (findings)"; cat "$tmp/err.txt"; exit 1; }
files=$(cd $fx && find fs -name '*.[ch]' | sort)
# shellcheck disable=SC2086
python3 tests/audit/expect.py "$tmp/out.json" expect $files || exit 1

grep -q '^skipped (cannot be parsed): fs/broken/broken.c: .*no_such_header.h' "$tmp/out.txt" ||
	{ echo "broken.c not reported as skipped"; exit 1; }
grep -q 'fs/broken/broken.c: skipped' "$tmp/err.txt" || { echo "no progress line for broken.c"; exit 1; }
grep -q '^kidpush-audit: flags: simple' "$tmp/err.txt" || { echo "flags source not said"; exit 1; }
grep -q '^kidpush-audit: base flags: .*-D__KERNEL__' "$tmp/err.txt" || { echo "flags not printed"; exit 1; }
# Per-filesystem header with counts by kind, then file:line:col, function, source line.
grep -q '^== oldfs: [0-9]* finding(s): raw-compare [1-9][0-9]*, raw-mix [1-9][0-9]*, converted-compare [1-9][0-9]*, raw-use [1-9][0-9]*, raw-carrier 0, boundary-in 0, boundary-out 0$' "$tmp/out.txt" ||
	{ echo "no per-filesystem header for oldfs"; exit 1; }
grep -q '^fs/oldfs/inode.c:15:[0-9]*: raw-compare: kuid_t == kuid_t in oldfs_same_owner()$' "$tmp/out.txt" ||
	{ echo "finding line format"; exit 1; }
grep -q '^    return a->i_uid == b->i_uid; /\* expect: raw-compare \*/$' "$tmp/out.txt" ||
	{ echo "source line missing"; exit 1; }
# Typedef sugar: kuid_t (a typedef of uid_t here) is told apart from uid_t.
grep -q 'raw-mix: kuid_t into uid_t (initialisation)' "$tmp/out.txt" || { echo "sugar lost"; exit 1; }
after=$(find $fx -type f -exec md5sum {} + | sort | md5sum)
[ "$before" = "$after" ] || { echo "fixtures were modified"; exit 1; }
echo ok
