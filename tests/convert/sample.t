#!/bin/sh
# ./run.sh convert on the bundled sample filesystem fs/kidfs with the
# hand-written plan tests/convert/kidfs.plan.json: the patch and the cover
# letter are those of tests/convert/sample.expected/convert/ (reviewed line
# by line), -j1 == -j2 byte for byte, the input tree untouched, git am
# applies it, the strict gate goes from ID problems to clean and the
# Kconfig blocker is dropped, a second run over the result emits nothing.
: "${KIDPUSH_ROOT:?}"
set -eu
. "$KIDPUSH_ROOT/tests/lib.sh"
command -v spatch >/dev/null 2>&1 || skip "spatch not installed"
command -v sparse >/dev/null 2>&1 || skip "sparse not installed"
make -s all
T=$(mktemp -d /tmp/kidpush-test.XXXXXX)
export TMPDIR=$T/tmp KIDPUSH_CACHE=$T/cache EXPECT_TMP=$T
# the author is git's identity of the machine unless set
export KIDPUSH_AUTHOR='Kid Push <kidpush@example.org>'
mkdir -p "$TMPDIR"
trap 'rm -rf "$T"' EXIT
tree_hash() { (cd "$1" && find . -path ./.git -prune -o -type f -print | LC_ALL=C sort | xargs -r sha256sum | sha256sum); }
patches_in() { find "$1" -maxdepth 1 -name '0*.patch' ! -name '0000-cover-letter.patch' | LC_ALL=C sort; }
plan=$KIDPUSH_ROOT/tests/convert/kidfs.plan.json

cp -r tests/sample-tree "$T/tree"
git -C "$T/tree" init -q && git -C "$T/tree" add -A &&
	git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm base
before=$(tree_hash "$T/tree")
rc=0; ./run.sh gate --tree "$T/tree" fs/kidfs >"$T/gate0" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/gate0"; fail "the gate should find ID problems in fs/kidfs before (exit $rc)"; }
ok "gate before: $(grep -c 'sparse:' "$T/gate0") ID problems"

./run.sh convert --tree "$T/tree" --plan "$plan" --gate --out "$T/o1" -j1 -q fs/kidfs || fail "-j1 run failed"
./run.sh convert --tree "$T/tree" --plan "$plan" --gate --out "$T/o2" -j2 -q fs/kidfs || fail "-j2 run failed"
diff -r "$T/o1" "$T/o2" || fail "-j1 and -j2 differ"
ok "-j1 == -j2"
[ "$(tree_hash "$T/tree")" = "$before" ] || fail "input tree modified"
ok "input tree unchanged"
expect_dir "$T/o1" convert

git clone -q "$T/tree" "$T/am"
git -C "$T/am" -c user.name=t -c user.email=t@t am -q $(patches_in "$T/o1") || fail "git am failed"
ok "git am applies the series"
./run.sh gate --tree "$T/am" fs/kidfs >"$T/gate1" 2>&1 || { cat "$T/gate1"; fail "gate not clean after"; }
ok "gate clean after"
! grep -q 'KIDFS_FS' "$T/am/init/Kconfig" || fail "blocker left in init/Kconfig"

# second run: the plan of the converted tree has nothing left; the stale
# plan of the original must not rewrite anything either (text checks)
printf '{"version": 1, "paths": ["fs/kidfs"], "retype": [], "sites": [], "listed": []}\n' >"$T/empty.json"
# (and with nothing planned spatch parses none of its files: a logging
# spatch first in PATH, a cache of its own)
mkdir "$T/bin"
printf '#!/bin/sh\necho "$*" >>"%s/spatch.log"\nexec "%s" "$@"\n' "$T" "$(command -v spatch)" >"$T/bin/spatch"
chmod +x "$T/bin/spatch"
PATH="$T/bin:$PATH" KIDPUSH_CACHE="$T/cache3" ./run.sh convert --tree "$T/am" --plan "$T/empty.json" --out "$T/o3" -q fs/kidfs 2>"$T/err3" || fail "second run failed"
grep -q '^convert: no patch: ' "$T/err3" || { cat "$T/err3"; fail "no patch, and it did not say so"; }
[ -z "$(patches_in "$T/o3")" ] || { head -60 $(patches_in "$T/o3"); fail "second run emitted patches"; }
! grep -q -- '--sp-file' "$T/spatch.log" 2>/dev/null || { cat "$T/spatch.log"; fail "empty plan: spatch ran the rules"; }
./run.sh convert --tree "$T/am" --plan "$plan" --out "$T/o4" -q fs/kidfs || fail "stale-plan run failed"
[ -z "$(patches_in "$T/o4")" ] || { head -80 $(patches_in "$T/o4"); fail "a stale plan rewrote code"; }
if [ -x build/kidpush-infer ]; then
	./run.sh convert --tree "$T/am" --out "$T/o5" -q fs/kidfs || fail "second run with the inference failed"
	[ -z "$(patches_in "$T/o5")" ] || { head -80 $(patches_in "$T/o5"); fail "second run (inferred plan) emitted patches"; }
fi
ok "second run over the result emits nothing"

# bad input
rc=0; ./run.sh convert --tree "$T/tree" --plan "$T/nope.json" --out "$T/o6" -q fs/kidfs 2>/dev/null || rc=$?
[ $rc = 2 ] || fail "missing plan: exit $rc, want 2"
printf '{"version": 1, "retype": [{"file": "../../etc/passwd", "line": 1, "col": 1}]}\n' >"$T/evil.json"
rc=0; ./run.sh convert --tree "$T/tree" --plan "$T/evil.json" --out "$T/o6" -q fs/kidfs 2>/dev/null || rc=$?
[ $rc = 2 ] || fail "plan naming a file outside the tree: exit $rc, want 2"
printf '{"version": 1, "sites": [{"file": "/etc/passwd", "line": 1, "col": 1, "kind": "root", "text": "0"}]}\n' >"$T/evil2.json"
rc=0; ./run.sh convert --tree "$T/tree" --plan "$T/evil2.json" --out "$T/o6" -q fs/kidfs 2>/dev/null || rc=$?
[ $rc = 2 ] || fail "plan naming an absolute file outside the tree: exit $rc, want 2"
rc=0; ./run.sh convert --tree "$T/tree" --plan "$plan" --out "$T/o6" -q ../x 2>/dev/null || rc=$?
[ $rc = 2 ] || fail "PATH outside the tree: exit $rc, want 2"
[ ! -e "$T/o6" ] || fail "output written on bad input"
ok "bad input: exit 2, nothing written"
