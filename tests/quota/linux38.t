#!/bin/sh
# Steps 09-16 on Linux 3.8.13 with seeds 002-007 applied (local only: needs
# a Linux 3.8.13 git tree named by $KIDPUSH_LINUX38 and the seeds in
# ../shared/seeds; skipped, saying so, otherwise).  Checks that the state the later seeds expect is
# produced: seed 008 applies on the step-10 result, 009 on step 12, 010
# (but init/Kconfig) on step 14; that no file is skipped; and scores steps 11/13/15 against seeds
# 008-010 with seedscore (floor: F1 >= 0.85 over the three).
. "$KIDPUSH_ROOT/tests/quota/lib.sh"
src=${KIDPUSH_LINUX38:-}
seeds=$KIDPUSH_ROOT/../shared/seeds
score=$KIDPUSH_ROOT/../shared/tools/seedscore.py
[ -n "$src" ] || { echo "KIDPUSH_LINUX38 is not set (a Linux 3.8.13 git tree): skipped"; exit 77; }
[ -d "$src/.git" ] || { echo "KIDPUSH_LINUX38=$src is not a git tree: skipped"; exit 77; }
[ -d "$seeds" ] && [ -f "$score" ] || { echo "no seeds in ../shared/seeds here: skipped"; exit 77; }
quota_manifest "$T/m"
git clone -q "$src" "$T/k"
for s in 002 003 004 005 006 007; do
	git -C "$T/k" -c user.name=t -c user.email=t@t am -q "$seeds/$s"-*.patch || fail "seed $s does not apply"
done
"$KP" --tree "$T/k" --series "$T/m/series" --out "$T/o" -j2 -q --no-cache || fail "run failed or skipped files"
[ "$(patches_in "$T/o" | wc -l)" = 8 ] || { ls "$T/o"; fail "expected 8 patches"; }
ok "8 patches, no file skipped"

git clone -q "$T/k" "$T/a"
set -- $(patches_in "$T/o")
am() { git -C "$T/a" -c user.name=t -c user.email=t@t am -q "$@" || fail "git am $*"; }
am "$1" "$2"
git -C "$T/a" apply --check "$seeds"/008-*.patch || fail "seed 008 does not apply on the step-10 result"
am "$3" "$4"
git -C "$T/a" apply --check "$seeds"/009-*.patch || fail "seed 009 does not apply on the step-12 result"
am "$5" "$6"
# init/Kconfig of seed 010 is left out: its context is the author's tree,
# where the other filesystems' UIDGID_CONVERTED blockers were already gone.
git -C "$T/a" apply --check --exclude=init/Kconfig "$seeds"/010-*.patch ||
	fail "seed 010 does not apply on the step-14 result"
am "$7" "$8"
ok "seeds 008, 009, 010 apply on the states before steps 11, 13, 15"

mkdir "$T/ref"
ln -s "$seeds"/008-*.patch "$seeds"/009-*.patch "$seeds"/010-*.patch "$T/ref"/
python3 "$score" "$T/o" --reference "$T/ref" | tee "$T/score"
f1=$(sed -n 's/^seed-reproduction F1=\([0-9.]*\) .*missing=\([0-9]*\)$/\1 \2/p' "$T/score")
set -- $f1
[ "${2:-1}" = 0 ] || fail "a seed patch is missing"
awk -v f="$1" 'BEGIN { exit !(f >= 0.85) }' || fail "F1 $1 below 0.85"
ok "seedscore over 008-010: F1=$1"
