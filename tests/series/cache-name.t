#!/bin/sh
# The spatch cache is keyed by a file's name too, not by its content alone: a
# rule may depend on the name (cocci/kuid's rules look the plan up by it).
# Two files with the same text, a rule that changes only drv/a.c: a run from
# the cache (warm) must write what a run without it writes.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
mkdir -p "$T/tree/drv"
for f in a b; do printf 'int same(int x)\n{\n\treturn x;\n}\n' >"$T/tree/drv/$f.c"; done
git -C "$T/tree" init -q && git -C "$T/tree" add -A && git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm base
cp "$KIDPUSH_ROOT/tests/series/fixture/byname.cocci" "$T/byname.cocci"
cat >"$T/series" <<'EOS'
prefix: PATCH test
cover-subject: by name
step: 01
subject: drv: rename in a.c only
author: Test Author <test@example.org>
date: Mon, 1 Jan 2024 10:00:00 +0000
files: drv/*.c
cocci: byname.cocci
EOS
"$KP" --tree "$T/tree" --series "$T/series" --out "$T/ref" -q -j1 --no-cache || fail "reference run"
# the rule changed drv/a.c (same -> same_a), not drv/b.c (else the test cannot tell)
expect_dir "$T/ref" ref
for run in fill warm; do
	rm -rf "$T/$run" "$T/cache/spatch/s" # per-file entries, not whole steps
	"$KP" --tree "$T/tree" --series "$T/series" --out "$T/$run" -j1 2>"$T/log" || { cat "$T/log"; fail "$run run"; }
	diff -r "$T/ref" "$T/$run" >/dev/null || { diff -r "$T/ref" "$T/$run"; fail "$run run differs from the run without cache"; }
done
ok "a file's cache entry is its own, not that of another file with the same text"
