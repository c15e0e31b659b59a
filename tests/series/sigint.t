#!/bin/sh
# SIGINT in the middle of a run: exit 130, no output directory, no scratch.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 400
"$KP" --tree "$T/tree" --series "$S" --out "$T/out" -j1 --no-cache 2>"$T/log" &
pid=$!
# wait until spatch is really running for it (its own: other spatch runs may be on the machine)
i=0
while [ $i -lt 100 ] && ! pgrep -f "spatch --sp-file .*$T/" >/dev/null; do sleep 0.1; i=$((i + 1)); done
sleep 0.2
kill -INT $pid
set +e
wait $pid
rc=$?
set -e
[ $rc = 130 ] || { cat "$T/log"; fail "expected exit 130, got $rc"; }
[ ! -e "$T/out" ] || fail "output directory exists after SIGINT"
[ -z "$(ls -A "$T" | grep -v -e '^tree$' -e '^tmp$' -e '^log$' -e '^cache$')" ] || fail "leftovers: $(ls -A "$T")"
[ -z "$(ls -A "$TMPDIR")" ] || fail "scratch left behind: $(ls "$TMPDIR")"
sleep 0.3
! pgrep -f "spatch --sp-file .*field.cocci" >/dev/null || fail "spatch still running"
grep -q 'interrupted' "$T/log" || fail "no message"
ok "SIGINT: exit 130, nothing written, nothing left running"
