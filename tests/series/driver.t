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
grep -q '^Subject: \[PATCH test 1/1\] widget: Read ids from the field$' "$p" || fail "subject line"
grep -q '^Date: Mon, 1 Jan 2024 10:00:00 +0000$' "$p" || fail "date from the manifest"
grep -q '^+	if (w->w_id != want)$' "$p" || fail "rewritten line missing"
grep -q '^Signed-off-by: Test Author <test@example.org>$' "$p" || fail "body missing"
grep -q 'A step that finds nothing' "$T/o1/0000-cover-letter.patch" || fail "cover letter lists the empty step"
grep -q 'no change: no patch emitted' "$T/o1/0000-cover-letter.patch" || fail "cover letter says the step was empty"
# index lines carry real blob hashes of the input files
pre=$(git -C "$T/tree" rev-parse --short=7 HEAD:drv/w0.c)
grep -q "^index $pre\.\." "$p" || fail "index line does not carry the blob hash $pre"
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
! grep -q 'LIMIT OF AN EMPTY STEP' "$cl" || fail "limits of a step without a patch listed"
! grep -q -e 'Callers outside' -e 'Nothing checks' "$p" || fail "limits text in the patch"
# the same series without limits: no heading, the very same patch
awk '/^limits:/ { skip = 1; next } skip && /^\|/ { next } { skip = 0; print }' "$S" |
	sed "s|^cocci: field.cocci\$|cocci: $KIDPUSH_ROOT/tests/series/fixture/field.cocci|" >"$T/nolimits.series"
! grep -q -e '^limits:' -e 'LIMIT' "$T/nolimits.series" || fail "test setup: limits left in the manifest"
"$KP" --tree "$T/tree" --series "$T/nolimits.series" --out "$T/o0" -q --no-cache || fail "run without limits failed"
! grep -q 'Not done mechanically' "$T/o0/0000-cover-letter.patch" || fail "heading printed without any limits"
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
set +e
"$KP" --tree "$T/bad" --series "$S" --out "$T/o4" -q --no-cache 2>"$T/bad.log"
rc=$?
set -e
[ $rc = 1 ] || { cat "$T/bad.log"; fail "expected exit 1 with a skipped file, got $rc"; }
grep -q 'zz_broken.c' "$T/bad.log" || fail "skipped file not named on stderr"
grep -q 'zz_broken.c' "$T/o4/0000-cover-letter.patch" || fail "skipped file not listed in the cover letter"
! grep -q 'zz_broken' $(patches_in "$T/o4") || fail "the unparsable file was patched"
[ "$(patches_in "$T/o4" | wc -l)" = 1 ] || fail "the other files were not patched"
"$KP" --tree "$T/bad" --series "$S" --out "$T/o5" -q --no-cache --keep-going 2>/dev/null || fail "--keep-going should exit 0"
ok "unparsable file skipped with a message; --keep-going"

# files are batched (several per spatch process, each its own group); with
# -j1 the unparsable file shares a batch with good ones: the batch falls
# back to one spatch per file, the same files are patched the same way
"$KP" --tree "$T/bad" --series "$S" --out "$T/o6" -j1 -q --no-cache --keep-going 2>"$T/bad6.log" || fail "-j1 --keep-going"
grep -q '^  step 01: drv/zz_broken.c: spatch could not parse' "$T/o6/0000-cover-letter.patch" ||
	fail "-j1: the file that failed inside a batch is not listed for step 01"
diff -r "$T/o5" "$T/o6" || fail "-j1 (batch with the broken file) and -j2 differ"
ok "a failing file in a batch: per-file fallback, same result as -j2"
