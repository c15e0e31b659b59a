#!/bin/sh
# Issue 10 items 3 and 4: file names of the tree never reach a shell (spatch
# runs `sh -c "cp TMP FILE"`): a file with white space in its name is
# converted like any other, a file named '$(touch PWNED).c' runs nothing;
# a file spatch did not process (here: a wrapper that drops it or undoes
# its result) is a skipped file with a message and exit 1, never "no
# change", and such a result is not cached (a later run is not fooled).
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 2
cp "$T/tree/drv/w0.c" "$T/tree/drv/zz z.c"
cp "$T/tree/drv/w1.c" "$T/tree/drv/\$(touch PWNED).c"
cp "$T/tree/drv/w1.c" "$T/tree/drv/back\`touch PWNED2\`tick.c"
cp "$T/tree/drv/w1.c" "$T/tree/drv/semi;touch PWNED3;.c"
mkdir -p "$T/run"
for j in 1 2; do
	rm -rf "$T/o"
	(cd "$T/run" && "$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j$j) || fail "-j$j: run failed"
	[ -z "$(find "$T" -name 'PWNED*')" ] || fail "-j$j: a file name ran a command: $(find "$T" -name 'PWNED*')"
	p=$(patches_in "$T/o")
	! grep -q '^new file mode' "$p" || fail "-j$j: the patch creates a file (a command ran in the scratch tree)"
	for f in "zz z.c" "\$(touch PWNED).c" "back\`touch PWNED2\`tick.c" "semi;touch PWNED3;.c" w0.c w1.c; do
		grep -qF "+++ b/drv/$f" "$p" || fail "-j$j: drv/$f not converted"
	done
	ok "-j$j: odd file names converted, no command run"
done

# a wrapper spatch that loses files: drops the marked file from its
# --file-groups list / arguments, or undoes its result
mkdir "$T/bin"
cat >"$T/bin/spatch" <<'EOS'
#!/bin/sh
mode=$(cat "$WRAP_MODE" 2>/dev/null)
[ "$1" = --version ] || [ "$1" = --parse-cocci ] && exec /usr/bin/spatch "$@"
marked() { grep -q LOSE_ME "$1" 2>/dev/null; }
i=0 n=$#
for a in "$@"; do
	i=$((i + 1))
	if [ "$prev" = --file-groups ] && [ "$mode" = drop ]; then
		: >"$a.new"
		while read -r f; do
			if [ -n "$f" ] && marked "$f"; then continue; fi
			echo "$f" >>"$a.new"
		done <"$a"
		mv "$a.new" "$a"
	fi
	prev=$a
	last=$a
done
if [ "$mode" = drop ] && marked "$last"; then exit 0; fi   # silently nothing
if [ "$mode" = undo ]; then
	for a in "$@"; do case $a in */*.c) marked "$a" && cp "$a" "$a.keep" ;; esac; done
	/usr/bin/spatch "$@"; rc=$?
	for a in "$@"; do [ -f "$a.keep" ] && mv "$a.keep" "$a"; done
	exit $rc
fi
exec /usr/bin/spatch "$@"
EOS
chmod +x "$T/bin/spatch"
make_widget_tree "$T/t2" 3
printf '/* LOSE_ME */\n' >>"$T/t2/drv/w1.c"
for mode in drop undo; do
	echo $mode >"$T/mode"
	set +e
	WRAP_MODE=$T/mode PATH=$T/bin:$PATH "$KP" --tree "$T/t2" --series "$S" --out "$T/o-$mode" -j1 >"$T/log" 2>&1
	rc=$?
	set -e
	[ $rc = 1 ] || { cat "$T/log"; fail "$mode: expected exit 1, got $rc"; }
	grep -q "skipped drv/w1.c: spatch" "$T/log" || { cat "$T/log"; fail "$mode: no message for drv/w1.c"; }
	grep -q "drv/w1.c: spatch" "$T/o-$mode/0000-cover-letter.patch" || fail "$mode: cover letter does not list drv/w1.c"
	grep -qF "+++ b/drv/w0.c" "$(patches_in "$T/o-$mode")" || fail "$mode: the other files were not converted"
	ok "$mode: the lost file is a skipped file (exit 1), the others are converted"
done
# nothing of that was cached: the real spatch converts the file
rm -rf "$T/o"
"$KP" --tree "$T/t2" --series "$S" --out "$T/o" -j1 -q || fail "run with the real spatch failed"
grep -qF "+++ b/drv/w1.c" "$(patches_in "$T/o")" || fail "a lost result was cached"
ok "a lost result is not cached"

# item 4's reproducer: a copy with a space in its name next to the original,
# twice with the cache, then the copy removed: the original is converted
make_widget_tree "$T/t3" 1
cp "$T/t3/drv/w0.c" "$T/t3/drv/zz z.c"
for i in 1 2; do "$KP" --tree "$T/t3" --series "$S" --out "$T/o3" -q -j1 || fail "t3 run $i"; done
rm "$T/t3/drv/zz z.c"
"$KP" --tree "$T/t3" --series "$S" --out "$T/o3" -q -j1 || fail "t3 run 3"
grep -qF "+++ b/drv/w0.c" "$(patches_in "$T/o3")" || fail "after the odd file is gone, drv/w0.c is not converted"
ok "no cached no-op from an odd file name"
