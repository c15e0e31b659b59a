#!/bin/sh
# check-fixture.sh RULE.cocci IN.c EXPECTED.res: apply the rule to a copy of
# IN.c with spatch (no includes; the rule's own #spatch lines add options)
# and compare the result with EXPECTED.res.  Exit 0 when they are equal.
# A rule with kernel coccicheck modes ("virtual patch") runs with -D patch;
# a plan IN.plan.json next to IN.c (cocci/kuid rules) is passed as
# -D kidpush_plan=FILE, its file names relative to IN.c's directory.
set -u
cocci=$1 in=$2 res=$3
[ -f "$res" ] || { echo "missing expected result $res"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cp "$in" "$tmp/$(basename "$in")"
set --
grep -q '^virtual patch' "$cocci" && set -- "$@" -D patch
plan=${in%.c}.plan.json
[ -f "$plan" ] && set -- "$@" -D "kidpush_plan=$(cd "$(dirname "$plan")" && pwd)/$(basename "$plan")"
if ! spatch --very-quiet --no-includes --no-show-diff --in-place "$@" \
	--sp-file "$cocci" "$tmp/$(basename "$in")" >"$tmp/log" 2>&1; then
	echo "spatch failed on $in:"; cat "$tmp/log"; exit 1
fi
if grep -q -E '^(EXN|Fatal error|exception)' "$tmp/log"; then
	echo "spatch reported an error on $in:"; cat "$tmp/log"; exit 1
fi
if ! diff -u "$res" "$tmp/$(basename "$in")"; then
	echo "result of $cocci on $in differs from $res (diff above: - expected, + got)"
	exit 1
fi
echo "ok: $cocci on $in"
