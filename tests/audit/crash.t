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
# The reports, their exits and the JSON's "skipped" are one session,
# tests/audit/crash.expected/session (reviewed line by line; stdout only:
# libclang's own crash dump on stderr names this machine's paths): the
# crashed file is the one skipped file, with its reason, the others are
# audited, exit 1 (never 0).
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
# skipped_json JSON: the JSON's list of skipped files, one a line
skipped_json() {
	python3 -c 'import json, sys
for e in json.load(open(sys.argv[1]))["skipped"]: print(json.dumps(e))' "$1" >"$tmp/skipped" || fail "JSON"
	kp_file "$s" "JSON skipped" "$tmp/skipped"
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
	kp_cmd "$s" -1 "$bin" -j2 --tree "$t" $mode --json "$tmp/r.json" fs/crashfs
	if ! grep -q 'crash detected' "$s.err"; then
		grep -q 'crash.c' "$s.out" && fail "crash.c named without a crash: $(cat "$s.out")"
		echo "this libclang does not crash on '#pragma clang __debug crash': nothing to test"
		exit 77
	fi
	[ $kp_rc = 1 ] || fail "audit $mode: exit $kp_rc with a crashed parse, want 1"
	skipped_json "$tmp/r.json"
done
kp_cmd "$s" -1 "$bin" -q -j2 --tree "$t" --summary fs/crashfs
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
kp_cmd "$s" -1 "$bin" -j2 --tree "$t" --infer --json "$tmp/i.json" fs/crashfs
[ $kp_rc = 1 ] || fail "--infer: exit $kp_rc with the inference's parse crashed, want 1"
skipped_json "$tmp/i.json"
expect "$s" session
echo "ok: --infer, the inference's parse crashed on quiet.c: skipped, named, exit 1"
