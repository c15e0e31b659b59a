#!/bin/sh
# sparse-wrap.sh: the CHECK= program the gate hands to Kbuild (C=2).
# Runs sparse on one file with the flags Kbuild passes and stores its
# output in $KIDPUSH_GATE_LOG/strict/ (one file per checked source).  When
# $KIDPUSH_GATE_NONSTRICT names a directory holding a non-strict
# generated/autoconf.h and the strict pass printed anything, runs sparse a
# second time with that directory first on the include path and stores
# that output in .../nonstrict/.
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
name=$(printf '%s' "$src" | sed 's|^/||; s|/|%|g')
if [ -n "${KIDPUSH_GATE_CMDS:-}" ]; then
	printf '%s\0' "$@" >"$KIDPUSH_GATE_CMDS/$name.args.$$" &&
		mv -f "$KIDPUSH_GATE_CMDS/$name.args.$$" "$KIDPUSH_GATE_CMDS/$name.args"
fi
"$sparse" "$@" >"$KIDPUSH_GATE_LOG/strict/$name.log" 2>&1
# the non-strict pass only matters where the strict pass said something
# (it tells which of those diagnostics strict types added)
if [ -n "${KIDPUSH_GATE_NONSTRICT:-}" ] && [ -s "$KIDPUSH_GATE_LOG/strict/$name.log" ]; then
	"$sparse" -I"$KIDPUSH_GATE_NONSTRICT" "$@" \
		>"$KIDPUSH_GATE_LOG/nonstrict/$name.log" 2>&1
fi
exit 0
