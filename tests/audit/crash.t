#!/bin/sh
# Issue 24 item 1 (the audit's part): a file libclang's parser crashes on was not
# looked at.  It is a skipped file, named with the reason, the other files are
# audited, and the audit exits 1 (never 0) — in the text report, the summary and
# the JSON.  The crash is clang's own `#pragma clang __debug crash` (libclang
# catches it and returns CXError_Crashed).
#  - the audit's parse: "libclang error 2 (crashed)" (this was so already);
#  - --infer: the inference parses every file again; a crash there (here on a file
#    the prefilter rules out, so the audit's own checks never parse it) was
#    dropped: "0 skipped", exit 0.  Now "inference (--infer): libclang error 2
#    (crashed)" (the inference parses through the front end's unit.c as the audit does).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
# skipped_one WHAT JSON FILE REASON: in $tmp/out (the text report) and JSON, FILE
# is the one skipped file, with REASON.
skipped_one() {
	grep -qxF "skipped (cannot be parsed): $3: $4" "$tmp/out" || { cat "$tmp/out"; fail "$1: $3 not skipped ($4)"; }
	grep -q ', 1 skipped$' "$tmp/out" || { cat "$tmp/out"; fail "$1: not 1 file skipped"; }
	python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
assert r["skipped"] == [{"file": sys.argv[2], "reason": sys.argv[3]}], r["skipped"]' "$2" "$3" "$4" || fail "$1: JSON"
}

t=$tmp/tree
mkdir -p "$t/fs/crashfs"
# ids.h: the ID types; ok.c has raw-compare findings; crash.c names IDs and crashes
# the parser.
cat >"$t/fs/crashfs/ids.h" <<'EOF'
typedef unsigned int uid_t;
typedef struct { uid_t val; } kuid_t;
EOF
cat >"$t/fs/crashfs/ok.c" <<'EOF'
#include "ids.h"
int ok_same(kuid_t a, uid_t b)
{
	return a.val == b || (uid_t)a.val == b;
}
int ok_raw(kuid_t a, kuid_t b)
{
	return *(uid_t *)&a == b.val;
}
EOF
cat >"$t/fs/crashfs/crash.c" <<'EOF'
#include "ids.h"
int crash_same(kuid_t a, uid_t b)
{
	return a.val == b;
}
#pragma clang __debug crash
EOF

# 1. The audit's own parse crashes on crash.c (with and without the prefilter).
for mode in "" --no-prefilter; do
	# shellcheck disable=SC2086
	"$bin" -j2 --tree "$t" $mode --json "$tmp/r.json" fs/crashfs >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if ! grep -q 'crash detected' "$tmp/err"; then
		grep -q 'crash.c' "$tmp/out" && fail "crash.c named without a crash: $(cat "$tmp/out")"
		echo "this libclang does not crash on '#pragma clang __debug crash': nothing to test"
		exit 77
	fi
	[ $rc = 1 ] || { cat "$tmp/out" "$tmp/err"; fail "audit $mode: exit $rc with a crashed parse, want 1"; }
	skipped_one "audit $mode" "$tmp/r.json" fs/crashfs/crash.c 'libclang error 2 (crashed)'
	grep -q '^fs/crashfs/ok.c:' "$tmp/out" || { cat "$tmp/out"; fail "audit $mode: ok.c not audited"; }
done
"$bin" -q -j2 --tree "$t" --summary fs/crashfs >"$tmp/sum" 2>/dev/null
[ $? = 1 ] || fail "--summary: exit"
grep -Eq '^crashfs +2 +1 ' "$tmp/sum" || { cat "$tmp/sum"; fail "--summary: 2 files, 1 skipped"; }
echo "ok: the audit's parse crashed on crash.c: skipped, named, exit 1 (text, JSON, summary)"

# 2. --infer on ok.c and quiet.c: the audit's checks do not parse quiet.c (no ID
#    name: the prefilter rules it out), the inference does and crashes.
rm "$t/fs/crashfs/crash.c"
cat >"$t/fs/crashfs/quiet.c" <<'EOF'
int quiet_add(int a)
{
	return a + 1;
}
#pragma clang __debug crash
EOF
"$bin" -q -j2 --tree "$t" fs/crashfs >"$tmp/out0" 2>"$tmp/err0"
grep -q 'crash detected' "$tmp/err0" && fail "the prefilter no longer rules quiet.c out: case 2 tests nothing"
"$bin" -j2 --tree "$t" --infer --json "$tmp/i.json" fs/crashfs >"$tmp/out" 2>"$tmp/err"
rc=$?
grep -q 'crash detected' "$tmp/err" || fail "--infer: the inference did not crash on quiet.c"
[ $rc = 1 ] || { cat "$tmp/out"; fail "--infer: exit $rc with the inference's parse crashed, want 1"; }
skipped_one --infer "$tmp/i.json" fs/crashfs/quiet.c 'inference (--infer): libclang error 2 (crashed)'
echo "ok: --infer, the inference's parse crashed on quiet.c: skipped, named, exit 1"
