#!/bin/sh
# Issue 10 item 5: cache entries verify themselves.  A flipped byte, a
# truncated entry, another entry's content swapped in, a corrupt query
# entry: each is discarded with a warning and recomputed, and the output is
# the same as without a cache.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
S=$KIDPUSH_ROOT/tests/series/fixture/series
make_widget_tree "$T/tree" 3
"$KP" --tree "$T/tree" --series "$S" --out "$T/ref" -q -j1 --no-cache || fail "reference run"
C=$T/cache/spatch
"$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j1 || fail "cache fill run"
diff -r "$T/ref" "$T/o" >/dev/null || fail "cached run differs from the reference"
# the per-file entries (not the rule queries q/, not the whole steps s/)
entries() { find "$C" \( -path "$C/q" -o -path "$C/s" \) -prune -o -type f -print | LC_ALL=C sort; }
[ "$(entries | wc -l)" -ge 3 ] || fail "expected spatch cache entries"
# rec NAME: the run's log (its entry's path, which holds the cache key,
# written @ENTRY@) into logs.rec, compared at the end
rec() { { echo "== $1"; sed "s|$C/[^ ]*|@ENTRY@|g" "$T/log"; } >>"$T/logs.rec"; }
check() { # NAME: the run warns about a corrupt entry and emits the reference
	# (the step entries go unless a step entry is the one under test: a
	# step from the cache reads no per-file entry)
	[ -n "${keep_steps:-}" ] || rm -rf "$C/s"
	rm -rf "$T/o"
	"$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j1 2>"$T/log" || { cat "$T/log"; fail "$1: run failed"; }
	rec "$1"        # the warning: "cache entry ... is corrupt"
	diff -r "$T/ref" "$T/o" || fail "$1: output differs from the run without cache"
	"$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j1 2>"$T/log" || fail "$1: rerun failed"
	rec "$1, again"    # nothing: the bad entry was replaced
	ok "$1: discarded with a warning, recomputed"
}
# entries holding a changed file (the rewritten w_id reads)
changed=$(entries | xargs grep -l 'w->w_id')
set -- $changed
[ $# -ge 2 ] || fail "expected two entries with a change"
sed -i 's/w_id/w_iX/' "$1"
check "flipped byte (the issue's sed s/make_kuid/make_kXid/)"
head -c -30 "$1" >"$T/e" && cat "$T/e" >"$1"
check "truncated entry"
cp "$2" "$1"
check "another entry's content swapped in"
printf 'garbage' >"$1"
check "not an entry at all"
q=$(find "$C/q" -type f | head -n 1)
[ -n "$q" ] || fail "no query cache entry"
printf 'Qnot_in_any_file' >"$q"   # would drop every file of the step
check "corrupt query entry (would drop the step)"
printf 'N' >"$q"
check "forged query entry"
sed -i '$ s/.$/Z/' "$q"
check "flipped byte in a query entry"
# a whole step's entry (doc/DESIGN.md: the step cache)
"$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j1 || fail "step entries fill run"
st=$(find "$C/s" -type f 2>/dev/null | xargs -r grep -l 'w->w_id' | head -n 1)
[ -n "$st" ] || fail "no step entry with a change"
sed -i 's/w_id/w_iX/' "$st"
keep_steps=1 check "flipped byte in a step entry"

# Issue 33 item 8: an entry that is not a regular file (a FIFO hung the
# driver, a link to /dev/zero ate all memory and left the scratch) is
# discarded with a warning and recomputed; the run is bounded (timeout 120,
# 4 GB of address space) and leaves nothing in $TMPDIR
check_kind() { # NAME ENTRY
	rm -rf "$C/s" "$T/o"
	set +e
	(ulimit -v 4000000; timeout -k 10 120 "$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j1) 2>"$T/log"
	rc=$?
	set -e
	[ $rc = 0 ] || { head -c 2000 "$T/log"; fail "$1: exit $rc (124: hung)"; }
	rec "$1"        # the warning: "cache entry ... is WHAT: discarded, recomputing"
	diff -r "$T/ref" "$T/o" || fail "$1: output differs from the run without cache"
	[ -z "$(ls -A "$TMPDIR")" ] || fail "$1: left in TMPDIR: $(ls -A "$TMPDIR")"
	timeout -k 10 120 "$KP" --tree "$T/tree" --series "$S" --out "$T/o" -q -j1 2>"$T/log" || fail "$1: rerun failed"
	rec "$1, again"    # nothing: the bad entry was replaced
	[ -f "$2" ] && [ ! -L "$2" ] || fail "$1: $2 is not a regular entry again"
	ok "$1: discarded with a warning, recomputed"
}
e=$(entries | head -n 1)
rm -f "$e" && mkfifo "$e"
check_kind "a FIFO for an entry" "$e"
rm -f "$e" && ln -s /dev/zero "$e"
check_kind "a link to /dev/zero for an entry" "$e"
rm -f "$e" && mkdir "$e" && echo x >"$e/x"
check_kind "a directory for an entry" "$e"
q=$(find "$C/q" -type f | head -n 1)
rm -f "$q" && mkfifo "$q"
check_kind "a FIFO for a query entry" "$q"
# every case: the warning, then a clean rerun
expect "$T/logs.rec" logs.rec
