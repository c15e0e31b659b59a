#!/bin/sh
# convert on a kernel that is converted upstream (Debian's linux-source-6.1): on the
# directories where the audit has its findings (ext4, gfs2, hpfs, quota) and two
# without (romfs, efs) it must not crash and must emit no patch -- every kernel id
# there is already kuid_t/kgid_t, so a planned rewrite would be a false one (the
# inference plans 0 sites; gfs2's jhash of a struct kqid is listed).  Flags from
# the scratch defconfig build of tests/lib/kernel.sh linux61-build (made once).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
tree=$(tests/lib/kernel.sh linux61) || { echo "no linux-source-6.1"; exit 77; }
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
obj=$(tests/lib/kernel.sh linux61-build) || fail "no prepared linux-6.1 build"
./run.sh convert --tree "$tree" --build "$obj" --out "$tmp/out" -j 2 --keep-going \
	fs/ext4 fs/gfs2 fs/hpfs fs/quota fs/romfs fs/efs >"$tmp/log" 2>&1
rc=$?
grep -E '^(kidpush-infer:|convert: no patch|convert\.py listed|  )' "$tmp/log" | head -20
[ $rc = 0 ] || { tail -n 30 "$tmp/log"; fail "exit $rc"; }
grep -q '^convert: no patch' "$tmp/log" || { tail -n 30 "$tmp/log"; fail "no 'convert: no patch' line"; }
if ls "$tmp/out"/*.patch >/dev/null 2>&1; then
	for p in "$tmp/out"/*.patch; do sed -n '1,/^---$/d;p' "$p" | head -40; done
	fail "patches emitted on a converted kernel"
fi
grep -q '^kidpush-infer: 0 retype, 0 site(s)' "$tmp/log" || fail "the plan has retypes or sites"
echo ok
