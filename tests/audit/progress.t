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

# Not a terminal: no progress line, no per-file lines but the unparsable file's.
"$bin" --tree $fx -j 2 fs >/dev/null 2>"$tmp/e"
grep -q "$cr" "$tmp/e" && fail "progress on a non-terminal"
grep -q 'finding(s)$' "$tmp/e" && fail "per-file lines without -v"
grep -q 'fs/broken/broken.c: skipped, cannot be parsed' "$tmp/e" || fail "the unparsable file not said"
# -v: a line per file.
"$bin" -v --tree $fx -j 2 fs >/dev/null 2>"$tmp/e"
[ "$(grep -c '^\[[0-9]/5\] fs/' "$tmp/e")" = 5 ] || { cat "$tmp/e"; fail "-v: not one line per file"; }
# --progress forces the line: \r-redrawn, final state 5/5, findings, rate, done.
"$bin" --progress --tree $fx -j 2 fs >/dev/null 2>"$tmp/e"
grep -q "$cr" "$tmp/e" || fail "--progress drew nothing"
tr '\r' '\n' <"$tmp/e" | grep -q '^kidpush-audit: 5/5 files (100%), [1-9][0-9]* finding(s), [0-9.]* files/s, done' ||
	{ tr '\r' '\n' <"$tmp/e"; fail "--progress final line"; }
tr '\r' '\n' <"$tmp/e" | grep -q '^kidpush-audit: 0/5 files (0%), 0 finding(s), 0.0 files/s, ETA --:--' ||
	fail "--progress first line"
"$bin" -q --progress --tree $fx -j 2 fs >/dev/null 2>"$tmp/e"
grep -q "$cr" "$tmp/e" && fail "-q still shows progress"
# A terminal: the line by default.
if command -v script >/dev/null 2>&1; then
	script -qec "$bin --tree $fx -j 2 fs >/dev/null" "$tmp/typescript" >/dev/null 2>&1
	if [ ! -e "$tmp/typescript" ]; then
		# no pseudo-terminal here (a chroot without /dev/pts): not checked, so skipped
		echo "script(1) could not open a terminal: the terminal case was not run"
		exit 77
	fi
	tr '\r' '\n' <"$tmp/typescript" | grep -q '^kidpush-audit: 5/5 files (100%)' ||
		{ cat -v "$tmp/typescript"; fail "no progress line on a terminal"; }
else
	echo "script(1) not installed: the terminal case was not run"
	exit 77
fi
echo "progress: line on a terminal or with --progress, per-file with -v"
