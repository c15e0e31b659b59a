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
# each run's command, stdout, stderr (-1: stdout only, where the
# front end's progress names this machine's compiler paths) and exit
# status go to one session, compared with tests/audit/cli.expected/session
run() { # [-1] ARGS...
	o=; if [ "$1" = -1 ]; then o=-1; shift; fi
	echo "\$ kidpush-audit $*" | sed "s|$tmp|@TMP@|g" >>"$tmp/session"
	kp_run $o "$tmp/one" $bin "$@"
	cat "$tmp/one" >>"$tmp/session"
}
$bin --help >"$tmp/help" 2>&1 || fail "--help: exit $?"
head -n 1 "$tmp/help" | grep -q '^usage: kidpush-audit' || fail "--help prints no usage"
run --no-such-option
run -j 0 --tree $fx fs
run --tree "$tmp/nonexistent"
run --tree $fx fs/no-such-fs
run --tree $fx --build "$tmp" fs/ccfs
mkdir "$tmp/empty"
run --tree "$tmp/empty"
# Nothing to find: exit 0 (ccfs is clean without its compile_commands.json define).
run -1 -q --tree $fx fs/ccfs
# Only unparsable files: setup error.
run -1 -q --tree $fx fs/broken
grep -q 'no file could be parsed' "$tmp/one.err" || fail "no message when nothing parses"
# Unwritable report: exit 2, nothing left behind.
run -1 -q --tree $fx --json "$tmp/nodir/x.json" fs/oldfs
grep -q 'cannot write' "$tmp/one.err" || fail "no message for an unwritable --json"

# --summary: one row per filesystem, totals, and the JSON/SARIF of the same run.
run -1 -q --tree $fx --summary --json "$tmp/r.json" --sarif "$tmp/r.sarif" -j 2 fs
expect "$tmp/session" session
sed '$d' "$tmp/one" >"$tmp/o"   # the table without its [exit N]
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
[ -z "$(ls "$tmp" | grep '\.tmp\.')" ] || fail "temporary files left behind"
echo ok
