#!/bin/sh
# An audit that could not count (kidpush-audit killed by SIGSEGV, or exit 2)
# counted nothing: convert says so, with the audit's last lines, per PATH and
# never exits 0 (it went on in silence, "? -> ?" in the table, exit 0).  The
# series driver is a stub (tests/convert/stubroot.sh), the audit a script.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
stub_test
for how in 'kill -SEGV $$' 'exit 2'; do
	printf '#!/bin/sh\necho "audit: the last words" >&2\n%s\n' "$how" >"$R/build/kidpush-audit"
	chmod +x "$R/build/kidpush-audit"
	rc=0; KIDPUSH_ROOT=$R build/kidpush-convert --tree tests/sample-tree --plan tests/convert/kidfs.plan.json --out "$T/o" fs/kidfs \
		>"$T/log" 2>&1 || rc=$?
	[ $rc = 1 ] || { cat "$T/log"; fail "$how: an audit that could not count: exit $rc, want 1"; }
	grep -q '^convert: the audit failed (.*), see its log:$' "$T/log" || { cat "$T/log"; fail "$how: failure not said"; }
	grep -q '^audit: the last words$' "$T/log" || { cat "$T/log"; fail "$how: its log not shown"; }
	grep -q '^convert: fs/kidfs: the audit did not run' "$T/log" || { cat "$T/log"; fail "$how: PATH not named"; }
done
echo "ok: an audit that crashed or failed is said, per PATH, and convert exits 1"
