#!/bin/sh
# sparse-wrap.sh: the CHECK= program the gate hands to Kbuild (C=2), and the
# per-file runner of the plain-tree gate.
# Runs sparse on one file (the last argument) with the flags given, stores
# its output in $KIDPUSH_GATE_LOG/strict/ (one file per checked source) and
# appends the file's name to $KIDPUSH_GATE_LOG/checked.list.  A second,
# non-strict pass runs where the strict pass printed anything:
#  - $KIDPUSH_GATE_NONSTRICT names a directory holding a non-strict
#    generated/autoconf.h: put first on the include path (kernel trees);
#  - $KIDPUSH_GATE_NONSTRICT_DROP names an argument to leave out
#    (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS=1, plain trees);
# its output goes to .../nonstrict/.
# When $KIDPUSH_GATE_CMDS is set, records the arguments there (NUL
# separated) so that `gate.sh --fast` can replay them without make/gcc:
#   sparse-wrap.sh --replay FILE.args   runs the recorded command again.
# Always exits 0 so that Kbuild carries on exactly as with CHECK=sparse.
set -u
if [ "${1:-}" = "--replay" ]; then
	exec xargs -0 -a "$2" "$0"
fi
: "${KIDPUSH_GATE_LOG:?sparse-wrap.sh: KIDPUSH_GATE_LOG not set}"
sparse=${KIDPUSH_GATE_SPARSE:-sparse}
src=
for a in "$@"; do src=$a; done
name=$(printf '%s' "$src" | sed 's|^/||' | tr '/\n' '%?')
if [ -n "${KIDPUSH_GATE_CMDS:-}" ]; then
	printf '%s\0' "$@" >"$KIDPUSH_GATE_CMDS/$name.args.$$" &&
		mv -f "$KIDPUSH_GATE_CMDS/$name.args.$$" "$KIDPUSH_GATE_CMDS/$name.args"
fi
"$sparse" "$@" >"$KIDPUSH_GATE_LOG/strict/$name.log" 2>&1
printf '%s\n' "$src" >>"$KIDPUSH_GATE_LOG/checked.list"
# the non-strict pass only matters where the strict pass said something
# (it tells which of those diagnostics strict types added)
if [ -s "$KIDPUSH_GATE_LOG/strict/$name.log" ]; then
	if [ -n "${KIDPUSH_GATE_NONSTRICT:-}" ]; then
		"$sparse" -I"$KIDPUSH_GATE_NONSTRICT" "$@" \
			>"$KIDPUSH_GATE_LOG/nonstrict/$name.log" 2>&1
	elif [ -n "${KIDPUSH_GATE_NONSTRICT_DROP:-}" ]; then
		drop=$KIDPUSH_GATE_NONSTRICT_DROP
		for a in "$@"; do
			shift
			[ "$a" = "$drop" ] || set -- "$@" "$a"
		done
		"$sparse" "$@" >"$KIDPUSH_GATE_LOG/nonstrict/$name.log" 2>&1
	fi
fi
exit 0
