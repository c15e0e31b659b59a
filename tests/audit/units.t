#!/bin/sh
# Unit tests of kidpush-audit's helpers (tests/audit/units.c), under valgrind.
set -u
cd "${KIDPUSH_ROOT:-.}" || exit 2
make -s build/audit-units || { echo "cannot build build/audit-units"; exit 1; }
if command -v valgrind >/dev/null 2>&1; then
	exec valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite build/audit-units
fi
exec build/audit-units
