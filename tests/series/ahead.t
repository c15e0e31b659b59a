#!/bin/sh
# Steps that run the same rules with the same options (convert's steps, one a
# filesystem) put their files through spatch together, ahead of the steps;
# each step then takes its results from the cache, only where its file is
# still what it was then.  Checked against a run without cache (no ahead):
#  - the same series, the failure of a file reported once, by its step;
#  - step 01's action changes a file of step 02 after the ahead run (its
#    result then is stale: it must be made again, not taken);
#  - a file in two steps (w0.c) is run ahead for the first only;
#  - fewer spatch starts: three steps of one file each, one spatch.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
command -v unifdef >/dev/null || { echo "unifdef is not installed (the action of step 01)"; exit 77; }
make_widget_tree "$T/tree" 4
cat >>"$T/tree/drv/w2.c" <<'EOC'
#ifdef OLD_WIDGETS
int widget_old(struct widget *w)
{
	return widget_get_id(w) * 2;
}
#endif
EOC
printf '#include "widget.h"\n\nint bad(struct widget *w)\n{\n\treturn widget_get_id(w) + ;\n}\n' >"$T/tree/drv/bad.c"
commit_all "$T/tree"
cp "$KIDPUSH_ROOT/tests/series/fixture/field.cocci" "$T/field.cocci"
step() { # ID FILES [ACTION]
	printf 'step: %s\nsubject: drv: step %s\nauthor: Test Author <test@example.org>\n' "$1" "$1"
	printf 'date: Mon, 1 Jan 2024 10:00:00 +0000\nfiles: %s\ncocci: field.cocci\n' "$2"
	[ -z "${3:-}" ] || printf 'action: %s\n' "$3"
}
{ printf 'prefix: PATCH test\ncover-subject: ahead\n'
  step 01 drv/w0.c "unifdef -UOLD_WIDGETS drv/w2.c"
  step 02 "drv/w1.c drv/w2.c drv/bad.c"
  step 03 "drv/w3.c drv/w0.c"; } >"$T/series"

# spatch as seen by the driver: each start logged
mkdir -p "$T/bin"
real=$(command -v spatch)
printf '#!/bin/sh\necho "$*" >>"%s/spatch.log"\nexec "%s" "$@"\n' "$T" "$real" >"$T/bin/spatch"
chmod +x "$T/bin/spatch"
starts() { grep -c -e '--sp-file' "$T/spatch.log" 2>/dev/null || echo 0; }

PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/series" --out "$T/ref" -j1 --no-cache --keep-going \
	2>"$T/ref.log" || { cat "$T/ref.log"; fail "reference run (no cache, no ahead)"; }
# the reference: nothing run ahead ("together"), drv/bad.c fails, the
# action changes drv/w2.c (widget_old gone): else the test cannot tell
expect "$T/ref.log" ref.log
expect_dir "$T/ref" ref
for run in cold warm; do
	: >"$T/spatch.log"
	PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/series" --out "$T/$run" -j1 --keep-going \
		2>"$T/$run.log" || { cat "$T/$run.log"; fail "$run run"; }
	diff -r "$T/ref" "$T/$run" >/dev/null || { diff -r "$T/ref" "$T/$run"; fail "$run run differs from the run without cache"; }
	n=$(grep -c 'skipped drv/bad.c' "$T/$run.log" || true)
	[ "$n" = 1 ] || { cat "$T/$run.log"; fail "$run run: drv/bad.c reported $n times, not once"; }
done
# the cold run ran the steps' files ahead: w0 w1 w2 bad w3, 5 files
expect "$T/cold.log" cold.log
ok "ahead of steps 01-03: the series of a run without cache, a stale result made again, a failure said once"

# three steps of one file each: one spatch start ahead, none in the steps
{ printf 'prefix: PATCH test\ncover-subject: ahead\n'
  step 01 drv/w0.c; step 02 drv/w1.c; step 03 drv/w3.c; } >"$T/series3"
rm -rf "$T/cache"
for run in ref3 cold3; do
	: >"$T/spatch.log"
	nc=; [ $run = ref3 ] && nc=--no-cache
	PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/series3" --out "$T/$run" -j1 $nc 2>"$T/$run.log" ||
		{ cat "$T/$run.log"; fail "$run"; }
	eval "s_$run=\$(starts)"
done
diff -r "$T/ref3" "$T/cold3" >/dev/null || fail "three steps: the ahead run's series differs"
[ "$s_ref3" = 3 ] && [ "$s_cold3" = 1 ] || fail "spatch starts: $s_ref3 step by step (want 3), $s_cold3 ahead (want 1)"
ok "three steps of one file: 3 spatch starts step by step, 1 ahead"
