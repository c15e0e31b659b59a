#!/bin/sh
# A planned change the rules did not make is listed in the cover letter,
# never dropped in silence: the sample's own plan plus one compare site
# whose text is not at its place (as when spatch cannot parse the code, or
# a rule finds no exit to copy).  Without it, the run converts the rest and
# lists nothing.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
make -s build/kidpush-convert build/kidpush-series || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
export TMPDIR=$T KIDPUSH_CACHE=$T/cache
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
python3 - tests/convert/kidfs.plan.json "$T/plan.json" <<'EOP' || exit 2
import json, sys
p = json.load(open(sys.argv[1]))
p["sites"].append({"file": "fs/kidfs/super.c", "line": 11, "col": 8, "end_line": 11, "end_col": 14,
                   "kind": "compare", "id": "uid", "op": "==", "text": "Opt_uid == uid",
                   "why": "a test site no rule can match"})
json.dump(p, open(sys.argv[2], "w"))
EOP
rc=0; ./run.sh convert --plan "$T/plan.json" --out "$T/o" -j 2 fs/kidfs >"$T/log" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log"; fail "exit $rc"; }
grep -q '1 planned change(s) the rules did not make' "$T/log" || { cat "$T/log"; fail "not said in the log"; }
c=$T/o/0000-cover-letter.patch
grep -q 'fs/kidfs/super.c:11:8 compare: planned (compare), but the rules did not rewrite it' "$c" ||
	{ cat "$c"; fail "the unmade change is not listed in the cover letter"; }
n=$(grep -c 'but the rules did not rewrite it' "$c")
[ "$n" = 1 ] || fail "$n entries listed, want 1 (the sample's own sites are all made)"
grep -q '^+.*uid_eq' "$T/o/0001-"*.patch || fail "the rest was not converted"
echo "ok: the planned change no rule made is listed; the rest converted"
# run from a subdirectory of a git repository (kidpush's own): git must
# read the patches in convert's work directory, not in the caller's
# repository, or every planned change looks unmade
rc=0; (cd tests/sample-tree/fs && ../../../run.sh convert -q --out "$T/o2" -j 2 fs/kidfs) >"$T/log2" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log2"; fail "from a subdirectory: exit $rc"; }
! grep -q 'but the rules did not rewrite it' "$T/o2/0000-cover-letter.patch" ||
	fail "run from a subdirectory of a git repository, made changes are listed as not made"
echo "ok: from a subdirectory of a git repository, nothing made is listed as unmade"
