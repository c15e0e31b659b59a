#!/bin/sh
# Issue 10 items 10 and 11, issue 33 item 6: SIGINT/SIGTERM/SIGHUP while git (add, commit,
# format-patch) or a tool action (kfmt) runs: exit 130, "interrupted",
# nothing written, nothing left in TMPDIR (the action gets SIGTERM first
# and removes its temporary files; its TMPDIR is the driver's scratch).
. "$KIDPUSH_ROOT/tests/series/lib.sh"
F=$KIDPUSH_ROOT/tests/series/fixture/field.cocci
make_widget_tree "$T/tree" 2
printf 'step: 01\nsubject: s\nauthor: A <a@b>\ndate: Sun, 17 Feb 2013 17:10:54 -0800\nfiles: drv/*.c\ncocci: %s\naction: kfmt drv/*.c\n' "$F" >"$T/x.series"
mkdir "$T/bin"
# git that hangs in the call named by $T/hang (a word of its arguments)
cat >"$T/bin/git" <<EOS
#!/bin/sh
w=\$(cat "$T/hang" 2>/dev/null)
case " \$* " in *" \$w "*) [ -n "\$w" ] && { : >"$T/hanging"; sleep 60; } ;; esac
exec /usr/bin/git "\$@"
EOS
chmod +x "$T/bin/git"
interrupt() { # WHAT SIGNAL
	rm -f "$T/hanging"
	rm -rf "$T/out"
	echo "$1" >"$T/hang"
	PATH=$T/bin:$PATH "$KP" --tree "$T/tree" --series "$T/x.series" --out "$T/out" -j1 --no-cache 2>"$T/log" &
	pid=$!
	i=0
	while [ $i -lt 300 ] && [ ! -e "$T/hanging" ]; do sleep 0.1; i=$((i + 1)); done
	[ -e "$T/hanging" ] || { kill $pid; fail "$1: never reached"; }
	kill -"$2" $pid
	set +e
	wait $pid
	rc=$?
	set -e
	[ $rc = 130 ] || { cat "$T/log"; fail "$1/$2: expected exit 130, got $rc"; }
	grep -q "interrupted: nothing written" "$T/log" || { cat "$T/log"; fail "$1/$2: message"; }
	! grep -qE 'failed(:| \()' "$T/log" || { cat "$T/log"; fail "$1/$2: reported as a failure"; }
	[ ! -e "$T/out" ] || fail "$1/$2: output written"
	sleep 0.5
	[ -z "$(ls -A "$TMPDIR")" ] || fail "$1/$2: left in TMPDIR: $(ls -A "$TMPDIR")"
	ok "$1/$2: exit 130, nothing written, nothing left"
}
interrupt add INT          # the base commit's git add
interrupt commit TERM
interrupt format-patch INT
interrupt --relative INT   # kfmt's git diff: SIGINT while the action runs
interrupt --relative TERM
# issue 33 item 6: SIGHUP as SIGINT/SIGTERM, and a signal before the
# scratch repository exists (git in the input tree: rev-parse, status)
interrupt format-patch HUP
interrupt --relative HUP
interrupt --show-toplevel INT
interrupt status HUP

# the action on its own, as a terminal's ^C would do it (the signal goes to
# its whole process group): it removes its temporary directory
mkdir -p "$T/alone/tmp"
make_widget_tree "$T/alone/r" 1
echo '/* added */' >>"$T/alone/r/drv/w0.c"
echo --relative >"$T/hang"
rm -f "$T/hanging"
(cd "$T/alone/r" && TMPDIR=$T/alone/tmp PATH=$T/bin:$PATH exec setsid "$KIDPUSH_ROOT/tools/actions/kfmt" drv/w0.c) 2>/dev/null &
pid=$!
i=0
while [ $i -lt 100 ] && [ ! -e "$T/hanging" ]; do sleep 0.1; i=$((i + 1)); done
[ -e "$T/hanging" ] || fail "kfmt alone: never reached git diff"
kill -TERM -$pid
set +e
wait $pid
set -e
sleep 0.3
[ -z "$(ls -A "$T/alone/tmp")" ] || fail "kfmt left $(ls -A "$T/alone/tmp")"
ok "kfmt alone: SIGTERM removes its temporary directory"
