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

# One session (tests/convert/author.expected/session, reviewed line by
# line): each run and the From: and Signed-off-by: lines of its patch.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$T/session
idlines() { # TITLE OUTDIR
	p=$(ls "$2"/0001-*.patch) || fail "$1: no patch"
	sed -n '/^From: /p; /^Signed-off-by: /p' "$p" >"$T/id.lines"
	kp_file "$s" "$1" "$T/id.lines"
}
# the tree's identity: author and sign-off
kp_cmd "$s" build/kidpush-convert --tree "$T/id" --plan "$plan" --out "$T/o1" -q --signoff fs/kidfs
idlines "the tree's identity, --signoff" "$T/o1"
# KIDPUSH_AUTHOR overrides the author, not the sign-off
kp_cmd "$s" env KIDPUSH_AUTHOR='Other Author <other@example.org>' build/kidpush-convert --tree "$T/id" --plan "$plan" \
	--out "$T/o2" -q --signoff fs/kidfs
idlines "KIDPUSH_AUTHOR, --signoff" "$T/o2"
# --signoff without an identity: exit 2, the git config hint, nothing written
kp_cmd "$s" build/kidpush-convert --tree "$T/noid" --plan "$plan" --out "$T/o3" -q --signoff fs/kidfs
[ ! -e "$T/o3" ] || fail "output written without an identity"
# no identity, no --signoff: the default author, no sign-off
kp_cmd "$s" build/kidpush-convert --tree "$T/noid" --plan "$plan" --out "$T/o4" -q fs/kidfs
idlines "no identity, no --signoff" "$T/o4"

# GIT_DIR in the environment naming another repository (with another
# identity) changes nothing: the tree's own repository decides, as in the
# series driver
git -C "$T/noid" config user.name "Elsewhere Person"
git -C "$T/noid" config user.email elsewhere@example.org
kp_note "$s" "the tree noid gets the identity Elsewhere Person"
kp_cmd "$s" env GIT_DIR="$T/noid/.git" build/kidpush-convert --tree "$T/id" --plan "$plan" --out "$T/o5" -q --signoff fs/kidfs
idlines "GIT_DIR of another repository, --signoff" "$T/o5"
expect "$s" session
