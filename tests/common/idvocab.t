#!/bin/sh
# The one ID vocabulary (tools/common/kp-idvocab.c, tests/common/idvocab.c): no
# name twice, each row found by its name and kind only, argument and result
# kinds, byte orders and widths, and the name sets the audit, the front end,
# the inference and the gate ask for.
set -u
cd "${KIDPUSH_ROOT:-.}" || exit 2
make -s build/test-common-idvocab || exit 1
build/test-common-idvocab
