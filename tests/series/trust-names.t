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
commit_all "$T/tree"
mkdir -p "$T/run"
for j in 1 2; do
	rm -rf "$T/o"
	(cd "$T/run" && "$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j$j) || fail "-j$j: run failed"
	[ -z "$(find "$T" -name 'PWNED*')" ] || fail "-j$j: a file name ran a command: $(find "$T" -name 'PWNED*')"
	# every odd name converted, no file created (no command ran in the scratch tree)
	expect "$(patches_in "$T/o")" odd.patch
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
commit_all "$T/t2"
for mode in drop undo; do
	echo $mode >"$T/mode"
	set +e
	WRAP_MODE=$T/mode PATH=$T/bin:$PATH "$KP" --tree "$T/t2" --series "$S" --out "$T/o-$mode" -j1 >"$T/log" 2>&1
	rc=$?
	set -e
	# exit 1 with a message for drv/w1.c, listed in the cover letter; the
	# other files converted
	{ cat "$T/log"; echo "[exit $rc]"; } | expect_stdin "$mode.rec"
	expect_dir "$T/o-$mode" "lost-$mode"
	ok "$mode: the lost file is a skipped file (exit 1), the others are converted"
done
# nothing of that was cached: the real spatch converts the file
rm -rf "$T/o"
"$KP" --tree "$T/t2" --series "$S" --out "$T/o" -j1 -q || fail "run with the real spatch failed"
expect "$(patches_in "$T/o")" t2.patch    # drv/w1.c converted
ok "a lost result is not cached"

# item 4's reproducer: a copy with a space in its name next to the original,
# twice with the cache, then the copy removed: the original is converted
make_widget_tree "$T/t3" 1
cp "$T/t3/drv/w0.c" "$T/t3/drv/zz z.c"
commit_all "$T/t3"
for i in 1 2; do "$KP" --tree "$T/t3" --series "$S" --out "$T/o3" -q -j1 || fail "t3 run $i"; done
rm "$T/t3/drv/zz z.c"
"$KP" --tree "$T/t3" --series "$S" --out "$T/o3" -q -j1 || fail "t3 run 3"
expect "$(patches_in "$T/o3")" t3.patch   # drv/w0.c converted
ok "no cached no-op from an odd file name"

# issue 24 item 3: names as data.  Every name below, in a step's scope
# (drv/*.c), is converted (git quotes what needs quoting in the patch, git
# am applies it); the same names on files spatch cannot parse are skipped
# files, each one line in the log and in the cover letter (quoted as git
# quotes names), and the rest of the step is applied.
make_widget_tree "$T/t4" 1
nl='
'
set -- "a${nl}b" "p|q" "c:d" "x: y" "#h" "-rf" "--help" "s p" '$(touch PWNED4)' "${nl}lead" "q\"uote" 'back\slash'
for n in "$@"; do
	cp "$T/t4/drv/w0.c" "$T/t4/drv/$n.c"
	printf 'int bad(struct widget *w)\n{\n\treturn widget_get_id(w) +* / ;\n}\n' >"$T/t4/drv/$n-bad.c"
done
commit_all "$T/t4"
for j in 1 2; do
	set +e
	(cd "$T/run" && "$KP" --tree "$T/t4" --series "$S" --out "$T/o4" -q -j$j --no-cache) >"$T/log4" 2>&1
	rc=$?
	set -e
	[ -z "$(find "$T" -name 'PWNED*')" ] || fail "names -j$j: a file name ran a command"
	p=$(patches_in "$T/o4")
	# every name converted (quoted as git quotes it where it must be); each
	# unparsable twin one line in the log and in the cover letter; exit 1.
	# The log's lines sorted: with -j2 the order of the steps' files varies
	{ LC_ALL=C sort "$T/log4"; echo "[exit $rc]"; } | expect_stdin names.rec
	expect_dir "$T/o4" names
	ok "names -j$j: $# odd names converted, their unparsable twins skipped one line each"
done
rm -rf "$T/am4" && git clone -q "$T/t4" "$T/am4"
git -C "$T/am4" -c user.name=t -c user.email=t@t am -q "$p" || fail "git am of the odd names' patch"
ok "git am applies the patch with the odd names"
