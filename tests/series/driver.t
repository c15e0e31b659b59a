#!/bin/sh
# The driver on a generated tree with the test series: emission, git am,
# idempotence, -j1 == -j2, cache, input untouched, unparsable file skipped.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 6
before=$(tree_hash "$T/tree")

"$KP" --tree "$T/tree" --series "$S" --out "$T/o1" -j1 -q --no-cache || fail "-j1 run failed"
"$KP" --tree "$T/tree" --series "$S" --out "$T/o2" -j2 -q --no-cache || fail "-j2 run failed"
diff -r "$T/o1" "$T/o2" || fail "-j1 and -j2 differ"
ok "-j1 and -j2 byte-identical"
[ "$(patches_in "$T/o1" | wc -l)" = 1 ] || fail "expected exactly one patch (step 02 changes nothing)"
[ -f "$T/o1/0000-cover-letter.patch" ] || fail "no cover letter"
p=$(patches_in "$T/o1")
# the patch (subject, the manifest's date, the rewritten lines, the body,
# index lines with the input files' blob hashes) and the cover letter (the
# empty step listed as such), whole
expect_dir "$T/o1" o1
ok "patch content, subject, date, body, index hashes"

# limits: listed in the cover letter after the steps, before the skipped
# files, only for steps that changed something; never in a patch
cl=$T/o1/0000-cover-letter.patch
sed -n '/^Steps:$/,/^Skipped files/p' "$cl" >"$T/blurb"
cat >"$T/blurb.want" <<'EOW'
Steps:
  01   widget: Read ids from the field
       6 file(s) changed
  02   widget: A step that finds nothing
       no change: no patch emitted

Not done mechanically (finish by hand or review):
  step 01: Callers outside drv/ still call widget_get_id().

           Nothing checks who may read w_id.

Skipped files: none.
EOW
diff -u "$T/blurb.want" "$T/blurb" || fail "cover letter: limits section wrong or misplaced"
# (the empty step's limits in neither file, no limits text in the patch: o1 above)
# the same series without limits: no heading, the very same patch
awk '/^limits:/ { skip = 1; next } skip && /^\|/ { next } { skip = 0; print }' "$S" |
	sed "s|^cocci: field.cocci\$|cocci: $KIDPUSH_ROOT/tests/series/fixture/field.cocci|" >"$T/nolimits.series"
expect "$T/nolimits.series" nolimits.series   # the test's setup: no limits left
"$KP" --tree "$T/tree" --series "$T/nolimits.series" --out "$T/o0" -q --no-cache || fail "run without limits failed"
expect "$T/o0/0000-cover-letter.patch" o0-cover   # no "Not done mechanically" heading
sed -n '/^Steps:$/,/^Skipped files/p' "$T/o0/0000-cover-letter.patch" >"$T/blurb0"
{ head -n 6 "$T/blurb.want"; tail -n 1 "$T/blurb.want"; } >"$T/blurb0.want"   # steps, blank, skipped
diff -u "$T/blurb0.want" "$T/blurb0" || fail "cover letter without limits"
cmp "$p" "$T/o0/$(basename "$p")" || fail "limits changed the patch"
ok "limits: in the cover letter only, in place, only for steps with a patch; none -> no heading"

[ "$(tree_hash "$T/tree")" = "$before" ] || fail "input tree modified"
ok "input tree unchanged"

git clone -q "$T/tree" "$T/am"
git -C "$T/am" -c user.name=t -c user.email=t@t am -q $(patches_in "$T/o1") || fail "git am failed"
ok "git am applies the series"
"$KP" --tree "$T/am" --series "$S" --out "$T/o3" -q --no-cache || fail "second run failed"
[ -z "$(patches_in "$T/o3")" ] || fail "second run over the result emitted patches"
ok "second run over the result emits nothing"

# cache: a warm run gives the same bytes and starts no spatch
"$KP" --tree "$T/tree" --series "$S" --out "$T/c1" -j2 -q || fail "cold cached run"
"$KP" --tree "$T/tree" --series "$S" --out "$T/c2" -j2 2>"$T/warm.log" || fail "warm cached run"
diff -r "$T/o1" "$T/c2" >/dev/null || fail "cached output differs"
grep -q '7 of 7 file runs from the cache' "$T/warm.log" || { cat "$T/warm.log"; fail "warm run did not use the cache"; }
ok "cache: warm run identical, all from the cache"

# the rules' --parse-cocci check is cached too (key: rule text, spatch
# version); a changed rule is parsed again.  A spatch wrapper logs calls.
mkdir -p "$T/bin"
real=$(command -v spatch)
printf '#!/bin/sh\necho "$*" >>"%s"\nexec "%s" "$@"\n' "$T/calls" "$real" >"$T/bin/spatch"
chmod +x "$T/bin/spatch"
PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$S" --out "$T/c3" -q || fail "warm run with the wrapper"
! grep -q -- '--parse-cocci' "$T/calls" || { cat "$T/calls"; fail "warm run parsed a cached rule again"; }
cp -r "$KIDPUSH_ROOT/tests/series/fixture" "$T/fx"
printf '// a changed rule text\n' >>"$T/fx/field.cocci"
: >"$T/calls"
PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/fx/series" --out "$T/c4" -q || fail "run with a changed rule"
grep -q -- "--parse-cocci $T/fx/field.cocci" "$T/calls" || { cat "$T/calls"; fail "changed rule not parsed again"; }
ok "rule parse check cached by rule text; a changed rule is parsed again"

# out dir: non-patch files survive, stale patches do not
echo keep >"$T/o1/README"
touch "$T/o1/0009-stale.patch"
"$KP" --tree "$T/tree" --series "$S" --out "$T/o1" -q --no-cache || fail "rerun into o1"
[ -f "$T/o1/README" ] || fail "README in the out dir was lost"
[ ! -e "$T/o1/0009-stale.patch" ] || fail "stale patch kept"
ok "out dir replaced atomically, other files kept"

# an unparsable file is reported, skipped, the run goes on, exit 1
cp -r "$T/tree" "$T/bad"
printf 'int broken(struct widget *w) {\n\treturn widget_get_id(w) +* ;; }}} (\n' >"$T/bad/drv/zz_broken.c"
commit_all "$T/bad"
kp_run "$T/bad.rec" "$KP" --tree "$T/bad" --series "$S" --out "$T/o4" -q --no-cache
expect "$T/bad.rec" bad.rec          # zz_broken.c named on stderr, exit 1
expect_dir "$T/o4" bad               # listed in the cover letter, not patched; one patch for the others
"$KP" --tree "$T/bad" --series "$S" --out "$T/o5" -q --no-cache --keep-going 2>/dev/null || fail "--keep-going should exit 0"
ok "unparsable file skipped with a message; --keep-going"

# files are batched (several per spatch process, each its own group); with
# -j1 the unparsable file shares a batch with good ones: the batch falls
# back to one spatch per file, the same files are patched the same way
"$KP" --tree "$T/bad" --series "$S" --out "$T/o6" -j1 -q --no-cache --keep-going 2>"$T/bad6.log" || fail "-j1 --keep-going"
expect_dir "$T/o6" bad               # -j1: the file that failed inside a batch listed for step 01
diff -r "$T/o5" "$T/o6" || fail "-j1 (batch with the broken file) and -j2 differ"
ok "a failing file in a batch: per-file fallback, same result as -j2"
