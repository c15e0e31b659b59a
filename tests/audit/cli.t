#!/bin/sh
# kidpush-audit command line: exit codes (0 none, 1 findings, 2 usage/setup),
# --summary table, --json and SARIF 2.1.0 output (atomic, checked against each
# other), bad input -> clear error.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=build/kidpush-audit
[ -x $bin ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fx=tests/audit/fixtures
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
expect_rc() { # WANT CMD...: run, compare exit code
	want=$1; shift
	"$@" >"$tmp/o" 2>"$tmp/e"; got=$?
	[ "$got" = "$want" ] || { cat "$tmp/o" "$tmp/e"; fail "'$*' exited $got, want $want"; }
}

expect_rc 0 $bin --help
grep -q '^usage: kidpush-audit' "$tmp/o" || fail "--help prints no usage"
expect_rc 2 $bin --no-such-option
expect_rc 2 $bin -j 0 --tree $fx fs
grep -q -- '-j takes a number' "$tmp/e" || fail "no message for -j 0"
expect_rc 2 $bin --tree "$tmp/nonexistent"
grep -q 'is not a directory' "$tmp/e" || fail "no message for a missing tree"
expect_rc 2 $bin --tree $fx fs/no-such-fs
grep -q 'no such file or directory' "$tmp/e" || fail "no message for a missing path"
expect_rc 2 $bin --tree $fx --build "$tmp" fs/ccfs
grep -q 'no kbuild .cmd file' "$tmp/e" || fail "no message for a build dir without .cmd"
mkdir "$tmp/empty"
expect_rc 2 $bin --tree "$tmp/empty"
# Nothing to find: exit 0 (ccfs is clean without its compile_commands.json define).
expect_rc 0 $bin -q --tree $fx fs/ccfs
grep -q '^0 finding(s) in 1 file(s) audited, 0 skipped$' "$tmp/o" || fail "clean run summary line"
# Only unparsable files: setup error.
expect_rc 2 $bin -q --tree $fx fs/broken
grep -q 'no file could be parsed' "$tmp/e" || fail "no message when nothing parses"
# Unwritable report: exit 2, nothing left behind.
expect_rc 2 $bin -q --tree $fx --json "$tmp/nodir/x.json" fs/oldfs
grep -q 'cannot write' "$tmp/e" || fail "no message for an unwritable --json"

# --summary: one row per filesystem, totals, and the JSON/SARIF of the same run.
expect_rc 1 $bin -q --tree $fx --summary --json "$tmp/r.json" --sarif "$tmp/r.sarif" -j 2 fs
cat "$tmp/o"
head -n 1 "$tmp/o" | grep -q '^filesystem *files *skipped *raw-compare *raw-mix *converted-compare *raw-use *raw-carrier *boundary-in *boundary-out *total$' ||
	fail "summary header"
for fs in broken ccfs kbfs newfs oldfs; do
	grep -q "^$fs " "$tmp/o" || fail "no summary row for $fs"
done
grep -q '^broken  *1  *1  *0  *0  *0  *0  *0  *0  *0  *0$' "$tmp/o" || fail "broken row"
grep -q '^TOTAL  *5  *1 ' "$tmp/o" || fail "TOTAL row"
python3 - "$tmp/o" "$tmp/r.json" <<'PY' || fail "summary disagrees with JSON"
import json, sys
rows = {l.split()[0]: [int(x) for x in l.split()[1:]] for l in open(sys.argv[1]).read().splitlines()[1:]}
rep = json.load(open(sys.argv[2]))
kinds = ["raw-compare", "raw-mix", "converted-compare", "raw-use", "raw-carrier", "boundary-in", "boundary-out"]
total = [0] * 7
for f in rep["findings"]:
    total[kinds.index(f["kind"])] += 1
assert rows["TOTAL"][2:9] == total, (rows["TOTAL"], total)
assert rows["TOTAL"][9] == len(rep["findings"])
for g in rep["groups"]:
    assert rows[g["name"]][:2] == [g["files"], g["skipped"]], g
    assert rows[g["name"]][2:9] == [g[k] for k in kinds], g
assert rep["flags"] == "simple" and rep["files"] == 5
assert [s["file"] for s in rep["skipped"]] == ["fs/broken/broken.c"]
PY
python3 tests/audit/sarif_check.py "$tmp/r.sarif" "$tmp/r.json" || fail "SARIF"
ls "$tmp" | grep -q '\.tmp\.' && fail "temporary files left behind"
echo ok
