#!/bin/sh
# The rules together, as convert runs them (one spatch run of the combined rule,
# test-convert-units rules): a rewrite in an earlier rule that changes the number of lines
# of a function (a retyped parameter wraps the header, a validity check adds two
# lines) must not hide the later sites of that function (kp_linemap aligns the
# reparsed function with the original); a raw operand of a compare gets make_kuid()
# inside the uid_eq() 02-compare wrote.  tests/convert/chain/NAME.c with its plan
# NAME.plan.json and the expected NAME.res, written by hand; fm-wire, fm-mirror: tests/infer/fmt's
# wire body swapped in place and in-memory mirror of a disk inode (formats by evidence,
# issue 34) stay raw and are converted where they meet the VFS inode, an iattr and the
# caller's fsuid (their plans are kidpush-infer's on tests/infer/fmt); mc-macro:
# tests/infer/macro's macros, the definitions rewritten once (the plan kidpush-infer's).
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
. tests/convert/combined.sh
bad=0
for c in tests/convert/chain/*.c tests/infer/fmt/fs/fm/wire.c tests/infer/fmt/fs/fm/mirror.c; do
	n=$(basename "$c" .c)
	case $c in tests/infer/fmt/*) n=fm-$n ;; esac # formats.t's fixture, its plan here
	cp "$c" "$tmp/$n.c"
	spatch --very-quiet --no-includes --in-place -D patch \
		-D "kidpush_plan=$root/tests/convert/chain/$n.plan.json" \
		--sp-file "$tmp/kuid.cocci" "$tmp/$n.c" >"$tmp/log" 2>&1 || { cat "$tmp/log"; bad=1; continue; }
	if diff -u "tests/convert/chain/$n.res" "$tmp/$n.c"; then
		echo "ok: $n"
	else
		echo "FAIL: $n (diff above: - expected, + got)"; bad=1
	fi
done
# ids inside a macro's body (issue 34 item 5): tests/infer/macro's header with the plan
# kidpush-infer writes for it now: the option macro's and the accessor's definitions
# rewritten once, the two macros whose expansions disagree left as they are; the
# byte-order macro whose whole body is the value left as it is, its id use in
# disk.c converted at the expansion (mc-macro.c.res)
if [ -x build/kidpush-infer ]; then
	mkdir -p "$tmp/mc/fs/mc"
	cp tests/infer/macro/fs/mc/mc.h tests/infer/macro/fs/mc/disk.c "$tmp/mc/fs/mc/"
	build/kidpush-infer -q --tree tests/infer/macro --plan "$tmp/mc.plan.json" fs/mc || { echo "FAIL: infer exit $?"; bad=1; }
	spatch --very-quiet --no-includes --in-place -D patch -D "kidpush_plan=$tmp/mc.plan.json" \
		--sp-file "$tmp/kuid.cocci" "$tmp/mc/fs/mc/mc.h" "$tmp/mc/fs/mc/disk.c" >"$tmp/log" 2>&1 || { cat "$tmp/log"; bad=1; }
	for f in mc.h disk.c; do
		if diff -u "tests/convert/chain/mc-macro.${f#*.}.res" "$tmp/mc/fs/mc/$f"; then
			echo "ok: mc-macro $f"
		else
			echo "FAIL: mc-macro $f (diff above: - expected, + got)"; bad=1
		fi
	done
	# and the step's commit body says so (tools/convert/body.c)
	w="- of these, 2 rewrite a macro's definition once for its 4 expansion(s), which all want the same conversion there"
	if build/test-convert-units body "$tmp/mc.plan.json" fs/mc/mc.h fs/mc/super.c fs/mc/inode.c fs/mc/wire.c |
			grep -qxF -- "$w"; then
		echo "ok: mc-macro body"
	else
		echo "FAIL: mc-macro body: no line '$w'"; bad=1
	fi
else
	echo "FAIL: no build/kidpush-infer (make all)"; bad=1
fi
exit $bad
