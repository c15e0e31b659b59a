#!/bin/sh
# The gate on Debian's linux-source-6.1 (read-only; the gate works on its own
# scratch copy):
#  1. fs/xfs as shipped: 0 ID problems (exit 0); what sparse still says there
#     is listed as noise;
#  2. mutation: tests/gate/uid-eq-to-raw.cocci turns every uid_eq()/gid_eq()
#     in fs/xfs back into a raw struct comparison (in a copy handed to the
#     gate with --overlay); the gate must report each one at its line
#     (lines taken from the diff of the copy, not from the gate) and nothing
#     else as an ID problem.
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
tree=$(tests/lib/kernel.sh linux61) || { echo "no linux-source-6.1"; exit 77; }
[ -x build/kidpush-gate ] || make -s build/kidpush-gate
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

# 1. Clean tree.
set +e
build/kidpush-gate --tree "$tree" --json "$tmp/clean.json" fs/xfs >"$tmp/clean.out" 2>"$tmp/clean.err"
rc=$?
set -e
cat "$tmp/clean.err"; head -n 3 "$tmp/clean.out"
[ $rc = 0 ] || { cat "$tmp/clean.out"; fail "clean 6.1 fs/xfs: exit $rc, want 0"; }
python3 - "$tmp/clean.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["summary"]["id_problems"] == 0 and r["problems"] == [], r["summary"]
assert r["summary"]["noise"] == len(r["noise"])
print("6.1 fs/xfs: 0 ID problems, %d noise" % len(r["noise"]))
PY

# 2. Mutation.
files=$(cd "$tree" && grep -rlw -e uid_eq -e gid_eq fs/xfs --include='*.c' | LC_ALL=C sort)
[ -n "$files" ] || fail "no uid_eq/gid_eq in $tree/fs/xfs"
for f in $files; do
	mkdir -p "$tmp/orig/$(dirname "$f")" "$tmp/mut/$(dirname "$f")"
	cp "$tree/$f" "$tmp/orig/$f"
	cp "$tree/$f" "$tmp/mut/$f"
done
spatch --very-quiet --sp-file tests/gate/uid-eq-to-raw.cocci --dir "$tmp/mut" --in-place >"$tmp/spatch.log" 2>&1 ||
	{ cat "$tmp/spatch.log"; fail "spatch failed"; }
: >"$tmp/want"
for f in $files; do
	diff -U0 "$tmp/orig/$f" "$tmp/mut/$f" |
	sed -n 's/^@@ -[0-9,]* +\([0-9]*\)\(,\([0-9]*\)\)\{0,1\} @@.*/\1 \3/p' |
	while read -r start count; do
		i=0
		while [ $i -lt "${count:-1}" ]; do
			echo "$f:$((start + i))" >>"$tmp/want"
			i=$((i + 1))
		done
	done
done
before=$(cat "$tmp"/orig/fs/xfs/*.c | grep -ow -e uid_eq -e gid_eq | wc -l)
after=$(cat "$tmp"/mut/fs/xfs/*.c | grep -ow -e uid_eq -e gid_eq | wc -l)
n=$(wc -l <"$tmp/want")
echo "mutated $((before - after)) uid_eq/gid_eq calls on $n lines"
[ $((before - after)) -ge 4 ] && [ "$n" = $((before - after)) ] || fail "mutation did not apply as expected"
set +e
# shellcheck disable=SC2086
build/kidpush-gate --tree "$tree" --overlay "$tmp/mut" --json "$tmp/mut.json" --sarif "$tmp/mut.sarif" $files \
	>"$tmp/mut.out" 2>"$tmp/mut.err"
rc=$?
set -e
cat "$tmp/mut.err"; cat "$tmp/mut.out"
[ $rc = 1 ] || fail "mutated tree: exit $rc, want 1"
python3 - "$tmp/mut.json" "$tmp/want" "$tmp/mut.sarif" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
want = sorted(set(open(sys.argv[2]).read().split()))
got = sorted(set("%s:%d" % (p["file"], p["line"]) for p in r["problems"]))
missing = [w for w in want if w not in got]
extra = [g for g in got if g not in want]
assert not missing, ("not reported", missing)
assert not extra, ("reported at unmutated lines", extra)
assert all(p["function"] for p in r["problems"]), "function names"
s = json.load(open(sys.argv[3]))
assert s["version"] == "2.1.0"
assert len([x for x in s["runs"][0]["results"] if x["level"] == "error"]) == len(r["problems"])
print("all %d mutated lines reported (%d diagnostics)" % (len(want), len(r["problems"])))
PY
# The tree is untouched.
[ ! -e "$tree/.config" ] || fail "$tree/.config appeared"
for f in $files; do cmp -s "$tree/$f" "$tmp/orig/$f" || fail "$f changed in the tree"; done
echo ok
