#!/bin/sh
# The libclang front end (tools/clangfe) is shared by kidpush-audit and
# kidpush-infer: its messages (the flag source, an unwritable output) name the
# tool that runs it.  Before the front end had its own folder, kidpush-infer
# said "kidpush-audit: flags: ..." and "kidpush-audit: cannot write ...".
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
for b in kidpush-audit kidpush-infer; do
	[ -x build/$b ] || { echo "no build/$b (make build-audit build-infer)"; exit 1; }
done
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

build/kidpush-infer -j1 --plan "$tmp/plan.json" fs/kidfs 2>"$tmp/i" || { cat "$tmp/i"; fail "kidpush-infer on the sample tree"; }
grep -q '^kidpush-infer: flags: simple' "$tmp/i" || { cat "$tmp/i"; fail "infer: the flag source not said by kidpush-infer"; }
grep -q '^kidpush-infer: base flags: ' "$tmp/i" || fail "infer: base flags not said by kidpush-infer"
grep -q 'kidpush-audit' "$tmp/i" && fail "infer's messages name kidpush-audit"
build/kidpush-infer -q -j1 --plan "$tmp/no/plan.json" fs/kidfs 2>"$tmp/i2" && fail "infer wrote to a missing directory"
grep -q "^kidpush-infer: cannot write $tmp/no/plan.json: No such file or directory$" "$tmp/i2" ||
	{ cat "$tmp/i2"; fail "infer: unwritable plan not said by kidpush-infer"; }
build/kidpush-audit -j1 fs/kidfs >/dev/null 2>"$tmp/a"
grep -q '^kidpush-audit: flags: simple' "$tmp/a" || { cat "$tmp/a"; fail "audit: the flag source not said by kidpush-audit"; }
echo ok
