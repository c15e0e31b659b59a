# checks/gate-kernel.sh — the gate on a kernel tree (sourced by gate.sh).
#
# 1. the build: tools/kbuild/prepare.sh --strict for the PATHs (cached);
#    a blocker of UIDGID_CONVERTED that guards a whole directory and that
#    the PATHs need (NET_9P for fs/9p) belongs to the same conversion: that
#    directory is checked too;
# 2. --overlay: files that change the configuration (Kconfig, Makefile,
#    Kbuild) go to the preparer (their own cached build); the others are
#    placed in the farm for this run only, under the build's lock, and the
#    tree's links are put back afterwards;
# 3. the list of what Kbuild builds for the PATHs: its own `make -n` with
#    the same CHECK= (every .c it would hand to sparse);
# 4. make -k C=2 CHECK=sparse-wrap.sh PATH/ (or --fast: the recorded sparse
#    commands), then every listed file must have been checked: a PATH that
#    builds nothing and every file not checked (sparse never ran on it, or
#    died, or exited outside 0/1) go to the report as "not checked" (exit
#    2); so does a canary (gate-canary.sh) that Kbuild's sparse command
#    line does not report.
. "$root/tools/kbuild/farm.sh"

cfgovl=
if [ -n "$overlay" ] && [ -n "$(cd "$overlay" && find . -type f \( -name 'Kconfig*' -o -name Makefile -o -name Kbuild \) | head -n 1)" ]; then
	cfgovl=$overlay
fi
set -- --tree "$tree" --strict -j "$jobs"
for p in $paths; do set -- "$@" --path "$p"; done
for s in ${KIDPUSH_GATE_CONFIG:-}; do set -- "$@" --sym "$s"; done
[ -z "$cfgovl" ] || set -- "$@" --overlay "$cfgovl"
prep=0
"$root/tools/kbuild/prepare.sh" "$@" >"$run/prepare.out" || prep=$?
case $prep in 0) ;; 130) exit 130 ;; *) die "the kernel build could not be prepared (tools/kbuild/prepare.sh exit $prep)" ;; esac
kv() { sed -n "s/^$1=//p" "$run/prepare.out" | head -n 1; }
src=$(kv src) obj=$(kv build) shims=$(kv shims) lock=$(kv lock)
strict=$(kv strict) dropped=$(kv dropped) disabled=$(kv disabled) absent=$(kv absent)
unmet=$(kv unmet) bdirs=$(kv blocker_dirs) cfgbase=$(kv base) wantsyms=$(kv want)
[ -d "$src" ] && [ -d "$obj" ] && [ -n "$lock" ] || die "the preparer gave no build directory"
[ -z "$shims" ] || say "old tree under gcc $(gcc -dumpversion): shims in the scratch copy only: $shims"
# a dropped blocker's whole directory is part of the same conversion
for d in $bdirs; do
	covered=0
	for p in $paths; do case "$d/" in "$p"/*) covered=1 ;; esac; done
	if [ $covered = 0 ]; then
		paths="$paths $d"
		say "checking $d too: its blocker of UIDGID_CONVERTED is needed by the PATHs (dropped with theirs)"
	fi
done
case $strict in
switch) say "strict ID types: CONFIG_UIDGID_STRICT_TYPE_CHECKS=y; init/Kconfig (scratch copy) without 'depends on X = n' for: ${dropped:-none}${absent:+ and, not defined by this tree (never '= n' in Kconfig): $absent}; disabled in .config: ${disabled:-none}" ;;
always) say "strict ID types: kuid_t is always a struct in this tree (nothing to switch)" ;;
*) say "warning: this tree has no strict ID types (no struct kuid_t); only diagnostics naming ID types count" ;;
esac
say "config: $cfgbase + what the PATHs need (${wantsyms:-nothing}${unmet:+; could not enable: $unmet})"

exec 9>"$lock"
if command -v flock >/dev/null 2>&1; then
	flock -w 7200 9 || die "could not lock $lock"
fi
mk() { make -C "$src" O="$obj" "$@"; }

if [ -n "$overlay" ] && [ -z "$cfgovl" ]; then
	[ -z "$(find "$overlay" -name '*
*')" ] || die "a file name in $overlay contains a newline"
	(cd "$overlay" && find . -type f | sed 's|^\./||') >"$run/overlay.list"
	restore_overlay=overlay_restore
	overlay_restore() {
		while IFS= read -r f; do farm_restore "$f"; done <"$run/overlay.list"
	}
	n=0
	while IFS= read -r f; do
		farm_place "$f" "$overlay/$f"
		n=$((n + 1))
	done <"$run/overlay.list"
	say "overlay: $n file(s) from $overlay (in the farm for this run only)"
elif [ -n "$cfgovl" ]; then
	say "overlay: $overlay changes Kconfig/Makefiles: prepared as part of the build"
fi

twopass=0
nsdir=
if [ "$strict" = switch ] && [ $single = 0 ]; then
	twopass=1
	nsdir=$obj/.kidpush-nonstrict
	mkdir -p "$nsdir/generated"
	grep -v 'CONFIG_UIDGID_STRICT_TYPE_CHECKS' "$obj/include/generated/autoconf.h" \
		>"$nsdir/generated/autoconf.h"
fi
cmds=$obj/.kidpush-cmds
mkdir -p "$cmds"

targets=
for p in $paths; do
	if [ -d "$src/$p" ]; then
		targets="$targets $p/"
	else
		case "$p" in *.c) ;; *) die "PATH must be a directory or a .c file: $p" ;; esac
		targets="$targets ${p%.c}.o"
	fi
done
t1=$(date +%s)

# What Kbuild builds for the PATHs in this configuration: its own list.
# shellcheck disable=SC2086
mk -n -k C=2 CHECK="$self/sparse-wrap.sh" $targets >"$run/make-n.log" 2>&1 || true
sed -n 's|.*sparse-wrap\.sh .* \([^ ;]*\.c\)\([ ;].*\)\{0,1\}$|\1|p' "$run/make-n.log" |
	sed "s|^$src/||; s|^\./||" | sort -u >"$run/built.all"
: >"$run/expected"
for p in $paths; do
	if [ -d "$src/$p" ]; then
		grep "^$p/" "$run/built.all" >>"$run/expected" || true
	else
		grep -x "$p" "$run/built.all" >>"$run/expected" || true
	fi
done
sort -u -o "$run/expected" "$run/expected"

# --fast: replay the sparse commands Kbuild ran last time for these files
replay=0
if [ $fast = 1 ]; then
	replay=1
	: >"$run/replay.list"
	while IFS= read -r f; do
		a=$cmds/$("$self/sparse-wrap.sh" --key "$src/$f").args
		if [ -e "$a" ]; then echo "$a" >>"$run/replay.list"; else replay=0; fi
	done <"$run/expected"
	[ -s "$run/expected" ] || replay=0
	[ $replay = 1 ] || say "--fast: no recorded sparse commands for all of $paths yet; running make"
fi
rc=0
if [ $replay = 1 ]; then
	(cd "$obj" && KIDPUSH_GATE_LOG=$log KIDPUSH_GATE_NONSTRICT=$nsdir \
		xargs -P "$jobs" -n 1 "$self/sparse-wrap.sh" --replay <"$run/replay.list") \
		>"$log/make.log" 2>&1 || rc=$?
	: >"$log/make.log"	# no gcc diagnostics in this mode
else
	for p in $paths; do
		if [ -d "$src/$p" ]; then rm -rf "${obj:?}/$p"; else rm -f "$obj/${p%.c}.o"; fi
	done	# recompile: the same gcc diagnostics every run
	# shellcheck disable=SC2086
	KIDPUSH_GATE_LOG=$log KIDPUSH_GATE_NONSTRICT=$nsdir KIDPUSH_GATE_CMDS=$cmds \
		mk -k -j"$jobs" C=2 CHECK="$self/sparse-wrap.sh" \
		CF='-Wsparse-error -fmax-errors=unlimited' $targets >"$log/make.log" 2>&1 || rc=$?
fi
# Kbuild 4.x+ runs sparse after gcc: where gcc failed (often on the very ID
# type errors strict types cause) sparse did not run.  Run Kbuild's own
# checker command for those files (from the make -n list: the text from
# the wrapper up to the file, as make would hand it to the shell).
touch "$log/failed.list"
if [ $replay = 0 ]; then
	sed "s|^$src/||; s|^\./||" "$log/checked.list" | sort -u >"$run/checked.all"
	sed "s|^$src/||; s|^\./||" "$log/failed.list" | cut -f1 | sort -u >"$run/failed"
	comm -23 "$run/expected" "$run/checked.all" | comm -23 - "$run/failed" >"$run/missed"
	while IFS= read -r f; do
		c=$(awk -v w="$self/sparse-wrap.sh " -v f=" $src/$f" '{
			i = index($0, w); if (!i) next
			r = substr($0, i); j = index(r, f); if (!j) next
			print substr(r, 1, j + length(f) - 1); exit }' "$run/make-n.log")
		[ -n "$c" ] || continue
		(cd "$obj" && KIDPUSH_GATE_LOG=$log KIDPUSH_GATE_NONSTRICT=$nsdir KIDPUSH_GATE_CMDS=$cmds \
			sh -c "$c") >>"$log/make.log" 2>&1 || true
		say "$f: gcc failed before sparse; ran Kbuild's sparse command for it"
	done <"$run/missed"
fi
t2=$(date +%s)
if [ "$strict" = switch ] && ! grep -q '^CONFIG_UIDGID_STRICT_TYPE_CHECKS=y' "$obj/.config"; then
	die "CONFIG_UIDGID_STRICT_TYPE_CHECKS is no longer set after make (see $obj/.config)"
fi

# Every file Kbuild builds for the PATHs must have been checked; a file
# whose sparse run died or exited outside sparse's statuses was not
# (sparse-wrap.sh lists it in failed.list with the reason).
sed "s|^$src/||; s|^\./||" "$log/failed.list" | sort -t "$(printf '\t')" -k1,1 -u >"$run/failed.why"
cut -f1 "$run/failed.why" | comm -12 "$run/expected" - >"$run/failed"
sed "s|^$src/||; s|^\./||" "$log/checked.list" | sort -u >"$run/checked.all"
comm -12 "$run/expected" "$run/checked.all" | comm -23 - "$run/failed" >"$run/checked"
: >"$run/unchecked"
for p in $paths; do
	if [ -d "$src/$p" ]; then
		grep -q "^$p/" "$run/expected" ||
			printf '%s\tKbuild builds nothing here in this configuration%s\n' "$p" \
				"${unmet:+ (could not enable: $unmet)}" >>"$run/unchecked"
	else
		grep -qx "$p" "$run/expected" ||
			printf '%s\tKbuild does not build this file in this configuration\n' "$p" >>"$run/unchecked"
	fi
done
awk -F'\t' 'FNR == NR { want[$0] = 1; next } ($1 in want)' "$run/failed" "$run/failed.why" >>"$run/unchecked"
comm -23 "$run/expected" "$run/checked" | comm -23 - "$run/failed" | while IFS= read -r f; do
	printf '%s\tKbuild builds it but sparse did not check it (see the make log)\n' "$f"
done >>"$run/unchecked"
# the canary: Kbuild's own sparse command line of a file of this run
# (recorded by sparse-wrap.sh), with the canary in place of the file
canary_args=
while IFS= read -r f; do
	a=$cmds/$("$self/sparse-wrap.sh" --key "$src/$f").args
	if [ -s "$a" ]; then canary_args=$a; break; fi
done <"$run/expected"
if [ -n "$canary_args" ]; then
	canary=$(canary_file) || exit 2
	{ head -z -n -1 "$canary_args"; printf '%s\0' "$canary"; } >"$run/canary/args"
	canary_run "$obj" --replay "$run/canary/args"
elif [ -s "$run/expected" ]; then
	printf '(canary)\t%s\n' "this sparse does not report ID problems with these flags: not known (no sparse command line of this run was recorded)" >>"$run/unchecked"
fi
[ -s "$run/unchecked" ] || rm -f "$run/unchecked"
# .c files under the PATHs that this configuration does not build (listed)
for p in $paths; do
	[ -d "$src/$p" ] && (cd "$src" && find -L "$p" -name '*.c' -type f)
done | sort -u | comm -23 - "$run/expected" >"$run/notbuilt"
[ -s "$run/notbuilt" ] || rm -f "$run/notbuilt"

nexp=$(wc -l <"$run/expected") nchk=$(wc -l <"$run/checked")
say "sparse checked $nchk of the $nexp file(s) Kbuild builds for $paths; prepare $((t1 - t0))s, check $((t2 - t1))s (make exit $rc; log: $log/make.log)"
case $strict in
switch) mode="kernel tree, CONFIG_UIDGID_STRICT_TYPE_CHECKS forced on" ;;
always) mode="kernel tree, kuid_t always strict" ;;
*) mode="kernel tree without strict ID types" ;;
esac
mode="$mode; config $cfgbase + PATH needs"
[ -z "$dropped" ] || mode="$mode; blockers dropped: $dropped"
[ -z "$shims" ] || mode="$mode; shims: $shims"
[ $replay = 0 ] || mode="$mode; --fast: recorded sparse commands replayed, no gcc"
set --
if [ $twopass = 1 ]; then
	mode="$mode; ID problem = added by strict types (vs a non-strict sparse pass) or names an ID type"
	set -- --nonstrict-dir "$log/nonstrict"
else
	mode="$mode; ID problem = names an ID type or a removed member"
fi
rc=0
run_report --cwd "$obj" --root "$src" --root "$tree" --src "$src" --mode "$mode" "$@" || rc=$?
exit $rc
