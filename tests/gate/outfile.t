#!/bin/sh
# Item 17 of issue 10: an unwritable --json/--sarif is found before the run,
# in one line prefixed "gate:" naming the option and the file (not a
# temporary file), exit 2, and nothing is checked.
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
fx=tests/gate/fixture
: >"$tmp/file"
mkdir "$tmp/dir"
check() { # OPTION VALUE WHAT
	set +e
	build/kidpush-gate --tree $fx "$1" "$2" fs/demo >"$tmp/out" 2>"$tmp/err"
	rc=$?
	set -e
	[ $rc = 2 ] || { cat "$tmp/out" "$tmp/err"; fail "$1 $2 ($3): exit $rc, want 2"; }
	[ "$(wc -l <"$tmp/err")" = 1 ] || { cat "$tmp/err"; fail "$1 $2: not one line"; }
	grep -q "^gate: $1 $2: " "$tmp/err" || { cat "$tmp/err"; fail "$1 $2: message"; }
	# (the test's own directory $tmp may look like one: cut it out first)
	sed "s|$tmp||g" "$tmp/err" | grep -q 'tmp\.[0-9A-Za-z]' && fail "$1 $2: names a temporary file"
	[ ! -s "$tmp/out" ] || fail "$1 $2: the gate ran"
}
for opt in --json --sarif; do
	check $opt "$tmp/file/r.json" "parent is a file"
	check $opt "$tmp/none/r.json" "no such directory"
	check $opt "$tmp/dir" "a directory"
	if [ "$(id -u)" != 0 ]; then
		mkdir -p "$tmp/ro"; chmod 555 "$tmp/ro"
		check $opt "$tmp/ro/r.json" "unwritable directory"
	else
		echo "(running as root: the mode-555 case cannot fail for root, not tried)"
	fi
done
echo ok
