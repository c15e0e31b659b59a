# tests/infer/lib.sh — the preamble of the inference's fixture tests (sourced):
# the project root as working directory, build/kidpush-infer built, python3
# there (else skip), a temporary directory $tmp removed on exit; and
# plan_both TREE PATH OUT: the plan of PATH in TREE into OUT with -j 1, which
# must be byte-identical to the one with -j 2; plan_expect PLAN KEY: the plan
# compared with the test's expected plan NAME.expected/KEY, one entry a line.
set -u   # not -e: these tests look at exit statuses themselves
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"
root=$KIDPUSH_ROOT
bin=$root/build/kidpush-infer
[ -x "$bin" ] || fail "no $bin (make all)"
command -v python3 >/dev/null || skip "python3 not installed"
kp_scratch

plan_both() { # TREE PATH OUT
	"$bin" -q --tree "$1" -j 1 --plan "$3" "$2" || { echo "exit $? ($1 -j1)"; exit 1; }
	"$bin" -q --tree "$1" -j 2 --plan "$3.j2" "$2" || { echo "exit $? ($1 -j2)"; exit 1; }
	cmp "$3" "$3.j2" || { echo "$1: -j1 and -j2 plans differ"; exit 1; }
}

# plan_lines PLAN: the plan JSON with one entry of retype/sites/listed/formats/
# skipped (and each other member) a line, keys in the plan's order — the form
# an expected plan is reviewed in, line by line.
plan_lines() {
	python3 - "$1" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
for k, v in p.items():
    if isinstance(v, list) and v and isinstance(v[0], dict):
        print("%s: %d" % (k, len(v)))
        for e in v:
            print("  " + json.dumps(e, ensure_ascii=False))
    else:
        print("%s: %s" % (k, json.dumps(v, ensure_ascii=False)))
PY
}
plan_expect() { # PLAN KEY
	plan_lines "$1" >"$1.lines" || fail "$1 is not JSON"
	expect "$1.lines" "$2"
}
