#!/bin/sh
# Core-library pieces convert and the series driver share (tests/common/units.c):
# buf_escape_ctrl, store_file_once (0 there, 1 written, 2 replaced), walk_dirs
# (top-down, sorted, no dot names, no symbolic link followed), order_larger_first
# (the largest first, ties by index), path_plain_rel (a name by its parts alone).
set -u
cd "${KIDPUSH_ROOT:-.}" || exit 2
make -s build/test-common-units || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
trap 'rm -rf "$T"' EXIT
build/test-common-units "$T"
