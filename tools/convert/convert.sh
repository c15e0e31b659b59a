#!/bin/sh
# tools/convert/convert.sh — ./run.sh convert: one kuid_t/kgid_t conversion
# patch per filesystem, from the ID type inference's plan and the cocci/kuid
# rules, emitted by the series driver (build/kidpush-series).  See --help and
# doc/convert.md.
set -eu
LC_ALL=C
export LC_ALL
self=$(cd "$(dirname "$0")" && pwd)
root=${KIDPUSH_ROOT:-$(cd "$self/../.." && pwd)}

usage() {
	cat <<'EOF'
usage: ./run.sh convert [options] [PATH...]
Convert filesystems (tree-relative directories, default fs/kidfs) from raw
uid_t/gid_t to kuid_t/kgid_t: one patch per PATH ("FS: Convert to kuid_t and
kgid_t") and a cover letter, written by the series driver.
  --tree DIR     kernel tree (default: the bundled tests/sample-tree); never
                 modified
  --build DIR    prepared kernel build (flags for the inference and the audit)
  --out DIR      output directory (default: patches/convert), replaced
                 atomically
  --plan FILE    use this plan (doc/plan-format.md) instead of running
                 build/kidpush-infer
  -j N           parallel workers (default: number of cores)
  --gate         run the strict-type gate per filesystem before and after;
                 a filesystem whose gate is clean after gets its
                 "depends on FS = n" blocker of UIDGID_CONVERTED dropped in its
                 patch; exit 1 when a gate is not clean after
  --keep-going   exit 0 even when files were skipped (by the inference,
                 which could not parse them, or by spatch)
  --signoff      add Signed-off-by: (KIDPUSH_AUTHOR, default "kidpush convert")
  -q             quiet
Author and date of the patches: $KIDPUSH_AUTHOR, $KIDPUSH_DATE (default: the
tree's HEAD commit date), so that reruns are byte-identical.
Exit: 0 ok, 1 files skipped or a gate not clean (--gate), 2 bad input or
setup error, 130 interrupted.
EOF
}

die() { echo "convert: $*" >&2; exit 2; }
say() { [ "$quiet" = 1 ] || echo "convert: $*" >&2; }

tree=$root/tests/sample-tree build='' out=$root/patches/convert plan='' jobs=''
gate=0 keep=0 signoff=0 quiet=0 paths='' inferskip=0
while [ $# -gt 0 ]; do
	case "$1" in
	-h|--help) usage; exit 0 ;;
	--tree|--build|--out|--plan|-j)
		[ $# -ge 2 ] || die "$1 needs an argument (see --help)"
		case "$1" in
		--tree) tree=$2 ;; --build) build=$2 ;; --out) out=$2 ;;
		--plan) plan=$2 ;; -j) jobs=$2 ;;
		esac
		shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--gate) gate=1; shift ;;
	--keep-going) keep=1; shift ;;
	--signoff) signoff=1; shift ;;
	-q|--quiet) quiet=1; shift ;;
	--) shift; break ;;
	-*) echo "convert: unknown option '$1'" >&2; usage >&2; exit 2 ;;
	*) paths="$paths $1"; shift ;;
	esac
done
for p in "$@"; do paths="$paths $p"; done
[ -n "$paths" ] || paths=fs/kidfs
case "$jobs" in '') ;; *[!0-9]*|0) die "-j wants a positive number, not '$jobs'" ;; esac
[ -d "$tree" ] || die "no such tree: $tree"
tree=$(cd "$tree" && pwd -P)
[ -z "$build" ] || { [ -d "$build" ] || die "no such build directory: $build"; build=$(cd "$build" && pwd -P); }
if [ -n "$plan" ]; then
	[ -r "$plan" ] || die "cannot read the plan $plan"
	plan=$(cd "$(dirname "$plan")" && pwd -P)/$(basename "$plan")
fi
for p in $paths; do
	case "$p" in
	/*|..|../*|*/../*|*/..) die "PATH must be relative to the tree: $p" ;;
	esac
	[ -d "$tree/${p%/}" ] || die "no such directory in $tree: $p"
	case "$(cd "$tree/${p%/}" && pwd -P)/" in
	"$tree"/*) ;;
	*) die "PATH leaves the tree: $p" ;;
	esac
done
case "$out" in /*) ;; *) out=$(pwd)/$out ;; esac
outdir=$(dirname "$out")
mkdir -p "$outdir" || die "cannot create $outdir"
case "$(cd "$outdir" && pwd -P)/" in
"$tree"/*) die "--out must not be inside the tree" ;;
esac
# directories whose Kconfig blocker a PATH needs dropped (fs/9p: net/9p)
# are converted, audited and gated with it (one step)
comp=$(python3 "$self/convert.py" companions --tree "$tree" $paths) || die "cannot read the Kconfig files of $tree"
allpaths=$paths
for d in $comp; do allpaths="$allpaths $d"; done
[ -z "$comp" ] || say "converted and checked with their filesystem: $(echo $comp)"
series=$root/build/kidpush-series
[ -x "$series" ] || die "$series missing: run 'make' (or ./run.sh convert)"
command -v python3 >/dev/null 2>&1 || die "python3 not installed"

cache=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}/convert
mkdir -p "$cache" || die "cannot create $cache"
work=$(mktemp -d "${TMPDIR:-/tmp}/kidpush-convert.XXXXXX") || die "cannot create a work directory"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 2' TERM HUP

# 0. a kernel tree without a build of its own: the shared preparer makes (and
# caches) one, on a shallow symlink farm with the release's shims; the
# inference and the audit take their flags (and so the shimmed include
# directories) from it (headers named by their farm path in the plan are
# mapped back to the tree by convert.py)
if [ -z "$build" ] && [ -f "$tree/Makefile" ] && [ -f "$tree/Kconfig" ] && [ -d "$tree/arch" ] &&
	[ ! -f "$tree/include/generated/autoconf.h" ]; then
	set -- --tree "$tree"
	for p in $allpaths; do set -- "$@" --path "$p"; done
	[ -z "$jobs" ] || set -- "$@" -j "$jobs"
	[ "$quiet" = 0 ] || set -- "$@" -q
	say "preparing a kernel build (tools/kbuild/prepare.sh, cached)"
	rc=0
	"$root/tools/kbuild/prepare.sh" "$@" >"$work/prepare.out" || rc=$?
	case $rc in 0) ;; 130) exit 130 ;; *) die "the kernel build could not be prepared (tools/kbuild/prepare.sh exit $rc)" ;; esac
	build=$(sed -n 's/^build=//p' "$work/prepare.out" | head -n 1)
	[ -d "$build" ] || die "the preparer gave no build directory"
fi

# 1. the plan
if [ -z "$plan" ]; then
	infer=$root/build/kidpush-infer
	[ -x "$infer" ] || die "no plan: pass --plan FILE (build/kidpush-infer is not built)"
	set -- --tree "$tree" --plan "$work/plan.json"
	[ -z "$build" ] || set -- "$@" --build "$build"
	[ -z "$jobs" ] || set -- "$@" -j "$jobs"
	[ "$quiet" = 0 ] || set -- "$@" -q
	say "inferring ID types:$allpaths"
	rc=0
	# shellcheck disable=SC2086
	"$infer" "$@" $allpaths || rc=$?
	case $rc in
	0) ;;
	1) echo "convert: kidpush-infer could not parse some files (\"skipped\" in the plan)" >&2
	   inferskip=1 ;;
	130) exit 130 ;;
	*) die "kidpush-infer failed (exit $rc)" ;;
	esac
	plan=$work/plan.json
fi
# shellcheck disable=SC2086
python3 "$self/convert.py" prepare --tree "$tree" --plan "$plan" --rules "$root/cocci/kuid" \
	--work "$work" --cache "$cache" $paths >"$work/planfile" || exit 2

# 2. numbers before: audit (and the strict gate with --gate)
audit=$root/build/kidpush-audit
stats=$work/stats
: >"$stats"
count_audit() { # TREE LABEL
	rc=0 label=$2
	set -- --tree "$1" -q --json "$work/audit-$label.json"
	[ -z "$build" ] || set -- "$@" --build "$build"
	[ -z "$jobs" ] || set -- "$@" -j "$jobs"
	# shellcheck disable=SC2086
	"$audit" "$@" $allpaths >/dev/null 2>"$work/audit-$label.log" || rc=$?
	[ $rc != 130 ] || exit 130
	for p in $allpaths; do
		if [ $rc -le 1 ]; then
			printf '%s audit-%s %s\n' "${p%/}" "$label" \
				"$(python3 "$self/convert.py" audit-count --json "$work/audit-$label.json" --path "$p")" >>"$stats"
		fi
	done
}
count_gate() { # LABEL [--overlay DIR]: one gate run over every PATH (the
	# checked filesystems' blockers dropped together), counted per PATH
	label=$1; shift
	rc=0
	# shellcheck disable=SC2086
	"$root/checks/gate.sh" --tree "$tree" "$@" --json "$work/gate-$label.json" $allpaths \
		>"$work/gate-$label.log" 2>&1 || rc=$?
	case $rc in
	0|1) for p in $allpaths; do
		printf '%s gate-%s %s\n' "${p%/}" "$label" \
			"$(python3 "$self/convert.py" gate-count --json "$work/gate-$label.json" --path "$p")" >>"$stats"
	     done ;;
	130) exit 130 ;;
	*) echo "convert: the gate failed (exit $rc), see its log:" >&2
	   tail -n 5 "$work/gate-$label.log" >&2 ;;
	esac
}
if [ -x "$audit" ]; then say "audit before"; count_audit "$tree" before; fi
if [ $gate = 1 ]; then say "strict gate before"; count_gate before; fi

# 3. pass 1: the conversion alone, to measure the result
run_series() { # MANIFEST OUT
	set -- --tree "$tree" --series "$1" --out "$2" -q
	[ -z "$jobs" ] || set -- "$@" -j "$jobs"
	[ $keep = 0 ] || set -- "$@" --keep-going
	rc=0
	"$series" "$@" || rc=$?
	case $rc in 0|1) return $rc ;; 130) exit 130 ;; *) die "the series driver failed (exit $rc)" ;; esac
}
set --
[ $signoff = 0 ] || set -- --signoff
mkdir "$work/m1"
cp "$work/kuid.cocci" "$work/m1/"
python3 "$self/convert.py" manifest --work "$work" --tree "$tree" --out "$work/m1/series" "$@" || exit 2
say "converting:$paths"
rc1=0
run_series "$work/m1/series" "$work/out1" || rc1=$?

# 4. the converted files: an overlay for the gate, a symlink farm for the audit
ov=$work/overlay
mkdir "$ov"
for pf in "$work"/out1/0*.patch; do
	[ -e "$pf" ] || continue
	case "$pf" in */0000-cover-letter.patch) continue ;; esac
	GIT_CEILING_DIRECTORIES=$work git apply --numstat "$pf" | cut -f3- >>"$work/touched"
done
if [ -s "$work/touched" ]; then
	LC_ALL=C sort -u "$work/touched" | while IFS= read -r f; do
		mkdir -p "$ov/$(dirname "$f")"
		cp "$tree/$f" "$ov/$f"
	done
	for pf in "$work"/out1/0*.patch; do
		case "$pf" in */0000-cover-letter.patch) continue ;; esac
		(cd "$ov" && GIT_CEILING_DIRECTORIES=$work git apply "$pf") || die "cannot apply $(basename "$pf") to the overlay"
	done
fi
if [ -x "$audit" ]; then
	say "audit after"
	farm=$work/farm
	cp -as "$tree" "$farm" 2>/dev/null || die "cannot build the symlink farm for the audit"
	if [ -s "$work/touched" ]; then
		LC_ALL=C sort -u "$work/touched" | while IFS= read -r f; do
			rm -f "$farm/$f"; cp "$ov/$f" "$farm/$f"
		done
	fi
	count_audit "$farm" after
fi
if [ $gate = 1 ]; then say "strict gate after"; count_gate after --overlay "$ov"; fi

# 5. pass 2: the series with the numbers and the Kconfig blockers of clean filesystems
# (the manifest's path is named in the cover letter: content-addressed, so
# that a rerun is byte-identical)
[ ! -f "$work/gate-after.json" ] || set -- "$@" --gate-json "$work/gate-after.json"
python3 "$self/convert.py" manifest --work "$work" --tree "$tree" --out "$work/series2" \
	--stats "$stats" "$@" || exit 2
m2=$cache/manifest-$(cat "$work/series2" "$work/kuid.cocci" | sha256sum | cut -c1-16)
if [ ! -f "$m2/series" ] || ! cmp -s "$m2/series" "$work/series2" || ! cmp -s "$m2/kuid.cocci" "$work/kuid.cocci"; then
	rm -rf "$m2" "$m2.tmp.$$"
	mkdir "$m2.tmp.$$" && cp "$work/series2" "$m2.tmp.$$/series" && cp "$work/kuid.cocci" "$m2.tmp.$$/" &&
		mv "$m2.tmp.$$" "$m2" || die "cannot write $m2"
fi
rc=0
run_series "$m2/series" "$out" || rc=$?
[ "$quiet" = 1 ] || sed 's/^/  /' "$stats" >&2
# No patch means no cover letter: what the plan lists goes to stderr instead.
if [ $rc = 0 ] && ! ls "$out"/0001-* >/dev/null 2>&1; then
	echo "convert: no patch: the plan has nothing the rules rewrite in$allpaths" >&2
	python3 "$self/convert.py" listed --work "$work" >&2 || true
fi
# files the inference did not read: not looked at, so not "ok" (unless --keep-going)
if [ $inferskip = 1 ] && [ $keep = 0 ] && [ $rc = 0 ]; then
	echo "convert: exit 1: the inference skipped files it could not parse (--keep-going: exit 0)" >&2
	rc=1
fi
if [ $gate = 1 ]; then
	while read -r p what n; do
		[ "$what" = gate-after ] || continue
		[ "$n" = 0 ] || { echo "convert: $p: the strict gate still reports $n ID problems" >&2; rc=1; }
	done <"$stats"
fi
exit $rc
