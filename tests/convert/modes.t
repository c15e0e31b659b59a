#!/bin/sh
# The cocci/kuid rules also work as kernel coccicheck scripts: without a plan,
# MODE=report prints "FILE:LINE:COL-COL: message" lines and no diff, MODE=org
# TODO items, MODE=context a starred diff, on the typed fixtures.  The three
# outputs of each rule are tests/convert/modes.expected/RULE (reviewed line
# by line; the context diff's spatch output name, which holds its pid,
# written /tmp/cocci-output-@PID@-NAME).
set -u
: "${KIDPUSH_ROOT:?}"
. "$KIDPUSH_ROOT/tests/lib.sh"   # fail, expect
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
cd "$KIDPUSH_ROOT/tests/cocci/kuid" || exit 2
bad=0
for r in 01-retype 02-compare 03-root 04-sentinel 05-from 06-cast 07-truth 08-make 09-acl 10-split 11-ptr; do
	f=$r-typed.c
	[ -f "$f" ] || f=$r.c
	cocci=$KIDPUSH_ROOT/cocci/kuid/$r.cocci
	: >"$T/$r"
	for mode in report org context; do
		echo "== MODE=$mode $f" >>"$T/$r"
		spatch --very-quiet --no-includes -D $mode --sp-file "$cocci" "$f" 2>&1 |
			sed 's|^+++ /tmp/cocci-output-[0-9]*-[0-9a-f]*-|+++ /tmp/cocci-output-@PID@-|' >>"$T/$r"
	done
	(expect "$T/$r" "$r") || bad=1
done
exit $bad
