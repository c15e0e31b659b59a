#!/bin/sh
# convert --gate when the gate cannot check (a sparse that dies by SIGSEGV:
# the gate exits 2): the run says the gate did not run and never exits 0,
# the cover letter's gate column has no number.  It exited 0 before.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
command -v sparse >/dev/null 2>&1 || { echo "sparse not installed"; exit 77; }
make -s build/kidpush-convert build/kidpush-series build/kidpush-audit build/kidpush-infer || exit 1
T=$(mktemp -d /tmp/kidpush-test.XXXXXX) || exit 2
export TMPDIR=$T KIDPUSH_CACHE=$T/cache
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
mkdir "$T/bin"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$T/bin/sparse"
chmod +x "$T/bin/sparse"
rc=0; PATH=$T/bin:$PATH ./run.sh convert --gate -j 2 --out "$T/o" fs/kidfs >"$T/log" 2>&1 || rc=$?
[ $rc = 1 ] || { cat "$T/log"; fail "a gate that could not check: exit $rc, want 1"; }
grep -q 'fs/kidfs: the strict gate did not run' "$T/log" || { cat "$T/log"; fail "not said"; }
grep -q '^kidfs .* - -> -' "$T/o/0000-cover-letter.patch" || { cat "$T/o/0000-cover-letter.patch"; fail "the cover letter shows gate numbers"; }
echo "ok: a gate that could not check makes convert --gate exit 1, said"
