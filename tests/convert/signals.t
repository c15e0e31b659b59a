#!/bin/sh
# issue 24 item 4: SIGINT, SIGTERM and SIGHUP during convert exit 130 with
# "convert: interrupted: nothing written", no traceback; the running child is
# killed; the old --out is left untouched.  The series driver is a stub that
# sleeps (tests/convert/stubroot.sh), convert gets the signal meanwhile.
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
stub_test
bad=0
for sig in INT TERM HUP; do
	R=$T/root-$sig
	make_stubroot "$R"
	echo 60 >"$R/series.sleep"
	mkdir -p "$T/out-$sig" && echo old >"$T/out-$sig/0001-old.patch"
	KIDPUSH_ROOT=$R "$KIDPUSH_ROOT/build/kidpush-convert" --tree tests/sample-tree \
		--plan tests/convert/kidfs.plan.json --out "$T/out-$sig" -q fs/kidfs >"$T/log-$sig" 2>&1 &
	pid=$!
	i=0
	while [ ! -s "$R/series.pid" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	[ -s "$R/series.pid" ] || { echo "FAIL: $sig: the stub series never ran"; cat "$T/log-$sig"; bad=1; continue; }
	child=$(cat "$R/series.pid")
	kill -s "$sig" "$pid"
	rc=0; wait "$pid" || rc=$?
	sleep 0.3
	what="$sig: exit $rc"
	[ $rc = 130 ] || { echo "FAIL: $what, want 130"; bad=1; }
	grep -q '^convert: interrupted: nothing written$' "$T/log-$sig" || { echo "FAIL: $sig: no 'interrupted: nothing written'"; bad=1; }
	! grep -qi 'traceback' "$T/log-$sig" || { echo "FAIL: $sig: a traceback"; bad=1; }
	[ "$(ls "$T/out-$sig")" = 0001-old.patch ] && [ "$(cat "$T/out-$sig/0001-old.patch")" = old ] ||
		{ echo "FAIL: $sig: the old --out changed"; bad=1; }
	if kill -0 "$child" 2>/dev/null; then echo "FAIL: $sig: the child $child still runs"; kill "$child"; bad=1; fi
	ls "$T" | grep -q '^kidpush-convert\.' && { echo "FAIL: $sig: the work directory is left"; bad=1; }
	[ $bad = 1 ] || echo "ok: $sig -> 130, said, child killed, old --out untouched"
	cat "$T/log-$sig"
done
exit $bad
