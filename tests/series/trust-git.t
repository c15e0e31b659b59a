#!/bin/sh
# Issue 33 item 4: git on the input tree runs nothing of the tree's.  A
# widget tree that is its own repository, made hostile through its own
# .git/config: a clean filter selected by its .gitattributes (run by git
# status for every file whose stat data is stale), a post-index-change
# hook, core.fsmonitor and core.pager programs, an include.path naming a
# FIFO (git would block for ever), log.showSignature with a gpg.program,
# and GIT_EXTERNAL_DIFF / GIT_PAGER in the caller's environment.  The
# series driver probes the tree (rev-parse, status, var): nothing runs,
# nothing blocks, the dirty check still sees a modified file, and the
# tree's own user.name/user.email still sign off.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 2
M=$T/PWNED
printf '#!/bin/sh\necho "$0 $*" >>%s\ncat\n' "$M" >"$T/evil"
chmod +x "$T/evil"
printf '* filter=evil diff=evil\n' >"$T/tree/.gitattributes"
commit_all "$T/tree"
g() { git -C "$T/tree" config "$@"; }
g filter.evil.clean "$T/evil clean"
g filter.evil.smudge "$T/evil smudge"
g diff.evil.textconv "$T/evil textconv"
g core.fsmonitor "$T/evil"
g core.pager "$T/evil"
g log.showSignature true
g gpg.program "$T/evil"
g user.name 'Tree Owner'
g user.email 'owner@tree.example'
mkdir -p "$T/tree/.git/hooks"
cp "$T/evil" "$T/tree/.git/hooks/post-index-change"
mkfifo "$T/fifo"
g include.path "$T/fifo"
find "$T/tree/drv" -type f -exec touch -d '2001-01-01' {} +
export GIT_EXTERNAL_DIFF="$T/evil" GIT_PAGER="$T/evil"
run() { # OUT ARGS...
	o=$1; shift
	set +e
	timeout 120 "$KP" --tree "$T/tree" --series "$S" --out "$o" -q "$@" >"$T/log" 2>&1
	rc=$?
	set -e
}
run "$T/out" --signoff
[ $rc != 124 ] || fail "the series driver blocked (the tree's include.path FIFO?)"
[ $rc = 0 ] || { cat "$T/log"; fail "hostile config: exit $rc"; }
[ ! -e "$M" ] || { cat "$M"; fail "a program of the tree ran"; }
grep -q '^Signed-off-by: Tree Owner <owner@tree.example>' "$T"/out/0001-*.patch ||
	fail "the tree's own identity is not the sign-off"
ok "status, rev-parse, var on a hostile repository: nothing ran, nothing blocked, the tree's identity"

printf '/* local edit */\n' >>"$T/tree/drv/w1.c"
run "$T/dirty"
[ $rc = 2 ] || { cat "$T/log"; fail "dirty hostile tree: exit $rc, want 2"; }
grep -qxF 'kidpush: uncommitted change in scope: drv/w1.c' "$T/log" || { cat "$T/log"; fail "drv/w1.c not named"; }
[ ! -e "$M" ] || { cat "$M"; fail "a program of the tree ran"; }
ok "the dirty check still sees drv/w1.c"

# the caller's GIT_DIFF_OPTS does not change the patches (the scratch
# repository's git gets the same neutral environment)
git config --file "$T/tree/.git/config" --unset include.path   # our own git would block too
git -C "$T/tree" -c core.hooksPath=/dev/null -c core.fsmonitor=false checkout -q drv/w1.c
rm -f "$M"
run "$T/plain" --no-cache
GIT_DIFF_OPTS=--unified=0 run "$T/u0" --no-cache
[ $rc = 0 ] || { cat "$T/log"; fail "GIT_DIFF_OPTS: exit $rc"; }
for p in $(cd "$T/plain" && ls); do
	cmp -s "$T/plain/$p" "$T/u0/$p" || { diff -u "$T/plain/$p" "$T/u0/$p" | head -20; fail "GIT_DIFF_OPTS changed $p"; }
done
ok "GIT_DIFF_OPTS=--unified=0 does not change the patches"

# nor do the caller's GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE, GIT_CONFIG_*
# and GIT_DIFF_OPTS=-U10 change a series whose step runs a tool action that
# runs git (kfmt: GIT_DIR sent its git elsewhere, the action failed, the
# step's files were skipped; issue 33 item 8)
sed 's|^cocci: field.cocci$|cocci: field.cocci\naction: kfmt --width 85 --joined-width 80 drv/*.c|' "$S" \
	>"$KIDPUSH_ROOT/tests/series/fixture/.action-series.$$"
trap 'rm -rf "$T" "$KIDPUSH_ROOT/tests/series/fixture/.action-series.$$"' EXIT
S=$KIDPUSH_ROOT/tests/series/fixture/.action-series.$$
run "$T/a-plain" --no-cache
[ $rc = 0 ] || { cat "$T/log"; fail "series with an action: exit $rc"; }
GIT_DIR=$T/nonexistent GIT_WORK_TREE=/ GIT_INDEX_FILE=$T/idx GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=diff.noprefix \
	GIT_CONFIG_VALUE_0=true GIT_CONFIG_PARAMETERS="'diff.mnemonicprefix'='true'" GIT_DIFF_OPTS=-U10 \
	run "$T/a-env" --no-cache
[ $rc = 0 ] || { cat "$T/log"; fail "the caller's git variables: exit $rc"; }
for p in $(cd "$T/a-plain" && ls); do
	cmp -s "$T/a-plain/$p" "$T/a-env/$p" || { diff -u "$T/a-plain/$p" "$T/a-env/$p" | head -20; fail "the caller's git variables changed $p"; }
done
ok "the caller's GIT_DIR, GIT_CONFIG_*, GIT_DIFF_OPTS change nothing (a step with a git-running action)"
