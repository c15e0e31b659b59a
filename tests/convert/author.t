#!/bin/sh
# issue 21 item 4, issue 24 item 6: the patches' author is git's identity of
# the tree (a git repository), KIDPUSH_AUTHOR overrides it but never the
# sign-off; --signoff signs off with git's identity of the tree, and without
# one exits 2 with the git config hint, writing nothing; without --signoff and
# without an identity the author stays "kidpush convert <kidpush@localhost>".
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
make -s build/kidpush-convert build/kidpush-series build/kidpush-audit || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
trap 'rm -rf "$T"' EXIT
mkdir "$T/home" "$T/tmp"
# no global or system git identity: only the trees' own
export HOME=$T/home GIT_CONFIG_NOSYSTEM=1 TMPDIR=$T/tmp KIDPUSH_CACHE=$T/cache
unset KIDPUSH_AUTHOR GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL EMAIL
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
plan=tests/convert/kidfs.plan.json
for t in id noid; do
	cp -r tests/sample-tree "$T/$t"
	git -C "$T/$t" init -q
	git -C "$T/$t" config user.useConfigOnly true
	git -C "$T/$t" add -A
	git -C "$T/$t" -c user.name=Base -c user.email=base@example.org commit -qm base
done
git -C "$T/id" config user.name "Tree Person"
git -C "$T/id" config user.email tree@example.org

build/kidpush-convert --tree "$T/id" --plan "$plan" --out "$T/o1" -q --signoff fs/kidfs 2>"$T/log1" ||
	{ cat "$T/log1"; fail "run with the tree's identity failed"; }
p=$(ls "$T/o1"/0001-*.patch)
grep -qx 'From: Tree Person <tree@example.org>' "$p" || { head -5 "$p"; fail "author is not the tree's identity"; }
grep -qx 'Signed-off-by: Tree Person <tree@example.org>' "$p" || fail "sign-off is not the tree's identity"
[ "$(grep -c '^Signed-off-by:' "$p")" = 1 ] || fail "not exactly one Signed-off-by"
echo "ok: author and sign-off: git's identity of the tree"

KIDPUSH_AUTHOR='Other Author <other@example.org>' build/kidpush-convert --tree "$T/id" --plan "$plan" --out "$T/o2" -q \
	--signoff fs/kidfs 2>"$T/log2" || { cat "$T/log2"; fail "run with KIDPUSH_AUTHOR failed"; }
p=$(ls "$T/o2"/0001-*.patch)
grep -qx 'From: Other Author <other@example.org>' "$p" || fail "KIDPUSH_AUTHOR does not set the author"
grep -qx 'Signed-off-by: Tree Person <tree@example.org>' "$p" || fail "KIDPUSH_AUTHOR changed the sign-off"
echo "ok: KIDPUSH_AUTHOR overrides the author, not the sign-off"

rc=0; build/kidpush-convert --tree "$T/noid" --plan "$plan" --out "$T/o3" -q --signoff fs/kidfs 2>"$T/log3" || rc=$?
[ $rc = 2 ] || { cat "$T/log3"; fail "--signoff without an identity: exit $rc, want 2"; }
grep -q 'git config user.name / user.email' "$T/log3" || { cat "$T/log3"; fail "no git config hint"; }
[ ! -e "$T/o3" ] || fail "output written without an identity"
echo "ok: --signoff without an identity: exit 2, the hint, nothing written"

build/kidpush-convert --tree "$T/noid" --plan "$plan" --out "$T/o4" -q fs/kidfs 2>"$T/log4" ||
	{ cat "$T/log4"; fail "run without identity and without --signoff failed"; }
grep -qx 'From: kidpush convert <kidpush@localhost>' "$T/o4"/0001-*.patch || fail "default author"
! grep -q '^Signed-off-by:' "$T/o4"/0001-*.patch || fail "a sign-off without --signoff"
echo "ok: no identity, no --signoff: the default author"

# GIT_DIR in the environment naming another repository (with another
# identity) changes nothing: the tree's own repository decides, as in the
# series driver
git -C "$T/noid" config user.name "Elsewhere Person"
git -C "$T/noid" config user.email elsewhere@example.org
GIT_DIR=$T/noid/.git build/kidpush-convert --tree "$T/id" --plan "$plan" --out "$T/o5" -q --signoff fs/kidfs \
	2>"$T/log5" || { cat "$T/log5"; fail "run with GIT_DIR of another repository failed"; }
p=$(ls "$T/o5"/0001-*.patch)
grep -qx 'From: Tree Person <tree@example.org>' "$p" || { head -5 "$p"; fail "GIT_DIR: the author is not the tree's identity"; }
echo "ok: GIT_DIR of another repository in the environment: the tree's identity still"
