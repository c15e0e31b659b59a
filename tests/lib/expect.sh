# tests/lib/expect.sh — expected-output comparison (sourced by tests/lib.sh).
#
# A test keeps the output it expects beside itself, as sparse's validation/
# and Coccinelle's tests/ do: for tests/DIR/NAME.t
#   tests/DIR/NAME.expected           one expected file   (expect ACTUAL)
#   tests/DIR/NAME.expected/KEY       several             (expect ACTUAL KEY)
#   tests/DIR/NAME.expected/KEY/      a directory of them (expect_dir DIR KEY)
# The actual output goes through kp_normalise, then `diff -u` against the
# expected file; a difference is printed and fails the test (exit 1).
#
# `tests/run --update PATTERN` sets KIDPUSH_UPDATE_EXPECTED=1: the expected
# files are rewritten from the actual output and the diff that was applied
# is printed — for a person to review line by line before committing.
# `make check` and CI never pass it (tests/run refuses it under make or CI).

# kp_normalise: the one filter for what truly depends on the machine, stdin
# to stdout.  Nothing else is ever rewritten:
#   - the checkout's absolute path ($KIDPUSH_ROOT)         -> @ROOT@
#   - the test's scratch directories ($EXPECT_TMP, then $TMPDIR, then
#     mktemp names /tmp/tmp.XXXXXXXXXX, /tmp/kidpush-*.XXXXXX) -> @TMP@
#   - commit hashes of format-patch ("From <sha> Mon Sep 17 ...",
#     "base-commit: <sha>"): they hash the test's base commit, made now
#                                                           -> @HASH@
#   - a Date: line with today's or yesterday's date (convert commits at the
#     clock's time; the series' dates are the manifest's and are kept)
#                                                           -> Date: @NOW@
#   - the git version format-patch signs with ("-- " then "2.39.2")
#                                                           -> @VERSION@
#   - elapsed times the tools print ("done in 12s")       -> "done in Ns"
kp_normalise() {
	_sedprog=""
	# longest first: the test's scratch directory may lie inside $TMPDIR
	set -- "${EXPECT_TMP:-}" "${TMPDIR:-}"
	[ ${#1} -ge ${#2} ] || set -- "$2" "$1"
	for _d in "$1" "$2"; do
		case "$_d" in ''|/|/tmp|/tmp/|/var/tmp|/var/tmp/) continue ;; esac
		_sedprog="$_sedprog;s|$(_kp_sed_quote "$_d")|@TMP@|g"
	done
	LC_ALL=C sed -e "${_sedprog#;}" \
		-e "s|$(_kp_sed_quote "${KIDPUSH_ROOT:-$(pwd)}")|@ROOT@|g" \
		-e 's|/tmp/tmp\.[A-Za-z0-9]\{10\}|@TMP@|g' \
		-e 's|/tmp/kidpush-[a-z-]*\.[A-Za-z0-9]\{6\}|@TMP@|g' \
		-e 's|^From [0-9a-f]\{40\} Mon Sep 17 00:00:00 2001$|From @HASH@ Mon Sep 17 00:00:00 2001|' \
		-e 's|^base-commit: [0-9a-f]\{40\}$|base-commit: @HASH@|' \
		-e "s#^Date: \\($(_kp_day 0)\\|$(_kp_day 1)\\) [0-9:]\\{8\\} [-+][0-9]\\{4\\}\$#Date: @NOW@#" \
		-e '/^-- $/{n;s|^[0-9][0-9.]*[0-9]$|@VERSION@|;}' \
		-e 's|\(done in \)[0-9][0-9]*s|\1Ns|g'
}
# _kp_day N: the date N days ago as git writes it ("Sun, 6 Dec 2026")
_kp_day() { LC_ALL=C date -d "$1 days ago" '+%a, %-d %b %Y'; }
_kp_sed_quote() { printf '%s' "$1" | sed 's/[][\\.*^$|]/\\&/g'; }

# the expected file of this test: tests/DIR/NAME.expected[/KEY]
_kp_expected() {
	_t=${KP_TEST:-$0}
	_base=${_t%.t}.expected
	case "$_base" in /*) ;; *) _base=${KIDPUSH_ROOT:-.}/$_base ;; esac
	if [ -n "${1:-}" ]; then printf '%s/%s\n' "$_base" "$1"; else printf '%s\n' "$_base"; fi
}

# _kp_compare ACTUAL EXPECTED: 0 when equal after kp_normalise, else the
# diff is printed and 1 returned; with KIDPUSH_UPDATE_EXPECTED=1 the
# expected file is rewritten and the diff applied printed.
_kp_compare() {
	_got=$(mktemp)
	kp_normalise <"$1" >"$_got"
	_label=${2#"${KIDPUSH_ROOT:-}"/}
	if [ "${KIDPUSH_UPDATE_EXPECTED:-}" = 1 ]; then
		mkdir -p "$(dirname "$2")"
		[ -f "$2" ] || : >"$2"
		if ! cmp -s "$2" "$_got"; then
			echo "updating $_label:"
			diff -u --label "$_label" --label actual "$2" "$_got" || true
			cp "$_got" "$2"
		fi
		rm -f "$_got"; return 0
	fi
	if [ ! -f "$2" ]; then
		rm -f "$_got"
		echo "expected output differs: no expected file $_label (write it, or tests/run --update and review)"
		return 1
	fi
	if ! diff -u --label "$_label" --label actual "$2" "$_got" >"$_got.diff"; then
		echo "expected output differs: $_label (- expected, + actual)"
		cat "$_got.diff"
		rm -f "$_got" "$_got.diff"; return 1
	fi
	rm -f "$_got" "$_got.diff"
	echo "ok: $_label"
}

# expect ACTUAL [KEY]: the normalised ACTUAL file must equal the expected
# file (NAME.expected, or NAME.expected/KEY); else the test fails (exit 1).
expect() { _kp_compare "$1" "$(_kp_expected "${2:-}")" || exit 1; }

# expect_stdin [KEY]: the same, with the actual output on standard input.
expect_stdin() {
	_in=$(mktemp)
	cat >"$_in"
	_kp_compare "$_in" "$(_kp_expected "${1:-}")" || { rm -f "$_in"; exit 1; }
	rm -f "$_in"
}

# expect_dir DIR KEY: every file of DIR equals the one of the same name in
# NAME.expected/KEY/, and neither has a file the other lacks.  Every
# difference is shown before the test fails.
expect_dir() {
	_wantd=$(_kp_expected "$2")
	_names=$(mktemp)
	{ (cd "$1" && find . -type f) ; if [ -d "$_wantd" ]; then (cd "$_wantd" && find . -type f); fi; } |
		sed 's|^\./||' | LC_ALL=C sort -u >"$_names"
	_bad=0
	while IFS= read -r _f; do
		if [ -f "$1/$_f" ]; then
			_kp_compare "$1/$_f" "$_wantd/$_f" || _bad=1
		elif [ "${KIDPUSH_UPDATE_EXPECTED:-}" = 1 ]; then
			echo "updating: $2/$_f is no longer produced, removed"; rm -f "$_wantd/$_f"
		else
			echo "expected output differs: $2/$_f is missing from the output"; _bad=1
		fi
	done <"$_names"
	rm -f "$_names"
	[ $_bad = 0 ] || exit 1
}
