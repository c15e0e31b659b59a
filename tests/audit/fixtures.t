#!/bin/sh
# Every finding kind on hand-written fixtures (tests/audit/fixtures): each line
# annotated /* expect: KIND */ must be reported with that kind and nothing else
# may be (the false-positive traps: plain unsigned ints, (uid_t)-1 sentinels,
# uapi fields, already converted code) — tests/audit/expect.py reads the
# annotations, as sparse's validation/ files carry their own expectations.
# The text report (grouped by filesystem, the source line under each
# finding, the unparsable file skipped, exit 1) and the JSON are those of
# tests/audit/fixtures.expected/.
set -eu
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"
bin=build/kidpush-audit
[ -x $bin ] || fail "no $bin (make all)"
kp_scratch
fx=tests/audit/fixtures
before=$(find $fx -type f -exec md5sum {} + | sort | md5sum)

# stderr (compiler paths of this machine, progress in worker order): not
# compared; two of its lines are looked for
kp_run -1 "$tmp/run" $bin --tree $fx -j 2 --json "$tmp/out.json" fs
expect "$tmp/run" text.run
expect "$tmp/out.json" out.json
files=$(cd $fx && find fs -name '*.[ch]' | sort)
# shellcheck disable=SC2086
python3 tests/audit/expect.py "$tmp/out.json" expect $files || fail "findings differ from the annotations"
grep -q 'fs/broken/broken.c: skipped' "$tmp/run.err" || fail "no progress line for broken.c"
grep -q '^kidpush-audit: flags: simple' "$tmp/run.err" || fail "flags source not said"
after=$(find $fx -type f -exec md5sum {} + | sort | md5sum)
[ "$before" = "$after" ] || fail "fixtures were modified"
echo ok
