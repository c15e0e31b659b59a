#!/bin/sh
# The libclang front end (tools/clangfe) is shared by kidpush-audit and
# kidpush-infer: its messages (the flag source, an unwritable output) name the
# tool that runs it.  Before the front end had its own folder, kidpush-infer
# said "kidpush-audit: flags: ..." and "kidpush-audit: cannot write ...".
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
for b in kidpush-audit kidpush-infer; do
	[ -x build/$b ] || { echo "no build/$b (make build-audit build-infer)"; exit 1; }
done
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

# One session (tests/audit/frontend-names.expected/session, reviewed line
# by line): every message of kidpush-infer names kidpush-infer (the flag
# source, the base flags, the unwritable plan), none kidpush-audit; the
# audit's flag source is said by kidpush-audit.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
kp_cmd "$s" -s build/kidpush-infer -j1 --plan "$tmp/plan.json" fs/kidfs
[ $kp_rc = 0 ] || fail "kidpush-infer on the sample tree: exit $kp_rc"
kp_cmd "$s" -s build/kidpush-infer -q -j1 --plan "$tmp/no/plan.json" fs/kidfs
[ $kp_rc != 0 ] || fail "infer wrote to a missing directory"
kp_cmd "$s" -2 build/kidpush-audit -j1 fs/kidfs
expect "$s" session
echo ok
