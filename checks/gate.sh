#!/bin/sh
# checks/gate.sh — the strict-type sparse gate of kidpush.
#
#   checks/gate.sh [--tree DIR] [--overlay DIR] [-j N] [--json FILE]
#                  [--sarif FILE] [--baseline FILE] [--single-pass] [PATH...]
#
# Runs sparse over PATHs (default fs/xfs) of a kernel tree with strict kernel
# ID types and fails when an ID type problem (kuid_t/kgid_t/kprojid_t/struct
# kqid) remains, or when a file the PATHs build was not checked.  The tree is
# never touched.  This file reads the options and dispatches:
#   gate-kernel.sh  kernel trees: the build prepared by tools/kbuild/prepare.sh
#                   (farm, shims, configuration), Kbuild with CHECK=, and the
#                   per-file check that everything Kbuild builds was checked
#   gate-plain.sh   other trees (the sample tree): sparse on the files
# Exit 0: no ID problem (or none new against --baseline), 1: ID problems,
# 2: usage or setup error, or a requested file was not checked.  See --help.
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
Kernel trees (top Makefile with VERSION/PATCHLEVEL): the build comes from
tools/kbuild/prepare.sh --strict (x86_64_defconfig plus what the PATHs need,
with their Kconfig dependencies; shims for old releases; more symbols with
KIDPUSH_GATE_CONFIG="SYM ..."); where the tree still has
CONFIG_UIDGID_STRICT_TYPE_CHECKS it is on, the UIDGID_CONVERTED blockers of
the checked code dropped from a scratch init/Kconfig (a blocker that guards
a whole directory, e.g. NET_9P for fs/9p, adds that directory to the PATHs)
and the others disabled; then
  make O=... -k C=2 CHECK=checks/sparse-wrap.sh CF='-Wsparse-error
  -fmax-errors=unlimited' PATH/
and every .c file Kbuild builds for the PATHs (its own `make -n` list) must
have been checked by sparse; a PATH that builds nothing, or a file not
checked, is listed and the gate exits 2.
Other trees (no kernel Makefile, e.g. the sample tree): sparse directly on
every .c file under the PATHs with -Iinclude -D__KERNEL__.
Exit: 0 clean, 1 ID problems, 2 usage/setup error or something not checked.
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

# A report file we could not write is found now, not after the run.
outfile() { # OPTION FILE -> absolute FILE
	_d=$(dirname "$2")
	[ -d "$_d" ] || die "$1 $2: no such directory: $_d"
	[ ! -d "$2" ] || die "$1 $2: is a directory"
	if [ -e "$2" ] && [ ! -f "$2" ]; then # /dev/null, a FIFO: written in place
		[ -w "$2" ] || die "$1 $2: file is not writable"
	else
		[ -w "$_d" ] || die "$1 $2: directory $_d is not writable"
		[ ! -e "$2" ] || [ -w "$2" ] || die "$1 $2: file is not writable"
	fi
	echo "$(cd "$_d" && pwd)/$(basename "$2")"
}
[ -d "$tree" ] || die "no such tree: $tree"
tree=$(cd "$tree" && pwd -P)
if [ -n "$overlay" ]; then
	[ -d "$overlay" ] || die "no such overlay directory: $overlay"
	overlay=$(cd "$overlay" && pwd -P)
fi
[ -z "$json" ] || json=$(outfile --json "$json")
[ -z "$sarif" ] || sarif=$(outfile --sarif "$sarif")
if [ -n "$baseline" ]; then
	[ -r "$baseline" ] && [ -f "$baseline" ] || die "cannot read baseline $baseline"
	baseline=$(cd "$(dirname "$baseline")" && pwd)/$(basename "$baseline")
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
	p=${p%/}
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
paths=${np# }
[ -n "$paths" ] || die "nothing to check: no directory or .c file among the PATHs"

# a kernel tree: tools/kbuild's one test (kb-tree.c), shared with the
# preparer, the audit and convert
[ -x "$root/build/kidpush-kbuild" ] || die "build/kidpush-kbuild is not built (make build-checks)"
is_kernel=0
if "$root/build/kidpush-kbuild" is-tree "$tree"; then is_kernel=1; fi

cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}/gate
mkdir -p "$cache" || die "cannot create $cache"
run=$(mktemp -d "$cache/run.XXXXXX")
log=$run/log
mkdir -p "$log/strict" "$log/nonstrict"
: >"$log/checked.list"
: >"$log/make.log"
restore_overlay=:
cleanup() { $restore_overlay; rm -rf "$run"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
t0=$(date +%s)

# run_report --mode TEXT --cwd DIR --src DIR [report args]: the classifier,
# with the per-file lists the run wrote under $run.
run_report() {
	set -- "$@" --gcc-log "$log/make.log" --strict-dir "$log/strict" \
		--tree "$tree" --paths "$paths"
	for p in $paths; do set -- "$@" --path "$p"; done
	[ ! -f "$run/checked" ] || set -- "$@" --checked "$run/checked"
	[ ! -f "$run/unchecked" ] || set -- "$@" --unchecked "$run/unchecked"
	[ ! -f "$run/notbuilt" ] || set -- "$@" --not-built "$run/notbuilt"
	[ -z "$json" ] || set -- "$@" --json "$json"
	[ -z "$sarif" ] || set -- "$@" --sarif "$sarif"
	[ -z "$baseline" ] || set -- "$@" --baseline "$baseline"
	[ $noiselist = 1 ] || set -- "$@" --no-noise-list
	rc=0
	"$report" "$@" || rc=$?
	return $rc
}

. "$self/gate-canary.sh"
if [ $is_kernel = 1 ]; then
	. "$self/gate-kernel.sh"
else
	. "$self/gate-plain.sh"
fi
