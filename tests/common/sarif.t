#!/bin/sh
# The SARIF 2.1.0 logs of the audit and of the gate (one writer,
# tools/common/kp-sarif.c) have what the SARIF 2.1.0 schema requires
# (tests/lib/sarif_valid.py: required properties, property names, enums;
# rule help per kind; SRCROOT a file:// uri; relative percent-encoded uris).
# With KIDPUSH_SARIF_SCHEMA naming the OASIS sarif-schema-2.1.0.json and
# python3-jsonschema installed, both are validated against the schema too.
set -eu
cd "${KIDPUSH_ROOT:-.}"
make -s build/kidpush-audit build/kidpush-gate
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
schema=
if [ -n "${KIDPUSH_SARIF_SCHEMA:-}" ]; then
	python3 -c 'import jsonschema' || fail "KIDPUSH_SARIF_SCHEMA set but no python3-jsonschema"
	schema=$KIDPUSH_SARIF_SCHEMA
fi
check() { python3 tests/lib/sarif_valid.py "$1" $schema || fail "$1 is not valid SARIF 2.1.0"; }

# The audit, on its fixtures under names that need percent-encoding.
t="$tmp/a tree#1"
mkdir "$t"
cp -R tests/audit/fixtures/. "$t/"
mkdir "$t/fs/sp ace"
cp tests/audit/fixtures/fs/oldfs/* "$t/fs/sp ace/"
set +e
# (fs/oldfs and its copy only: the expected log below is not every fixture's)
build/kidpush-audit -q --tree "$t" --sarif "$tmp/audit.sarif" --json "$tmp/audit.json" fs/oldfs "fs/sp ace" >/dev/null
rc=$?
set -e
[ $rc = 1 ] || fail "audit: exit $rc, want 1 (findings)"
check "$tmp/audit.sarif"
# the whole log: SRCROOT file://.../a%20tree%231/, artifact uris fs/sp%20ace/...
expect "$tmp/audit.sarif" audit.sarif

# The gate on its fixture; then with its own JSON report as the baseline
# (baselineState).
command -v sparse >/dev/null 2>&1 || { echo "the gate's part needs sparse (not installed)"; exit 77; }
fx=$(pwd)/tests/gate/fixture
g() { KIDPUSH_CACHE="$tmp/cache" build/kidpush-gate --tree "$fx" "$@" fs/demo >/dev/null 2>&1; }
set +e
g --json "$tmp/gate.json" --sarif "$tmp/gate.sarif"; rc1=$?
g --baseline "$tmp/gate.json" --sarif "$tmp/gate2.sarif"; rc2=$?
set -e
[ $rc1 = 1 ] && [ $rc2 = 0 ] || fail "gate: exit $rc1 and $rc2, want 1 and 0"
check "$tmp/gate.sarif"
check "$tmp/gate2.sarif"
expect "$tmp/gate.sarif" gate.sarif      # rule help per kind
expect "$tmp/gate2.sarif" gate2.sarif    # baselineState: unchanged

# The checker itself fails on what the schema forbids or requires.
python3 - "$tmp/gate.sarif" "$tmp" <<'PY'
import json, sys
log = json.load(open(sys.argv[1]))
def bad(name, change):
    l = json.loads(json.dumps(log)); change(l)
    json.dump(l, open("%s/%s.sarif" % (sys.argv[2], name), "w"))
bad("no-message", lambda l: l["runs"][0]["results"][0].pop("message"))
bad("no-help", lambda l: l["runs"][0]["tool"]["driver"]["rules"][0].pop("help"))
bad("extra", lambda l: l["runs"][0]["results"][0].update(file="x"))
bad("space", lambda l: l["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"].update(uri="a b.c"))
bad("base", lambda l: l["runs"][0]["originalUriBaseIds"]["SRCROOT"].update(uri="/tmp"))
PY
for b in no-message no-help extra space base; do
	python3 tests/lib/sarif_valid.py "$tmp/$b.sarif" >/dev/null && fail "sarif_valid.py accepts $b"
done
echo ok
