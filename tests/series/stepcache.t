#!/bin/sh
# The step cache (doc/DESIGN.md): a second run over the same tree takes
# every step from the cache (no spatch run, no action) and writes the same
# series; an entry whose file name leaves the scope (forged with a valid
# hash) is discarded, the step recomputed (its files from the per-file
# entries), nothing written outside.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
make_widget_tree "$T/tree" 3
mkdir -p "$T/m"
cp tests/series/fixture/field.cocci "$T/m/"
{ printf 'step: 01\nsubject: w: one\nauthor: A <a@b>\ndate: Sun, 17 Feb 2013 17:10:54 -0800\n'
  printf 'files: drv/*.c drv/*.h\ncocci: field.cocci\n'
  printf 'action: kfmt --width 80 drv/*.c drv/*.h\n'; } >"$T/m/series"
mkdir -p "$T/bin"
cat >"$T/bin/spatch" <<EOS
#!/bin/sh
case " \$* " in *" --version "*) ;; *) echo "\$*" >>"$T/runs" ;; esac
exec "$(command -v spatch)" "\$@"
EOS
chmod +x "$T/bin/spatch"
PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/m/series" --out "$T/o1" -q --cache "$T/c" || fail "first run"
[ -s "$T/runs" ] || fail "the first run ran no spatch"
ls "$T/c/s"/*/* >/dev/null 2>&1 || fail "no step entry stored"
: >"$T/runs"
PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/m/series" --out "$T/o2" --cache "$T/c" 2>"$T/log2" ||
	{ cat "$T/log2"; fail "second run"; }
[ ! -s "$T/runs" ] || { cat "$T/runs"; fail "the second run started spatch"; }
diff -r "$T/o1" "$T/o2" >/dev/null || fail "the series from the cache differs"
# the step's entry (its path holds the cache key: the tools' and spatch's
# versions) written @ENTRY@
e=$(ls "$T/c/s"/*/*)
sed "s|$e|@ENTRY@|g" "$T/log2" | expect_stdin log2    # the step from the cache
ok "second run: the step from the cache, no spatch, the same series"

# forge the entry: a file outside the scope, with a hash that verifies
key=$(basename "$(dirname "$e")")$(basename "$e")
printf 'C 3\nM 9\n../evil.c 5\nevil\n' >"$T/payload"
hex=$( { printf '%s\n' "$key"; cat "$T/payload"; } | sha256sum | cut -d' ' -f1)
{ printf 'kidpush-entry-1 %s\n' "$hex"; cat "$T/payload"; } >"$e"
: >"$T/runs"
PATH="$T/bin:$PATH" "$KP" --tree "$T/tree" --series "$T/m/series" --out "$T/o3" --cache "$T/c" 2>"$T/log3" ||
	{ cat "$T/log3"; fail "run with the forged entry"; }
# the forged entry discarded ("holds no step result"), the step recomputed
# (not "from the cache (the step's result")
sed "s|$e|@ENTRY@|g" "$T/log3" | expect_stdin log3
[ ! -e "$T/evil.c" ] && [ ! -e "$T/tree/evil.c" ] || fail "the forged name was written"
diff -r "$T/o1" "$T/o3" >/dev/null || fail "the recomputed series differs"
ok "a forged entry naming ../evil.c: discarded, the step recomputed"
