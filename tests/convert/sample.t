#!/bin/sh
# ./run.sh convert on the bundled sample filesystem fs/kidfs with the
# hand-written plan tests/convert/kidfs.plan.json: one patch, -j1 == -j2
# byte for byte, the input tree untouched, git am applies it, the strict
# gate goes from ID problems to clean and the Kconfig blocker is dropped,
# a second run over the result emits nothing.
set -eu
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT"
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
make -s all
T=$(mktemp -d /tmp/kidpush-test.XXXXXX)
export TMPDIR=$T/tmp KIDPUSH_CACHE=$T/cache
mkdir -p "$TMPDIR"
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }
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
[ "$(patches_in "$T/o1" | wc -l)" = 1 ] || { ls "$T/o1"; fail "expected one patch"; }
p=$(patches_in "$T/o1")
grep -q '^Subject: \[PATCH 1/1\] kidfs: Convert to kuid_t and kgid_t$' "$p" || fail "subject"
grep -q '^- compare kernel ids with uid_eq()/gid_eq() and friends: 5$' "$p" || fail "body counts"
grep -q '^-	depends on KIDFS_FS = n$' "$p" || fail "the KIDFS_FS blocker is not dropped"
c=$T/o1/0000-cover-letter.patch
grep -q '^kidfs  *29  *9 -> 0  *7 -> 0  dropped$' "$c" || { cat "$c"; fail "cover letter table"; }
grep -q '^  step 01: fs/kidfs/inode.c:15:14 boundary-in: ' "$c" || fail "listed site missing from the cover letter"
grep -q 'fs/kidfs/inode.c:19:8 boundary-in: make_kgid() without a validity check' "$c" ||
	fail "boundary-in without error path not listed"
ok "patch, body, cover letter"

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
