#!/bin/sh
# Issue 21 item 5: the preparer runs the tree's scripts through their
# interpreter, as Kbuild does with $(CONFIG_SHELL), never through their run
# bits.  A copy of the fixture tree (tests/kbuild/fixture) whose files lost
# their run bits (as the plain Linux 3.6 import did) prepares like the
# original; its scripts/config, made a bash script (#!/bin/bash and a check
# that bash runs it), runs under bash; an interpreter the preparer does not
# run is refused with its name (exit 2).
set -eu
cd "${KIDPUSH_ROOT:-.}"
command -v bash >/dev/null 2>&1 || { echo "bash not installed"; exit 77; }
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
export KIDPUSH_CACHE="$tmp/cache"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
kv() { sed -n "s/^$1=//p" "$2"; }

cp -R tests/kbuild/fixture "$tmp/t"
{
	echo '#!/bin/bash'
	echo '[ -n "${BASH_VERSION:-}" ] || { echo "config: not run by bash" >&2; exit 1; }'
	sed 1d tests/kbuild/fixture/scripts/config
} >"$tmp/t/scripts/config"
find "$tmp/t" -type f -exec chmod a-x {} +
[ ! -x "$tmp/t/scripts/config" ] || fail "run bits still set"

set +e
tools/kbuild/prepare.sh --tree "$tmp/t" --path fs/demo --strict >"$tmp/o1" 2>"$tmp/e1"
rc=$?
set -e
cat "$tmp/e1"
[ $rc = 0 ] || fail "a tree without run bits: exit $rc, want 0"
if grep -q 'Permission denied' "$tmp/e1"; then fail "Permission denied"; fi
obj=$(kv build "$tmp/o1")
for s in DEMO_FS NET_DEMO UIDGID_STRICT_TYPE_CHECKS; do
	grep -q "^CONFIG_$s=[ym]" "$obj/.config" || fail "CONFIG_$s not on: scripts/config did not run"
done
[ "$(kv strict "$tmp/o1")" = switch ] || fail "strict"
[ ! -x "$tmp/t/scripts/config" ] || fail "the tree's run bits were changed"

# an interpreter the preparer does not run: refused, named
{ echo '#!/usr/bin/awk -f'; sed 1d tests/kbuild/fixture/scripts/config; } >"$tmp/t/scripts/config"
set +e
tools/kbuild/prepare.sh --tree "$tmp/t" --path fs/demo >/dev/null 2>"$tmp/e2"
rc=$?
set -e
[ $rc = 2 ] || { cat "$tmp/e2"; fail "unknown interpreter: exit $rc, want 2"; }
grep -q "scripts/config: interpreter '/usr/bin/awk'" "$tmp/e2" || { cat "$tmp/e2"; fail "interpreter not named"; }
echo ok
