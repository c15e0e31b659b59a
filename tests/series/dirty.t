#!/bin/sh
# Issue 24 item 5: uncommitted changes and the base.  A tree that is a git
# repository of its own (its top level is the tree) with uncommitted
# changes in files of a step's scope: exit 2 naming them (untracked files
# too, names as data), nothing written, the tree's index not rewritten;
# changes outside the scope do not matter.  --allow-dirty runs, and the
# cover letter says the series is against the working tree, not HEAD.
# The cover letter ends with "base-commit: HEAD" as git format-patch --base
# writes it; a tree that is not its own repository (a directory inside
# another one, as the bundled sample tree inside kidpush's, or no git at
# all) has no base-commit line and no dirty check.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 2
head=$(git -C "$T/tree" rev-parse HEAD)
run() { # OUT ARGS...: exit status in rc, log in $T/log
	o=$1; shift
	set +e
	"$KP" --tree "$T/tree" --series "$S" --out "$o" -q "$@" >"$T/log" 2>&1
	rc=$?
	set -e
}

run "$T/clean"
[ $rc = 0 ] || { cat "$T/log"; fail "clean tree: exit $rc"; }
# the oracle: git format-patch --base on a real repository ends the same way
git clone -q "$T/tree" "$T/or"
GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@t git -C "$T/or" am -q $(patches_in "$T/clean") || fail "git am"
git -C "$T/or" format-patch -q --cover-letter --signature=kidpush --base="$head" -o "$T/orout" "$head" ||
	fail "git format-patch --base"
tail -n 5 "$T/orout/0000-cover-letter.patch" >"$T/want"
tail -n 5 "$T/clean/0000-cover-letter.patch" >"$T/got"
diff -u "$T/want" "$T/got" || fail "the cover letter does not end as git format-patch --base=HEAD writes it"
[ "$(sed -n 's/^base-commit: //p' "$T/clean/0000-cover-letter.patch")" = "$head" ] || fail "no base-commit: $head"
ok "clean tree: the cover letter ends with base-commit: HEAD, as git format-patch --base"

# uncommitted changes: a modified file, an untracked one with a newline in
# its name, one outside the scope
printf '/* local edit */\n' >>"$T/tree/drv/w1.c"
cp "$T/tree/drv/w0.c" "$T/tree/drv/new
line.c"
printf 'notes\n' >"$T/tree/README"
touch -d '2001-01-01' "$T/tree/drv/w0.c"    # a stat change git status would like to refresh
index=$(sha256sum <"$T/tree/.git/index")
# the log and the exit status: exit 2, drv/w1.c and the untracked file
# (quoted) named, README (outside the scope) not, the hint at --allow-dirty
record() { { cat "$T/log"; echo "[exit $rc]"; } >"$T/rec"; }
run "$T/dirty"
record; expect "$T/rec" dirty
[ ! -e "$T/dirty" ] || fail "output written"
[ "$(sha256sum <"$T/tree/.git/index")" = "$index" ] || fail "the input tree's index was rewritten"
ok "dirty tree: exit 2 naming drv/w1.c and the untracked file, nothing written, index untouched"

run "$T/allow" --allow-dirty
[ $rc = 0 ] || { cat "$T/log"; fail "--allow-dirty: exit $rc"; }
c=$T/allow/0000-cover-letter.patch
# against the working tree, not HEAD; drv/w1.c and the untracked file
# listed; base-commit: HEAD (written @HEAD@)
sed "s/$head/@HEAD@/" "$c" | expect_stdin allow-cover
awk 'length > 75 && /working tree|uncommitted|base commit/ { exit 1 }' "$c" || fail "the note has lines over 75 columns"
ok "--allow-dirty: the cover letter says the series is against the working tree"
# the caller's environment naming another repository (GIT_DIR, GIT_WORK_TREE)
# changes nothing: the tree's own repository decides
make_widget_tree "$T/elsewhere" 2
set +e
GIT_DIR=$T/elsewhere/.git GIT_WORK_TREE=$T/elsewhere \
	"$KP" --tree "$T/tree" --series "$S" --out "$T/envdir" -q >"$T/log" 2>&1
rc=$?
set -e
record; expect "$T/rec" dirty    # GIT_DIR of a clean repository hides nothing
ok "GIT_DIR/GIT_WORK_TREE of another repository in the environment: the tree's own repository decides"
before=$(git -C "$T/elsewhere" rev-list --all | sort | sha256sum)
set +e
GIT_DIR=$T/elsewhere/.git GIT_WORK_TREE=$T/elsewhere \
	"$KP" --tree "$T/tree" --series "$S" --out "$T/envdir" -q --allow-dirty >"$T/log" 2>&1
rc=$?
set -e
[ $rc = 0 ] || { cat "$T/log"; fail "GIT_DIR, --allow-dirty: exit $rc"; }
[ "$(git -C "$T/elsewhere" rev-list --all | sort | sha256sum)" = "$before" ] ||
	fail "the scratch commits went into the repository GIT_DIR names"
[ "$(sed -n 's/^base-commit: //p' "$T/envdir/0000-cover-letter.patch")" = "$head" ] || fail "GIT_DIR: base-commit is not the tree's HEAD"
ok "GIT_DIR in the environment: the scratch commits stay in the scratch repository"
git -C "$T/tree" checkout -q -- drv/w1.c
rm "$T/tree/drv/new
line.c"
run "$T/clean2"
[ $rc = 0 ] || { cat "$T/log"; fail "outside-scope change: exit $rc"; }
ok "a change outside the scope does not matter"

# not its own repository: a directory inside another repository, with an
# uncommitted change; and a tree without git at all
mkdir -p "$T/outer"
make_widget_tree "$T/outer/sub" 2
rm -rf "$T/outer/sub/.git"
git -C "$T/outer" init -q && git -C "$T/outer" add -A &&
	git -C "$T/outer" -c user.name=t -c user.email=t@t commit -qm outer
printf '/* local edit */\n' >>"$T/outer/sub/drv/w1.c"
set +e
"$KP" --tree "$T/outer/sub" --series "$S" --out "$T/inner" -q >"$T/log" 2>&1
rc=$?
set -e
[ $rc = 0 ] || { cat "$T/log"; fail "tree inside another repository: exit $rc"; }
expect "$T/inner/0000-cover-letter.patch" nobase-cover    # no base-commit line
ok "a tree inside another repository is not a repository: no base-commit, no dirty check"
rm -rf "$T/outer/.git"
"$KP" --tree "$T/outer/sub" --series "$S" --out "$T/nogit" -q || fail "tree without git"
expect "$T/nogit/0000-cover-letter.patch" nobase-cover
ok "a tree without git: no base-commit"
