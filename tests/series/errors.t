#!/bin/sh
# Bad input: clear message, exit 2, nothing written.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 2

expect2() { # NAME GREP-PATTERN ARGS...
	name=$1 pat=$2; shift 2
	set +e
	"$KP" "$@" >"$T/err.log" 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$T/err.log"; fail "$name: expected exit 2, got $rc"; }
	grep -q -- "$pat" "$T/err.log" || { cat "$T/err.log"; fail "$name: message '$pat' missing"; }
	[ ! -e "$T/out" ] || fail "$name: output written"
	ok "$name"
}
expect2 "missing tree" "tree '/nonexistent/tree' not found" --tree /nonexistent/tree --series "$S" --out "$T/out"
expect2 "missing manifest" "cannot read series manifest" --tree "$T/tree" --series "$T/none" --out "$T/out"
sed 's/field.cocci/broken.cocci/' "$S" >"$KIDPUSH_ROOT/tests/series/fixture/.broken-series.$$"
trap 'rm -rf "$T" "$KIDPUSH_ROOT/tests/series/fixture/.broken-series.$$"' EXIT
expect2 "broken rule stops before anything is written" "does not parse" \
	--tree "$T/tree" --series "$KIDPUSH_ROOT/tests/series/fixture/.broken-series.$$" --out "$T/out"
printf 'step: 1\nsubject: x\nwhat: y\n' >"$T/bad.series"
expect2 "bad manifest" "unknown step key 'what'" --tree "$T/tree" --series "$T/bad.series" --out "$T/out"
{ cat "$S"; printf 'limits:\n| a second text for step 02\n'; } >"$T/twice.series"
sed -i "s|^cocci: field.cocci\$|cocci: $KIDPUSH_ROOT/tests/series/fixture/field.cocci|" "$T/twice.series"
line=$(grep -n '^limits:' "$T/twice.series" | tail -n 1 | cut -d: -f1)
expect2 "limits given twice in a step" "twice.series:$line: 'limits' given twice" \
	--tree "$T/tree" --series "$T/twice.series" --out "$T/out"
expect2 "bad -j" "-j takes a number" --tree "$T/tree" --series "$S" --out "$T/out" -j 0
expect2 "unknown option" "unknown argument" --frobnicate
expect2 "out inside the tree" "inside the input tree" --tree "$T/tree" --series "$S" --out "$T/tree/out"
expect2 "out parent missing" "not a writable directory" --tree "$T/tree" --series "$S" --out "$T/no/such/out"
"$KP" --help | grep -q -- '--keep-going' || fail "--help"
ok "--help"
[ -z "$(ls -A "$TMPDIR")" ] || fail "scratch directories left behind: $(ls "$TMPDIR")"
ok "no scratch directory left behind"
