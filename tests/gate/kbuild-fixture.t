#!/bin/sh
# The gate in kernel-tree mode on the preparer's mini tree
# (tests/kbuild/fixture: a stand-in top Makefile whose DIR/ targets run
# CHECK= on what DIR/Makefile builds, like Kbuild with C=2).  Item 7 of
# issue 10: what a PATH needs is enabled (DEMO_FS needs NET_DEMO); the
# blocker NET_DEMO guards net/demo as a whole, so net/demo is checked too;
# every file Kbuild builds is checked and counted per PATH; a PATH that
# builds nothing (NEVER_FS cannot be enabled) is listed as not checked and
# the gate exits 2; .c files the configuration does not build are listed.
# Output, exit status and JSON: tests/gate/kbuild-fixture.expected/ (the
# progress on stderr has timings and cache keys: two lines are looked for).
. "${KIDPUSH_ROOT:-.}/tests/gate/lib.sh"
fx=tests/kbuild/fixture
sum() { (cd "$fx" && find . -type f -exec sha1sum {} + | LC_ALL=C sort); }
before=$(sum)

kp_run -1 "$tmp/demo" build/kidpush-gate --tree $fx --json "$tmp/a.json" fs/demo
expect "$tmp/demo" demo.run
expect "$tmp/a.json" demo.json
grep -q '^gate: checking net/demo too' "$tmp/demo.err" || fail "net/demo not added"

kp_run -1 "$tmp/never" build/kidpush-gate --tree $fx --json "$tmp/b.json" fs/demo fs/never
expect "$tmp/never" never.run
expect "$tmp/b.json" never.json
grep -q '^kbuild: warning: could not enable: NEVER_FS$' "$tmp/never.err" || fail "NEVER_FS not said"

[ "$(sum)" = "$before" ] || fail "the fixture tree was modified"
echo ok
