#!/bin/sh
# sparse-wrap.sh: the CHECK= program the gate hands to Kbuild (C=2), and the
# per-file runner of the plain-tree gate.
# Runs sparse on one file (the last argument) with the flags given, stores
# its output in $KIDPUSH_GATE_LOG/strict/KEY.log, KEY the SHA-256 of the
# file's name as given (no two names share a log; sparse-wrap.sh --key NAME
# prints it), and
# appends the file's name to $KIDPUSH_GATE_LOG/checked.list.  A second,
# non-strict pass runs where the strict pass printed anything:
#  - $KIDPUSH_GATE_NONSTRICT names a directory holding a non-strict
#    generated/autoconf.h: put first on the include path (kernel trees);
#  - $KIDPUSH_GATE_NONSTRICT_DROP names an argument to leave out
#    (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS=1, plain trees);
# its output goes to .../nonstrict/.
# Every sparse run is judged by its exit status: sparse exits 0, or 1 when
# it reported errors (-Wsparse-error, or a fatal error it printed).  A run
# that died by a signal, exited with any other status, or exited 1 without
# printing anything did not check the file: its name and the reason go to
# $KIDPUSH_GATE_LOG/failed.list ("FILE<TAB>REASON"), not to checked.list,
# and its logs are dropped.
# Each sparse run is bounded: $KIDPUSH_GATE_TIMEOUT seconds (default 600,
# 0: none; timeout(1), SIGKILL 5 s after SIGTERM); a run that took longer
# did not check the file: "sparse timed out after N s" in failed.list.
# When $KIDPUSH_GATE_CMDS is set, records the arguments there (NUL
# separated) so that `gate.sh --fast` can replay them without make/gcc:
#   sparse-wrap.sh --replay FILE.args   runs the recorded command again.
# Always exits 0 so that Kbuild carries on exactly as with CHECK=sparse.
set -u
key() { printf '%s' "$1" | sha256sum | cut -c1-64; }
if [ "${1:-}" = "--replay" ]; then
	exec xargs -0 -a "$2" "$0"
fi
if [ "${1:-}" = "--key" ]; then
	key "$2"
	exit
fi
: "${KIDPUSH_GATE_LOG:?sparse-wrap.sh: KIDPUSH_GATE_LOG not set}"
sparse=${KIDPUSH_GATE_SPARSE:-sparse}
limit=${KIDPUSH_GATE_TIMEOUT:-600}
case $limit in ''|*[!0-9]*) echo "sparse-wrap.sh: KIDPUSH_GATE_TIMEOUT: a number of seconds, not '$limit'" >&2; limit=600 ;; esac
# bounded() ARGS...: ARGS under the time limit (--foreground: the terminal's
# signals still reach sparse)
bounded() {
	if [ "$limit" -gt 0 ]; then
		timeout --foreground -k 5 "$limit" "$@"
	else
		"$@"
	fi
}
src=
for a in "$@"; do src=$a; done
name=$(key "$src")
[ ${#name} = 64 ] || { echo "sparse-wrap.sh: sha256sum failed" >&2; exit 1; }
if [ -n "${KIDPUSH_GATE_CMDS:-}" ]; then
	printf '%s\0' "$@" >"$KIDPUSH_GATE_CMDS/$name.args.$$" &&
		mv -f "$KIDPUSH_GATE_CMDS/$name.args.$$" "$KIDPUSH_GATE_CMDS/$name.args"
fi

# judge STATUS LOG: empty when the run checked the file, else why not
judge() {
	case $1 in
	0) ;;
	1) [ -s "$2" ] || echo "sparse exited with status 1 without printing a diagnostic" ;;
	124) [ "$limit" -gt 0 ] && echo "sparse timed out after $limit s" ||
		echo "sparse exited with status 124 (sparse exits 0 or 1)" ;;
	126) echo "sparse could not be executed (exit status 126)" ;;
	127) echo "sparse was not found (exit status 127)" ;;
	*)
		if [ "$1" -gt 128 ] && _sig=$(kill -l "$1" 2>/dev/null) && [ -n "$_sig" ]; then
			echo "sparse died by signal SIG$_sig (exit status $1)"
		else
			echo "sparse exited with status $1 (sparse exits 0 or 1)"
		fi ;;
	esac
}
failed() { # REASON
	printf '%s\t%s\n' "$src" "$1" >>"$KIDPUSH_GATE_LOG/failed.list"
	rm -f "$KIDPUSH_GATE_LOG/strict/$name.log" "$KIDPUSH_GATE_LOG/nonstrict/$name.log"
	exit 0
}

st=0
bounded "$sparse" "$@" >"$KIDPUSH_GATE_LOG/strict/$name.log" 2>&1 || st=$?
why=$(judge $st "$KIDPUSH_GATE_LOG/strict/$name.log")
[ -z "$why" ] || failed "$why"
# the non-strict pass only matters where the strict pass said something
# (it tells which of those diagnostics strict types added)
if [ -s "$KIDPUSH_GATE_LOG/strict/$name.log" ]; then
	st=0 ran=0
	if [ -n "${KIDPUSH_GATE_NONSTRICT:-}" ]; then
		ran=1
		bounded "$sparse" -I"$KIDPUSH_GATE_NONSTRICT" "$@" \
			>"$KIDPUSH_GATE_LOG/nonstrict/$name.log" 2>&1 || st=$?
	elif [ -n "${KIDPUSH_GATE_NONSTRICT_DROP:-}" ]; then
		ran=1
		drop=$KIDPUSH_GATE_NONSTRICT_DROP
		for a in "$@"; do
			shift
			[ "$a" = "$drop" ] || set -- "$@" "$a"
		done
		bounded "$sparse" "$@" >"$KIDPUSH_GATE_LOG/nonstrict/$name.log" 2>&1 || st=$?
	fi
	if [ $ran = 1 ]; then
		why=$(judge $st "$KIDPUSH_GATE_LOG/nonstrict/$name.log")
		[ -z "$why" ] || failed "non-strict pass: $why"
	fi
fi
printf '%s\n' "$src" >>"$KIDPUSH_GATE_LOG/checked.list"
exit 0
