#!/bin/sh
# Issue 11 item 3: progress.  On a terminal (a pty from script(1)) one line redrawn
# with \r: files done/total, findings so far, rate, ETA; per-file lines only with -v;
# nothing on a non-terminal unless --progress; -q silences it.  The unparsable file
# is always said.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
fx=tests/audit/fixtures
cr=$(printf '\r')

# One session (tests/audit/progress.expected/session, reviewed line by
# line; stderr only, sorted, -j 2): not a terminal, no progress line (no \r) and
# no per-file lines but the unparsable file's; -v, one [N/5] line per file;
# -q --progress, nothing; --progress and a terminal (script(1)): the first
# and the last state of the \r-redrawn line (0/5 ... ETA --:--, 5/5 ...
# done; its rate written N files/s).
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
# first_last FILE TITLE: the redrawn line's first and last state
first_last() {
	tr '\r' '\n' <"$1" | sed -n '/^kidpush-audit: [0-9]*\/5 files/p' |
		sed -e 's|, [0-9.]* files/s|, N files/s|' -e 's|, ETA [0-9][0-9:]*$|, ETA N|' | sed -n '1p;$p' >"$tmp/fl"
	kp_file "$s" "$2" "$tmp/fl"
}
kp_cmd "$s" -2 "$bin" --tree $fx -j 2 fs
kp_cmd "$s" -2 "$bin" -v --tree $fx -j 2 fs
kp_cmd "$s" -2 "$bin" -q --progress --tree $fx -j 2 fs
"$bin" --progress --tree $fx -j 2 fs >/dev/null 2>"$tmp/e"
first_last "$tmp/e" "--progress: the first and the last state"
# A terminal: the line by default.
if command -v script >/dev/null 2>&1; then
	script -qec "$bin --tree $fx -j 2 fs >/dev/null" "$tmp/typescript" >/dev/null 2>&1
	if [ ! -e "$tmp/typescript" ]; then
		# no pseudo-terminal here (a chroot without /dev/pts): not checked, so skipped
		echo "script(1) could not open a terminal: the terminal case was not run"
		exit 77
	fi
	first_last "$tmp/typescript" "a terminal: the first and the last state"
else
	echo "script(1) not installed: the terminal case was not run"
	exit 77
fi
expect "$s" session
echo "progress: line on a terminal or with --progress, per-file with -v"
