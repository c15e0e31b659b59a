#!/bin/sh
# The real XFS series (cocci/xfs/series) on the bundled sample tree, through
# run.sh: the 16 patches and the cover letter are those of
# tests/series/sample.expected/series/ (reviewed line by line), git am
# applies them, a second run over the result emits nothing, -j1 and -j2
# agree, the input tree is untouched.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
cp -r tests/sample-tree "$T/tree"
git -C "$T/tree" init -q && git -C "$T/tree" add -A &&
	git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm base
before=$(tree_hash "$T/tree")
sample_before=$(tree_hash tests/sample-tree)

./run.sh series --tree "$T/tree" --out "$T/o1" -j1 -q --no-cache || fail "-j1 run failed"
./run.sh series --tree "$T/tree" --out "$T/o2" -j2 -q --no-cache || fail "-j2 run failed"
diff -r "$T/o1" "$T/o2" || fail "-j1 and -j2 differ"
n=$(patches_in "$T/o1" | wc -l)
steps=$(grep -c '^step:' cocci/xfs/series)
echo "steps: $steps, patches: $n"
[ "$n" -eq "$steps" ] || fail "expected one patch per step ($steps), got $n: the sample tree must exercise every step"
ok "one patch per step, -j1 == -j2"
expect_dir "$T/o1" series
[ "$(tree_hash "$T/tree")" = "$before" ] || fail "input tree modified"
ok "input tree unchanged"

git clone -q "$T/tree" "$T/am"
git -C "$T/am" -c user.name=t -c user.email=t@t am -q $(patches_in "$T/o1") || fail "git am failed"
ok "git am applies the series"
./run.sh series --tree "$T/am" --out "$T/o3" -q --no-cache || fail "second run failed"
[ -z "$(patches_in "$T/o3")" ] || { ls "$T/o3"; head -60 $(patches_in "$T/o3" | head -1); fail "second run emitted patches"; }
ok "second run over the result emits nothing"

# the default tree is the bundled sample tree
./run.sh series --out "$T/def" -q --no-cache || fail "default run failed"
# the copy is a git repository of its own: its cover letter ends with
# base-commit; the bundled tree lies inside kidpush's repository: none
grep -qx "base-commit: $(git -C "$T/tree" rev-parse HEAD)" "$T/o1/0000-cover-letter.patch" || fail "no base-commit"
! grep -q '^base-commit:' "$T/def/0000-cover-letter.patch" || fail "the bundled tree took kidpush's HEAD as its base"
diff -r -I '^base-commit: ' -I '^$' "$T/o1" "$T/def" >/dev/null || fail "default tree run differs from the sample tree run"
[ "$(tree_hash tests/sample-tree)" = "$sample_before" ] || fail "bundled sample tree modified"
ok "default tree = bundled sample tree, left untouched"
