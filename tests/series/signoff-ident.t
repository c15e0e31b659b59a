#!/bin/sh
# Issue 24 item 6 (series side): --signoff signs with git's identity of the
# input tree (git var GIT_COMMITTER_IDENT run there): not the identity of
# the directory the driver was started in, nor a guess from the host name.
# Without an identity: exit 2 with the `git config user.name/user.email`
# hint, nothing written.  The author of each patch stays the manifest's.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
unset GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL EMAIL
export GIT_CONFIG_NOSYSTEM=1 HOME=$T/home
mkdir -p "$HOME"
make_widget_tree "$T/tree" 2
git -C "$T/tree" config user.name "Tree Owner"
git -C "$T/tree" config user.email owner@tree.example
# started from another repository with another identity
mkdir "$T/elsewhere" && git -C "$T/elsewhere" init -q
git -C "$T/elsewhere" config user.name "Somebody Else"
git -C "$T/elsewhere" config user.email else@elsewhere.example
(cd "$T/elsewhere" && "$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q --signoff) || fail "run with --signoff"
# From: the manifest's author; Signed-off-by: the tree's owner (not
# Somebody Else of the starting directory)
expect "$(patches_in "$T/o")" tree.patch
ok "signed by the tree's identity, the author is the manifest's"

# the user's global identity, when the tree has none of its own
git -C "$T/tree" config --unset user.name
git -C "$T/tree" config --unset user.email
git config --global user.name "Global User"
git config --global user.email global@user.example
(cd "$T/elsewhere" && "$KP" --tree "$T/tree" --series "$S" --out "$T/o2" -q --signoff) || fail "global identity run"
expect "$(patches_in "$T/o2")" global.patch    # Signed-off-by: Global User
ok "the user's global identity when the tree has none"

# no identity anywhere (git would guess one from the host name): exit 2
rm -f "$HOME/.gitconfig"
set +e
(cd "$T/elsewhere" && git config --unset user.email && "$KP" --tree "$T/tree" --series "$S" --out "$T/o3" -q --signoff) \
	>"$T/log" 2>&1
rc=$?
set -e
{ cat "$T/log"; echo "[exit $rc]"; } | expect_stdin none.rec   # exit 2, the git config hint
[ ! -e "$T/o3" ] || fail "no identity: output written"
ok "no identity: exit 2 with the git config hint, nothing written"
# without --signoff no identity is needed
"$KP" --tree "$T/tree" --series "$S" --out "$T/o4" -q || fail "without --signoff an identity was needed"
ok "without --signoff no identity is needed"
