#!/bin/sh
# checks/gate.sh — the strict-type sparse gate of kidpush.
#
#   checks/gate.sh [--tree DIR] [--overlay DIR] [-j N] [--json FILE]
#                  [--sarif FILE] [--baseline FILE] [--single-pass] [PATH...]
#
# Runs sparse over PATHs (default fs/xfs) of a kernel tree with strict kernel
# ID types and fails when an ID type problem (kuid_t/kgid_t/kprojid_t/struct
# kqid) remains.  The tree is never touched: the gate works on a symlink farm
# of it (plus real copies of the files it changes and of --overlay DIR's
# files) and builds with make O=, both kept under
# ${KIDPUSH_CACHE:-~/.cache/kidpush}/gate/<hash of the tree path>/.
# Exit 0: no ID problem (or none new against --baseline), 1: ID problems,
# 2: usage or setup error.  See --help.
set -eu
LC_ALL=C
export LC_ALL
self=$(cd "$(dirname "$0")" && pwd)
root=${KIDPUSH_ROOT:-$(cd "$self/.." && pwd)}

usage() {
	cat <<'EOF'
usage: checks/gate.sh [options] [PATH...]     (also: ./run.sh gate ...)
Strict-type sparse gate: sparse over PATHs (tree-relative directories or .c
files; default fs/xfs) with strict kernel ID types; ID problems fail.
  --tree DIR       kernel tree (default: the bundled tests/sample-tree);
                   never modified
  --overlay DIR    files (same relative paths) that replace the tree's files
                   in the gate's scratch copy
  -j N             parallel jobs (default 2)
  --json FILE      write the JSON report (also the --baseline format)
  --sarif FILE     write a SARIF 2.1.0 report (CI code scanning)
  --baseline FILE  previous JSON report: fail only on new ID problems
  --single-pass    skip the non-strict comparison pass
  --fast           kernel trees: re-run the sparse commands Kbuild ran in an
                   earlier gate run on this tree (no make, no gcc); falls
                   back to make when a file has none
  --keep-noise-quiet  count noise without listing it
  -h, --help       this text
Kernel trees (top Makefile with VERSION/PATCHLEVEL): x86_64_defconfig plus
PATH/Kconfig's tristate options and its QUOTA/ACL bool options (more with
KIDPUSH_GATE_CONFIG="SYM ..."), strict types forced on where the
tree still has CONFIG_UIDGID_STRICT_TYPE_CHECKS (blockers of
UIDGID_CONVERTED for other code disabled, the blocker of the checked code
dropped from a scratch copy of init/Kconfig), then
  make O=... -k C=2 CHECK=checks/sparse-wrap.sh CF='-Wsparse-error
  -fmax-errors=unlimited' PATH/
Other trees (no kernel Makefile, e.g. the sample tree): sparse directly on
PATH's .c files with -Iinclude -D__KERNEL__.
Exit: 0 clean, 1 ID problems, 2 usage/setup error.
EOF
}

die() { echo "gate: $*" >&2; exit 2; }
say() { echo "gate: $*" >&2; }

tree=$root/tests/sample-tree
overlay='' jobs=2 json='' sarif='' baseline='' single=0 noiselist=1 fast=0
paths=
while [ $# -gt 0 ]; do
	case "$1" in
	-h|--help) usage; exit 0 ;;
	--tree|--overlay|-j|--json|--sarif|--baseline)
		[ $# -ge 2 ] || die "$1 needs an argument (see --help)"
		case "$1" in
		--tree) tree=$2 ;; --overlay) overlay=$2 ;; -j) jobs=$2 ;;
		--json) json=$2 ;; --sarif) sarif=$2 ;; --baseline) baseline=$2 ;;
		esac
		shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--single-pass) single=1; shift ;;
	--fast) fast=1; shift ;;
	--keep-noise-quiet) noiselist=0; shift ;;
	--) shift; paths="$paths $*"; break ;;
	-*) echo "gate: unknown option '$1'" >&2; usage >&2; exit 2 ;;
	*) paths="$paths $1"; shift ;;
	esac
done
case "$jobs" in ''|*[!0-9]*|0) die "-j wants a positive number, not '$jobs'" ;; esac

abspath() { # FILE (need not exist; its directory must)
	d=$(dirname "$1"); b=$(basename "$1")
	[ -d "$d" ] || die "no such directory: $d"
	echo "$(cd "$d" && pwd)/$b"
}
[ -d "$tree" ] || die "no such tree: $tree"
tree=$(cd "$tree" && pwd -P)
if [ -n "$overlay" ]; then
	[ -d "$overlay" ] || die "no such overlay directory: $overlay"
	overlay=$(cd "$overlay" && pwd -P)
fi
[ -z "$json" ] || json=$(abspath "$json")
[ -z "$sarif" ] || sarif=$(abspath "$sarif")
if [ -n "$baseline" ]; then
	[ -r "$baseline" ] || die "cannot read baseline $baseline"
	baseline=$(abspath "$baseline")
fi
report=$root/build/kidpush-gate-report
[ -x "$report" ] || die "$report missing: run 'make' (or ./run.sh gate) first"
command -v sparse >/dev/null 2>&1 || die "sparse not installed (apt-get install sparse)"

[ -n "$paths" ] || paths=fs/xfs
for p in $paths; do
	case "$p" in
	/*|..|../*|*/../*|*/..) die "PATH must be relative to the tree: $p" ;;
	esac
	q=${p%/}
	[ -e "$tree/$q" ] || { [ -n "$overlay" ] && [ -e "$overlay/$q" ]; } ||
		die "no such path in $tree: $p"
done
# Headers are checked through the .c files that use them: a .h PATH
# stands for its directory when that directory is built (has a Makefile
# or .c files), otherwise it is skipped.
np=''
for p in $paths; do
	case "$p" in
	*.h)
		d=$(dirname "$p")
		if [ -f "$tree/$d/Makefile" ] || [ -f "$tree/$d/Kbuild" ] ||
			ls "$tree/$d"/*.c >/dev/null 2>&1; then
			p=$d
		else
			say "skipping $p (headers are checked through the .c files under the other PATHs)"
			continue
		fi ;;
	esac
	case " $np " in *" $p "*) ;; *) np="$np $p" ;; esac
done
paths=$np
[ -n "$paths" ] || die "nothing to check: no directory or .c file among the PATHs"
paths_label=$(echo $paths)

is_kernel=0
if [ -f "$tree/Makefile" ] && grep -q '^VERSION = ' "$tree/Makefile" &&
	grep -q '^PATCHLEVEL = ' "$tree/Makefile" && [ -f "$tree/init/Kconfig" ]; then
	is_kernel=1
fi

# ---- scratch: cache dir keyed by the tree path, lock, symlink farm ----
cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}/gate
mkdir -p "$cache" || die "cannot create $cache"
# One build directory per tree (the configuration is re-made when the
# options the paths need change); runs on the same tree take turns (flock).
key=$(printf '%s\n%s\n' "gate-v1" "$tree" | sha1sum | cut -c1-16)
if [ $is_kernel = 1 ]; then
	work=$cache/$key
	mkdir -p "$work"
	printf '%s\n' "$tree" >"$work/key.txt"
	exec 9>"$work/lock"
	if command -v flock >/dev/null 2>&1; then
		flock -w 3600 9 || die "could not lock $work/lock"
	fi
	cleanup_work=
else
	work=$(mktemp -d "$cache/plain.XXXXXX")
	cleanup_work=$work
fi
src=$work/src obj=$work/obj log=$work/log
cleanup() { [ -z "$cleanup_work" ] || rm -rf "$cleanup_work"; }
trap cleanup EXIT
trap 'exit 2' INT TERM HUP

t0=$(date +%s)
rm -rf "$src" "$log"
mkdir -p "$src" "$obj" "$log/strict" "$log/nonstrict" "$work/tmp"
# The farm is shallow: one symlink per entry of the tree's top directory;
# a directory becomes real (with symlinks to its entries) only where the
# gate places a file of its own.  Nothing is ever written through a link.
for e in "$tree"/* "$tree"/.[!.]*; do
	[ -e "$e" ] || [ -L "$e" ] || continue
	case "${e##*/}" in .git|.pc|.config|.config.old) continue ;; esac
	ln -s "$e" "$src/" || die "cannot build the symlink farm in $src"
done
materialize() { # DIR (tree-relative): make $src/DIR a real directory
	[ -n "$1" ] && [ "$1" != . ] || return 0
	materialize "$(dirname "$1")"
	if [ -L "$src/$1" ]; then
		rm -f "$src/$1"
		mkdir "$src/$1"
		for e in "$tree/$1"/* "$tree/$1"/.[!.]*; do
			[ -e "$e" ] || [ -L "$e" ] || continue
			ln -s "$e" "$src/$1/"
		done
	elif [ ! -e "$src/$1" ]; then
		mkdir "$src/$1"
	fi
}
# Put a file of our own at REL (content from FILE), never through a link.
place() { # REL FILE
	materialize "$(dirname "$1")"
	rm -f "$src/$1"
	cp "$2" "$src/$1" || die "cannot place $1 in the scratch copy"
}
# An in-tree build would make "make O=" refuse the farm ("not clean").
for g in include/config include/generated "$tree"/arch/*/include/generated; do
	g=${g#"$tree"/}
	if [ -e "$tree/$g" ]; then
		materialize "$(dirname "$g")"
		rm -rf "${src:?}/$g"
	fi
done
if [ -n "$overlay" ]; then
	n=0
	for f in $(cd "$overlay" && find . -type f | sed 's|^\./||'); do
		place "$f" "$overlay/$f"
		n=$((n + 1))
	done
	say "overlay: $n file(s) from $overlay"
fi

# Replace a file of the farm by new content (from stdin), keeping the
# original's timestamp so cached builds stay valid.
rewrite() { # REL
	tmp=$work/tmp/rewrite.$$
	cat >"$tmp"
	if [ -e "$src/$1" ]; then touch -r "$src/$1" "$tmp"; fi
	materialize "$(dirname "$1")"
	rm -f "$src/$1"
	mv "$tmp" "$src/$1"
}

run_report() { # extra report args...
	set -- "$@" --gcc-log "$log/make.log"
	[ -z "$json" ] || set -- "$@" --json "$json"
	[ -z "$sarif" ] || set -- "$@" --sarif "$sarif"
	[ -z "$baseline" ] || set -- "$@" --baseline "$baseline"
	[ $noiselist = 1 ] || set -- "$@" --no-noise-list
	rc=0
	"$report" --strict-dir "$log/strict" --root "$src" --src "$src" \
		--tree "$tree" --paths "$paths_label" "$@" || rc=$?
	return $rc
}

# ---------------------------- plain trees ----------------------------
if [ $is_kernel = 0 ]; then
	cd "$src"
	files=$(for p in $paths; do find -L "${p%/}" -name '*.c' -type f; done | LC_ALL=C sort -u)
	[ -n "$files" ] || die "no .c files under: $paths_label"
	set -- -D__KERNEL__ -Wsparse-error -fmax-errors=unlimited
	for d in include arch/x86/include; do [ -d "$d" ] && set -- "$@" -I"$d"; done
	mode="sparse on the files (no kernel Makefile), single pass"
	twopass=0
	if [ $single = 0 ] && grep -Rqs 'CONFIG_UIDGID_STRICT_TYPE_CHECKS' include; then
		twopass=1
		mode="sparse on the files (no kernel Makefile), strict (-DCONFIG_UIDGID_STRICT_TYPE_CHECKS) vs non-strict"
	elif grep -Rqs 'CONFIG_UIDGID_STRICT_TYPE_CHECKS' include; then
		mode="sparse on the files (no kernel Makefile), strict, single pass"
	fi
	say "$tree has no kernel Makefile: $mode"
	: >"$log/make.log"
	for f in $files; do
		name=$(echo "$f" | sed 's|/|%|g')
		if grep -Rqs 'CONFIG_UIDGID_STRICT_TYPE_CHECKS' include; then
			sparse "$@" -DCONFIG_UIDGID_STRICT_TYPE_CHECKS=1 "$f" \
				>"$log/strict/$name.log" 2>&1 || true
		else
			sparse "$@" "$f" >"$log/strict/$name.log" 2>&1 || true
		fi
		if [ $twopass = 1 ]; then
			sparse "$@" "$f" >"$log/nonstrict/$name.log" 2>&1 || true
		fi
	done
	set --
	[ $twopass = 0 ] || set -- --nonstrict-dir "$log/nonstrict"
	rc=0
	run_report --cwd "$src" --mode "$mode" "$@" || rc=$?
	say "done in $(( $(date +%s) - t0 ))s"
	exit $rc
fi

# ---------------------------- kernel trees ----------------------------
cd "$src"
shims=""
arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=x86_64 ;; *) die "only x86_64 hosts are supported (got $arch)" ;; esac
defconfig=x86_64_defconfig
[ -f arch/x86/configs/$defconfig ] || die "no arch/x86/configs/$defconfig in $tree"

# Shim 1: 3.x compiler-gcc.h includes compiler-gcc<__GNUC__>.h, which does
# not exist for gcc 12 (sparse defines __GNUC__ like the gcc it was built
# with).  Add it to the farm, including the newest header the tree has.
if grep -q 'gcc_header(__GNUC__)' include/linux/compiler-gcc.h 2>/dev/null; then
	for major in $(gcc -dumpversion | cut -d. -f1) \
		$(echo | sparse -E -dM - 2>/dev/null | sed -n 's/^#define __GNUC__ //p'); do
		[ -e include/linux/compiler-gcc$major.h ] && continue
		base=
		for c in include/linux/compiler-gcc4.h include/linux/compiler-gcc5.h; do
			[ -e "$c" ] && base=${c##*/}
		done
		[ -n "$base" ] || die "old compiler-gcc.h scheme but no compiler-gcc4.h"
		printf '#include <linux/%s>\n' "$base" | rewrite include/linux/compiler-gcc$major.h
		touch -r include/linux/compiler-gcc.h include/linux/compiler-gcc$major.h
		shims="$shims include/linux/compiler-gcc$major.h(->$base)"
	done
fi
# Shim 2: gcc 12 builds PIE by default; trees before -fno-PIE handling
# (4.10) need KCFLAGS=-fno-pie.
kcflags=
if gcc -v 2>&1 | grep -q -- '--enable-default-pie' && ! grep -q 'fno-PIE' Makefile; then
	kcflags=-fno-pie
	shims="$shims KCFLAGS=-fno-pie"
fi
[ -z "$shims" ] || say "old tree under gcc $(gcc -dumpversion): shims in the scratch copy only:$shims"

mk() { make -C "$src" O="$obj" ${kcflags:+KCFLAGS=$kcflags} "$@"; }

# Configuration: defconfig + what PATHs need + strict ID types.
want=""
for p in $paths; do
	d=${p%/}; [ -d "$d" ] || d=$(dirname "$d")
	[ -f "$d/Kconfig" ] || continue
	# the tristate options (the code itself) and the bool options that
	# carry ID handling (quota, ACLs); KIDPUSH_GATE_CONFIG adds more.
	for s in $(awk '/^[ \t]*(menu)?config[ \t]/ { sym = $2; next }
		sym != "" && /^[ \t]*tristate/ { print sym; sym = ""; next }
		sym != "" && /^[ \t]*bool/ { if (sym ~ /QUOTA|ACL/) print sym; sym = ""; next }' "$d/Kconfig"); do
		case "$s" in *DEBUG*) continue ;; esac
		case " $want " in *" $s "*) ;; *) want="$want $s" ;; esac
	done
done
for s in ${KIDPUSH_GATE_CONFIG:-}; do
	case " $want " in *" $s "*) ;; *) want="$want $s" ;; esac
done
strict=none
if grep -q '^config UIDGID_STRICT_TYPE_CHECKS' init/Kconfig; then
	strict=switch
elif grep -qs 'typedef struct' include/linux/uidgid.h; then
	strict=always
fi
disable='' dropped=''
if [ $strict = switch ]; then
	blockers=$(sed -n '/^config UIDGID_CONVERTED/,/^config /s/^[ 	]*depends on[ 	]*\([A-Za-z0-9_]*\)[ 	]*=[ 	]*n[ 	]*$/\1/p' init/Kconfig)
	for b in $blockers; do
		mine=0
		for p in $paths; do
			d=${p%/}; [ -d "$d" ] || d=$(dirname "$d")
			if grep -qs "^[ 	]*config[ 	]*${b}[ 	]*\$" "$d/Kconfig" ||
				grep -qs "CONFIG_$b\\b" "$d/Makefile"; then mine=1; fi
		done
		if [ $mine = 1 ]; then dropped="$dropped $b"; else disable="$disable $b"; fi
	done
	if [ -n "$dropped" ]; then
		sedexp=""
		for b in $dropped; do sedexp="$sedexp/^[ 	]*depends on[ 	]*${b}[ 	]*=[ 	]*n[ 	]*\$/d;"; done
		sed "/^config UIDGID_CONVERTED/,/^config /{$sedexp}" init/Kconfig | rewrite init/Kconfig
	fi
	say "strict ID types: CONFIG_UIDGID_STRICT_TYPE_CHECKS=y; init/Kconfig (scratch copy) without 'depends on X = n' for:${dropped:- none}; disabled in .config:${disable:- none}"
elif [ $strict = always ]; then
	say "strict ID types: kuid_t is always a struct in this tree (nothing to switch)"
else
	say "warning: this tree has no strict ID types (no struct kuid_t); only diagnostics naming ID types count"
fi

cfgsig=$(printf '%s|%s|%s|%s|%s\n' "$want" "$disable" "$dropped" "$kcflags" "$strict" | sha1sum | cut -c1-16)
mkdir -p "$obj"
if [ ! -f "$obj/.config" ] || [ "$(cat "$obj/.kidpush-config" 2>/dev/null)" != "$cfgsig" ]; then
	rm -rf "$obj"; mkdir -p "$obj"
	mk -s $defconfig >"$log/config.log" 2>&1 || { tail -n 20 "$log/config.log" >&2; die "make $defconfig failed"; }
	set --
	for s in $want; do set -- "$@" -e "$s"; done
	for s in $disable; do set -- "$@" -d "$s"; done
	[ $strict != switch ] || set -- "$@" -e UIDGID_STRICT_TYPE_CHECKS
	[ $# = 0 ] || scripts/config --file "$obj/.config" "$@" ||
		die "scripts/config failed"
	mk -s olddefconfig >>"$log/config.log" 2>&1 || { tail -n 20 "$log/config.log" >&2; die "make olddefconfig failed"; }
	echo "$cfgsig" >"$obj/.kidpush-config"
else
	say "reusing the configured build directory $obj"
fi
if [ $strict = switch ] && ! grep -q '^CONFIG_UIDGID_STRICT_TYPE_CHECKS=y' "$obj/.config"; then
	rm -f "$obj/.kidpush-config"
	die "could not enable CONFIG_UIDGID_STRICT_TYPE_CHECKS (still blocked; see $obj/.config)"
fi
on=""
for s in $want; do grep -q "^CONFIG_$s=[ym]" "$obj/.config" && on="$on $s"; done
say "config: $defconfig +${on:- (nothing)}"

mk -s -j"$jobs" prepare >"$log/prepare.log" 2>&1 ||
	{ tail -n 30 "$log/prepare.log" >&2; die "make prepare failed (log: $log/prepare.log)"; }
t1=$(date +%s)

twopass=0
nsdir=
if [ $strict = switch ] && [ $single = 0 ]; then
	twopass=1
	nsdir=$obj/.kidpush-nonstrict
	mkdir -p "$nsdir/generated"
	grep -v 'CONFIG_UIDGID_STRICT_TYPE_CHECKS' "$obj/include/generated/autoconf.h" \
		>"$nsdir/generated/autoconf.h"
fi

cmds=$obj/.kidpush-cmds
mkdir -p "$cmds"
# --fast: replay the sparse commands Kbuild ran last time for these paths
# (no make, no gcc) when every checked .c file has one.
replay=0
if [ $fast = 1 ]; then
	replay=1
	: >"$log/replay.list"
	for p in $paths; do
		q=${p%/}
		pref=$(printf '%s' "$src/$q" | sed 's|^/||; s|/|%|g')
		if [ -d "$q" ]; then set -- "$cmds/$pref%"*.args; else set -- "$cmds/$pref.args"; fi
		[ -e "$1" ] || { replay=0; break; }
		for a in "$@"; do
			f=$(tr '\0' '\n' <"$a" | tail -n 1)
			[ -e "$f" ] && echo "$a" >>"$log/replay.list"
		done
		# a file or Makefile the last build did not see: use make
		if [ -n "$overlay" ] && [ -e "$overlay/$q" ]; then
			for f in $(cd "$overlay" && find "$q" -name '*.c' -o -name Makefile -o -name Kbuild -o -name Kconfig); do
				case "$f" in
				*.c) [ -e "$cmds/$(printf '%s' "$src/$f" | sed 's|^/||; s|/|%|g').args" ] || replay=0 ;;
				*) replay=0 ;;
				esac
			done
		fi
	done
	[ $replay = 1 ] || say "--fast: no recorded sparse commands for all of $paths_label yet; running make"
fi
rc=0
if [ $replay = 1 ]; then
	(cd "$obj" && KIDPUSH_GATE_LOG=$log KIDPUSH_GATE_NONSTRICT=$nsdir \
		xargs -P "$jobs" -n 1 "$self/sparse-wrap.sh" --replay <"$log/replay.list") \
		>"$log/make.log" 2>&1 || rc=$?
	: >"$log/make.log"	# no gcc diagnostics in this mode
else
	targets=""
	for p in $paths; do
		q=${p%/}
		if [ -d "$q" ]; then
			rm -rf "${obj:?}/$q"	# recompile: same gcc diagnostics every run
			targets="$targets $q/"
		else
			case "$q" in *.c) ;; *) die "PATH must be a directory or a .c file: $p" ;; esac
			rm -f "$obj/${q%.c}.o"
			targets="$targets ${q%.c}.o"
		fi
	done
	KIDPUSH_GATE_LOG=$log KIDPUSH_GATE_NONSTRICT=$nsdir KIDPUSH_GATE_CMDS=$cmds \
		mk -k -j"$jobs" C=2 CHECK="$self/sparse-wrap.sh" \
		CF='-Wsparse-error -fmax-errors=unlimited' $targets >"$log/make.log" 2>&1 || rc=$?
fi
t2=$(date +%s)
nlogs=$(ls "$log/strict" | wc -l)
if [ "$nlogs" = 0 ]; then
	tail -n 30 "$log/make.log" >&2
	die "sparse checked nothing under $paths_label (make exit $rc; log: $log/make.log)"
fi
say "sparse checked $nlogs file(s); configure+prepare $((t1 - t0))s, check $((t2 - t1))s (make exit $rc; logs: $log)"
case $strict in
switch) mode="kernel tree, CONFIG_UIDGID_STRICT_TYPE_CHECKS forced on" ;;
always) mode="kernel tree, kuid_t always strict" ;;
*) mode="kernel tree without strict ID types" ;;
esac
[ -z "$shims" ] || mode="$mode; shims:$shims"
[ $replay = 0 ] || mode="$mode; --fast: recorded sparse commands replayed, no gcc"
set --
if [ $twopass = 1 ]; then
	mode="$mode; ID problem = added by strict types (vs a non-strict sparse pass) or names an ID type"
	set -- --nonstrict-dir "$log/nonstrict"
else
	mode="$mode; ID problem = names an ID type or a removed member"
fi
rc=0
run_report --cwd "$obj" --mode "$mode" "$@" || rc=$?
exit $rc
