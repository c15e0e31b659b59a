#!/bin/sh
# sparse-wrap.sh: the CHECK= program the gate hands to Kbuild (C=2).
# Runs sparse on one file with the flags Kbuild passes and stores its
# output in $KIDPUSH_GATE_LOG/strict/ (one file per checked source).  When
# $KIDPUSH_GATE_NONSTRICT names a directory holding a non-strict
# generated/autoconf.h, runs sparse a second time with that directory
# first on the include path and stores that output in .../nonstrict/.
# Always exits 0 so that Kbuild carries on exactly as with CHECK=sparse.
set -u
: "${KIDPUSH_GATE_LOG:?sparse-wrap.sh: KIDPUSH_GATE_LOG not set}"
sparse=${KIDPUSH_GATE_SPARSE:-sparse}
src=
for a in "$@"; do src=$a; done
name=$(printf '%s' "$src" | sed 's|^/||; s|/|%|g')
"$sparse" "$@" >"$KIDPUSH_GATE_LOG/strict/$name.log" 2>&1
if [ -n "${KIDPUSH_GATE_NONSTRICT:-}" ]; then
	"$sparse" -I"$KIDPUSH_GATE_NONSTRICT" "$@" \
		>"$KIDPUSH_GATE_LOG/nonstrict/$name.log" 2>&1
fi
exit 0
