#!/bin/sh
# Issue 33 item 8: a spatch failure is shown by its error (the line with
# "error", "Fatal" or the exception, and what follows it), not by the
# warnings spatch printed first (the message showed its first four lines:
# here only warnings).  A wrapper spatch fails on the marked file after six
# warnings; the other files are converted.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
mkdir "$T/bin"
cat >"$T/bin/spatch" <<'EOS'
#!/bin/sh
[ "$1" = --version ] || [ "$1" = --parse-cocci ] && exec /usr/bin/spatch "$@"
hit=
for a in "$@"; do
	[ "$prev" = --file-groups ] && while read -r f; do
		[ -n "$f" ] && grep -q FAIL_ME "$f" && hit=1
	done <"$a"
	case $a in *.c) grep -q FAIL_ME "$a" 2>/dev/null && hit=1 ;; esac
	prev=$a
done
[ -z "$hit" ] && exec /usr/bin/spatch "$@"
for i in 1 2 3 4 5 6; do echo "warning: line $i: should w$i be a metavariable?" >&2; done
echo 'Fatal error: exception Failure("kidpush-test: the real trouble")' >&2
echo '  raised at the test wrapper' >&2
exit 1
EOS
chmod +x "$T/bin/spatch"
make_widget_tree "$T/tree" 3
printf '/* FAIL_ME */\n' >>"$T/tree/drv/w1.c"
commit_all "$T/tree"
set +e
PATH=$T/bin:$PATH "$KP" --tree "$T/tree" --series "$S" --out "$T/o" -j1 >"$T/log" 2>&1
rc=$?
set -e
[ $rc = 1 ] || { cat "$T/log"; fail "expected exit 1, got $rc"; }
line=$(grep "skipped drv/w1.c" "$T/log" | head -n 1)
[ -n "$line" ] || { cat "$T/log"; fail "no message for drv/w1.c"; }
echo "$line"
case $line in
*'Fatal error: exception Failure("kidpush-test: the real trouble")'*) ;;
*) fail "the message does not show spatch's error" ;;
esac
case $line in *"should w1 be"*) fail "the message shows the warnings before the error" ;; esac
# the cover letter lists drv/w1.c with spatch's error ("the real trouble"),
# the other files are converted
expect_dir "$T/o" o
ok "a spatch failure is shown by its error line, not its warnings"
