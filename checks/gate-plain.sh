# checks/gate-plain.sh — the gate on a tree without a kernel Makefile (sourced
# by gate.sh; e.g. the bundled sample tree): sparse on every .c file under
# the PATHs, -Iinclude -D__KERNEL__, strict (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS)
# and, where the tree has that switch, a non-strict pass to compare.
# File names are never split or handed to a shell: find -print0 | xargs -0
# runs checks/sparse-wrap.sh with the name as its last argument.  A file
# whose sparse run died (or exited outside 0/1) is not checked; the canary
# (gate-canary.sh) runs with the same flags.

. "$root/tools/kbuild/farm.sh"
src=$run/src
farm_build
if [ -n "$overlay" ]; then
	[ -z "$(find "$overlay" -name '*
*')" ] || die "a file name in $overlay contains a newline"
	n=0
	# names come from find, one per line (no newline in them: checked)
	(cd "$overlay" && find . -type f) >"$run/overlay.list"
	while IFS= read -r f; do
		farm_place "${f#./}" "$overlay/$f"
		n=$((n + 1))
	done <"$run/overlay.list"
	say "overlay: $n file(s) from $overlay"
fi
cd "$src"
switch=0
if grep -Rqs 'CONFIG_UIDGID_STRICT_TYPE_CHECKS' include; then switch=1; fi
set -- -D__KERNEL__ -Wsparse-error -fmax-errors=unlimited
for d in include arch/x86/include; do if [ -d "$d" ]; then set -- "$@" -I"$d"; fi; done
strictarg=
if [ $switch = 1 ]; then strictarg=-DCONFIG_UIDGID_STRICT_TYPE_CHECKS=1; fi
twopass=0
mode="sparse on the files (no kernel Makefile), single pass"
if [ $switch = 1 ] && [ $single = 0 ]; then
	twopass=1
	mode="sparse on the files (no kernel Makefile), strict (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS) vs non-strict"
elif [ $switch = 1 ]; then
	mode="sparse on the files (no kernel Makefile), strict, single pass"
fi
say "$tree has no kernel Makefile: $mode"

# every .c file under the PATHs (NUL separated), sorted; whatever find
# could not list (a name too long, a directory it cannot read) is not
# checked: the PATH is listed with find's message
for p in $paths; do
	st=0
	find -L "$p" -name '*.c' -type f -print0 2>"$run/find.err" || st=$?
	[ $st = 0 ] || [ -s "$run/find.err" ] || echo "find: exit status $st" >"$run/find.err"
	while IFS= read -r e; do
		printf '%s\t%s\n' "$p" "not listed, so not checked: $e" >>"$run/unchecked"
	done <"$run/find.err"
done | sort -z -u >"$run/files0"
[ -s "$run/files0" ] || die "no .c files under: $paths"
export KIDPUSH_GATE_LOG="$log"
[ $twopass = 0 ] || export KIDPUSH_GATE_NONSTRICT_DROP="$strictarg"
xargs -0 -r -n 1 -P "$jobs" "$self/sparse-wrap.sh" "$@" ${strictarg:+"$strictarg"} <"$run/files0" ||
	die "sparse-wrap.sh failed"

# requested = every .c file found; a name with a newline cannot be named in
# sparse's output and is listed as not checked.
tr '\0' '\n' <"$run/files0" >"$run/expected.raw"
if [ "$(tr -cd '\0' <"$run/files0" | wc -c)" != "$(wc -l <"$run/expected.raw")" ]; then
	printf '%s\t%s\n' "(a file under $paths)" "a file name with a newline: not checked" >>"$run/unchecked"
fi
sort -u "$run/expected.raw" >"$run/expected"
# a file whose sparse run died or exited outside sparse's statuses is not
# checked (sparse-wrap.sh lists it in failed.list with the reason)
touch "$log/failed.list"
cut -f1 "$log/failed.list" | sort -u >"$run/failed"
sort -u "$log/checked.list" | comm -23 - "$run/failed" >"$run/checked"
sort -t "$(printf '\t')" -k1,1 -u "$log/failed.list" >>"$run/unchecked"
comm -23 "$run/expected" "$run/checked" | comm -23 - "$run/failed" | while IFS= read -r f; do
	printf '%s\tsparse did not run on it\n' "$f"
done >>"$run/unchecked"
# the canary: the run's own sparse command line on a known ID problem
canary=$(canary_file) || exit 2
canary_run "$src" "$@" ${strictarg:+"$strictarg"} "$canary"
[ -s "$run/unchecked" ] || rm -f "$run/unchecked"

set --
[ $twopass = 0 ] || set -- --nonstrict-dir "$log/nonstrict"
rc=0
run_report --cwd "$src" --root "$src" --src "$src" --mode "$mode" "$@" || rc=$?
say "done in $(( $(date +%s) - t0 ))s"
exit $rc
