#!/bin/sh
# C unit tests of the series driver, under valgrind when it is there.
set -eu
cd "$KIDPUSH_ROOT"
make -s build/test-series-units
if command -v valgrind >/dev/null 2>&1; then
	exec valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite \
		--trace-children=no build/test-series-units
fi
exec build/test-series-units
