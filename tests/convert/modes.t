#!/bin/sh
# The cocci/kuid rules also work as kernel coccicheck scripts: without a plan,
# MODE=report prints "FILE:LINE:COL-COL: message" lines and no diff, MODE=org
# TODO items, MODE=context a starred diff, on the typed fixtures.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT/tests/cocci/kuid" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
bad=0
for r in 01-retype 02-compare 03-root 04-sentinel 05-from 06-cast 07-truth 08-make 09-acl 10-split 11-ptr; do
	f=$r-typed.c
	[ -f "$f" ] || f=$r.c
	cocci=$KIDPUSH_ROOT/cocci/kuid/$r.cocci
	spatch --very-quiet --no-includes -D report --sp-file "$cocci" "$f" >"$T/rep" 2>&1
	if ! grep -q "^$f:[0-9]*:[0-9]*-[0-9]*: " "$T/rep" || grep -q '^+++ ' "$T/rep"; then
		echo "FAIL: $r report mode:"; cat "$T/rep"; bad=1
	fi
	spatch --very-quiet --no-includes -D org --sp-file "$cocci" "$f" >"$T/org" 2>&1
	grep -q "^\* TODO \[\[view:$f::" "$T/org" || { echo "FAIL: $r org mode:"; cat "$T/org"; bad=1; }
	spatch --very-quiet --no-includes -D context --sp-file "$cocci" "$f" >"$T/ctx" 2>&1
	grep -q '^-' "$T/ctx" || { echo "FAIL: $r context mode:"; cat "$T/ctx"; bad=1; }
	[ $bad = 1 ] || echo "ok: $r report/org/context"
done
exit $bad
