#!/bin/sh
# Bad input: clear message, exit 2, nothing written.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 2

expect2() { # NAME ARGS...: its message goes to errors.rec, compared at the end
	name=$1; shift
	set +e
	"$KP" "$@" >"$T/err.log" 2>&1
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$T/err.log"; fail "$name: expected exit 2, got $rc"; }
	# (spatch's own report of the broken rule, from init_defs_builtins to
	# the blank line, is spatch's version's text: left out)
	{ echo "== $name"; sed -e "s/\.broken-series\.$$/.broken-series.PID/g" -e '/^init_defs_builtins: /,/^$/d' \
		"$T/err.log"; } >>"$T/errors.rec"
	[ ! -e "$T/out" ] || fail "$name: output written"
	ok "$name"
}
expect2 "missing tree" --tree /nonexistent/tree --series "$S" --out "$T/out"
expect2 "missing manifest" --tree "$T/tree" --series "$T/none" --out "$T/out"
sed 's/field.cocci/broken.cocci/' "$S" >"$KIDPUSH_ROOT/tests/series/fixture/.broken-series.$$"
trap 'rm -rf "$T" "$KIDPUSH_ROOT/tests/series/fixture/.broken-series.$$"' EXIT
expect2 "broken rule stops before anything is written" \
	--tree "$T/tree" --series "$KIDPUSH_ROOT/tests/series/fixture/.broken-series.$$" --out "$T/out"
printf 'step: 1\nsubject: x\nwhat: y\n' >"$T/bad.series"
expect2 "bad manifest" --tree "$T/tree" --series "$T/bad.series" --out "$T/out"
{ cat "$S"; printf 'limits:\n| a second text for step 02\n'; } >"$T/twice.series"
sed -i "s|^cocci: field.cocci\$|cocci: $KIDPUSH_ROOT/tests/series/fixture/field.cocci|" "$T/twice.series"
expect2 "limits given twice in a step" \
	--tree "$T/tree" --series "$T/twice.series" --out "$T/out"
expect2 "bad -j" --tree "$T/tree" --series "$S" --out "$T/out" -j 0
expect2 "unknown option" --frobnicate
expect2 "out inside the tree" --tree "$T/tree" --series "$S" --out "$T/tree/out"
expect2 "out parent missing" --tree "$T/tree" --series "$S" --out "$T/no/such/out"
# one line naming its cause each (the broken rule: "does not parse"; the
# manifest's line of the second limits)
expect "$T/errors.rec" errors.rec
"$KP" --help | expect_stdin help    # the options, --keep-going among them
ok "--help"
[ -z "$(ls -A "$TMPDIR")" ] || fail "scratch directories left behind: $(ls "$TMPDIR")"
ok "no scratch directory left behind"
