#!/bin/sh
# The convert plan's schema, one owner (tools/plan/kp-plan.c): its checks on
# own JSON text (tests/plan/units.c: what it takes, what it refuses, the
# reason it gives); the table is the list doc/plan-format.md shows (the
# code block after "tests/plan/schema.t compares"); every JSON plan the
# tests keep (convert's and the rules' fixture plans) matches it (the
# inference checks each plan it writes: its tests run that check); convert
# refuses a plan with a key the schema does not name, and says which (exit 2).
set -u
cd "${KIDPUSH_ROOT:-.}" || exit 2
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, kp_scratch
make -s build/test-plan-units build-convert || fail "build"
kp_scratch
build/test-plan-units || fail "the schema's checks"
build/test-plan-units --describe >"$tmp/table"
awk '/^change; tests\/plan\/schema.t compares/ { f = 1; next } f == 1 && /^```$/ { f = 2; next } f == 2 && /^```$/ { exit } f == 2' \
	doc/plan-format.md >"$tmp/doc"
[ -s "$tmp/doc" ] || fail "no schema list in doc/plan-format.md"
diff -u "$tmp/doc" "$tmp/table" >&2 || fail "doc/plan-format.md's schema list is not the table of tools/plan/kp-plan.c"
n=0
for f in $(find tests -name '*plan.json' | LC_ALL=C sort); do
	[ -f "$f" ] || continue
	build/test-plan-units "$f" || fail "$f does not match the schema"
	n=$((n + 1))
done
[ "$n" -ge 20 ] || fail "only $n plans found to check"
# convert reads a plan through the schema: a key it does not name is refused
mkdir -p "$tmp/tree/fs/a"
printf 'int a;\n' >"$tmp/tree/fs/a/a.c"
printf '{"version": 1, "sites": [{"file": "fs/a/a.c", "line": 1, "col": 1, "knid": "compare"}]}\n' >"$tmp/plan.json"
build/kidpush-convert --tree "$tmp/tree" --plan "$tmp/plan.json" --out "$tmp/out" fs/a >"$tmp/out.txt" 2>"$tmp/err.txt"
rc=$?
[ $rc = 2 ] || fail "convert with a misspelt key: exit $rc, want 2"
grep -q 'sites\[0\]: "knid" is not a key of the plan'"'"'s sites' "$tmp/err.txt" || { cat "$tmp/err.txt" >&2; fail "convert does not name the key"; }
ok "$n plans match the schema; the document lists the table; convert refuses an unknown key"
