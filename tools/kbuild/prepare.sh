#!/bin/sh
# tools/kbuild/prepare.sh — the kernel-build preparer of kidpush (shared by
# the gate, the audit and convert).
#
#   tools/kbuild/prepare.sh --tree DIR [--path P]... [--sym SYM]... [--strict]
#                           [--base defconfig|allmodconfig] [--overlay DIR]
#                           [--compdb] [--module DIR] [-j N] [-q]
#
# Creates, or reuses from its cache, a configured and prepared `make O=`
# build of the kernel tree DIR for the local compiler: a symlink farm of the
# tree (the tree is never modified) carrying the shims the release needs
# (shims.sh), a build directory configured for what the PATHs need
# (config.sh), `make prepare scripts` done.  Prints on stdout, one per line:
#   src=FARM  build=O=DIR  shims=LIST(comma separated)  base=CONFIG
#   want=SYMS  unmet=SYMS  strict=switch|always|none|off  dropped=SYMS
#   disabled=SYMS  absent=SYMS  blocker_dirs=DIRS  cached=yes|no  key=KEY
#   lock=FILE
# Build with:  make -C FARM O=BUILD ...   (hold `flock LOCK` while building).
# Exit 0 ok, 2 bad input or the build could not be prepared, 130 interrupted.
set -eu
LC_ALL=C
export LC_ALL
kb=$(cd "$(dirname "$0")" && pwd -P)

usage() {
	sed -n '2,18s/^# \{0,1\}//p' "$0"
	cat <<'EOF'
Options:
  --tree DIR     kernel tree (read only)
  --path P       tree-relative directory or file to configure for (repeatable)
  --sym SYM      one more Kconfig symbol to enable (repeatable)
  --strict       strict kernel ID types: CONFIG_UIDGID_STRICT_TYPE_CHECKS=y
                 where the tree has the switch; the UIDGID_CONVERTED
                 blockers the request needs dropped, the others disabled
  --base NAME    defconfig (x86_64_defconfig, the default) or allmodconfig
  --overlay DIR  files (same relative paths) placed over the tree's in the
                 farm before configuring (part of the cache key; for
                 overlays that change Kconfig or Makefiles)
  --compdb       also BUILD/compile_commands.json: Kbuild's own compile
                 command for every .c file under the PATHs (a dry run of
                 DIR/x.o, built or not by the configuration; compdb.sh)
  --module DIR   an out-of-tree module source (its Kbuild or Makefile):
                 --compdb for its .c files too, as Kbuild builds an external
                 module (make -C TREE M=DIR); implies --compdb
  -j N           parallel make jobs (default 2)
  -q             no progress messages
Cache: ${KIDPUSH_CACHE:-~/.cache/kidpush}/kbuild/KEY, KEY = tree real path,
Makefile/Kconfig content, request, compiler and preparer versions.
EOF
}
die() { echo "kbuild: $*" >&2; exit 2; }
# the kernel-build facts in C (tools/kbuild/kb-*.c; `make build-kbuild`)
kb_facts() {
	[ -x "$kb/../../build/kidpush-kbuild" ] || die "build/kidpush-kbuild is not built (make build-kbuild)"
	"$kb/../../build/kidpush-kbuild" "$@"
}
# kb_farm build | place REL FILE | rewrite REL <TEXT: the symlink farm $src of
# $tree (tools/kbuild/kb-farm.c, which the gate and convert use too)
kb_farm() {
	kb_facts farm --tree "$tree" --farm "$src" -- "$@" || die "the symlink farm $src: $1 failed"
}
quiet=0
say() { [ $quiet = 1 ] || echo "kbuild: $*" >&2; }

tree='' paths='' syms='' strict=0 compdb=0 module= base=defconfig jobs=2 overlay=''
while [ $# -gt 0 ]; do
	case "$1" in
	-h|--help) usage; exit 0 ;;
	--tree|--path|--sym|--base|--overlay|--module|-j)
		[ $# -ge 2 ] || die "$1 needs an argument (see --help)"
		case "$1" in
		--tree) tree=$2 ;;
		--path)
			case "$2" in *[!A-Za-z0-9_./+,-]*) die "--path: unusual characters in '$2'" ;; esac
			paths="$paths $2" ;;
		--sym)
			case "$2" in ''|*[!A-Za-z0-9_]*) die "--sym: not a Kconfig symbol: '$2'" ;; esac
			syms="$syms $2" ;;
		--base) base=$2 ;; --overlay) overlay=$2 ;; -j) jobs=$2 ;;
		--module) module=$2; compdb=1 ;;
		esac
		shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--strict) strict=1; shift ;;
	--compdb) compdb=1; shift ;;
	-q) quiet=1; shift ;;
	*) die "unknown argument '$1' (see --help)" ;;
	esac
done
case "$jobs" in ''|*[!0-9]*|0) die "-j wants a positive number, not '$jobs'" ;; esac
case "$base" in defconfig|allmodconfig) ;; *) die "--base: defconfig or allmodconfig, not '$base'" ;; esac
[ -n "$tree" ] || die "--tree DIR is required"
[ -d "$tree" ] || die "no such tree: $tree"
tree=$(cd "$tree" && pwd -P)
if [ -n "$overlay" ]; then
	[ -d "$overlay" ] || die "no such overlay directory: $overlay"
	overlay=$(cd "$overlay" && pwd -P)
	[ -z "$(find "$overlay" -name '*
*')" ] || die "a file name in $overlay contains a newline"
fi
if [ -n "$module" ]; then
	[ -d "$module" ] || die "no such module directory: $module"
	module=$(cd "$module" && pwd -P)
	case "$module" in *[!A-Za-z0-9_./+,-]*) die "--module: make cannot take this directory name: $module" ;; esac
	[ -f "$module/Kbuild" ] || [ -f "$module/Makefile" ] || die "--module: no Kbuild or Makefile in $module"
fi
kb_facts is-tree "$tree" ||
	die "$tree is not a kernel tree (no top Makefile with VERSION/PATCHLEVEL, no init/Kconfig)"
case "$(uname -m)" in x86_64|amd64) ;; *) die "only x86_64 hosts are supported (got $(uname -m))" ;; esac
[ -f "$tree/arch/x86/configs/x86_64_defconfig" ] || die "no arch/x86/configs/x86_64_defconfig in $tree"
for p in $paths; do
	case "$p" in
	/*|..|../*|*/../*|*/..) die "PATH must be relative to the tree: $p" ;;
	esac
	[ -e "$tree/${p%/}" ] || { [ -n "$overlay" ] && [ -e "$overlay/${p%/}" ]; } ||
		die "no such path in $tree: $p"
done
command -v gcc >/dev/null 2>&1 || die "gcc not installed"
command -v make >/dev/null 2>&1 || die "make not installed"

# the cache root has one owner (kp_cache_dir, tools/common/kp-path.c)
cache=$(kb_facts cache-dir kbuild) || die "cannot name the cache directory"
mkdir -p "$cache" || die "cannot create $cache"
cache=$(cd "$cache" && pwd -P)
case "$cache/" in "$tree"/*) die "the cache $cache is inside the tree $tree" ;; esac

. "$kb/shims.sh"
. "$kb/config.sh"
. "$kb/script.sh"
. "$kb/compdb.sh"

t0=$(date +%s)
work=$(mktemp -d "$cache/.req.XXXXXX")
entry=
cleanup() {
	rm -rf "$work"
	[ -z "$entry" ] || rm -f "$entry/ok.tmp.$$"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

config_request

# ---- the cache key ----
fingerprint() {
	grep -E '^(VERSION|PATCHLEVEL|SUBLEVEL|EXTRAVERSION) =' "$tree/Makefile"
	(cd "$tree" && { find . -name .git -prune -o \( -name 'Kconfig*' -o -path ./Makefile \
		-o -path ./arch/x86/Makefile -o -path './include/linux/compiler*.h' \
		-o -path ./arch/x86/tools/relocs.c \) -type f -print0 | LC_ALL=C sort -z |
		xargs -0 -r sha1sum; }) || die "cannot read $tree"
}
fp=$(fingerprint | sha1sum | cut -c1-40)
kbver=$(cat "$kb"/*.sh "$kb"/*.c "$kb"/*.h | sha1sum | cut -c1-40)
cc=$(gcc --version | head -n 1)
mkv=$(make --version | head -n 1)
spv=$(sparse --version 2>/dev/null || echo none)
ovl=none
if [ -n "$overlay" ]; then
	ovl=$(cd "$overlay" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha1sum | sha1sum | cut -c1-40)
fi
need_sorted=$(printf '%s\n' $need | LC_ALL=C sort -u | tr '\n' ' ')
key=$(printf 'kbuild-v1\n%s\n' "$kbver" "$tree" "$fp" "$base" "$need_sorted" "$strict" \
	"$dropped" "$disabled" "$absent" "$cc" "$mkv" "$spv" "$ovl" | sha1sum | cut -c1-16)
entry=$cache/$key
src=$entry/src obj=$entry/obj
mkdir -p "$entry"
# the entry's own files are regular files or nothing: a FIFO would block,
# a link would lead elsewhere, a directory would swallow the marker's mv
for f in tree.txt lock ok; do
	if [ -L "$entry/$f" ] || { [ -e "$entry/$f" ] && [ ! -f "$entry/$f" ]; } ||
		{ [ $f = ok ] && [ -f "$entry/$f" ] && [ "$(stat -c %s "$entry/$f")" -gt 65536 ]; }; then
		say "warning: cache entry $entry/$f is not a regular file of at most 64 KiB: discarded"
		rm -rf "${entry:?}/$f"
	fi
done
printf '%s\n' "$tree" >"$entry/tree.txt"
exec 9>"$entry/lock"
if command -v flock >/dev/null 2>&1; then
	flock -w 7200 9 || die "could not lock $entry/lock"
fi

mk() { make -C "$src" O="$obj" "$@"; }

# generated_sum: one hash over the generated headers and auto.conf (names and
# contents; compile.h carries the build's time and is left out)
generated_sum() {
	(cd "$obj" && find include/generated include/config/auto.conf -type f ! -name compile.h -print0 |
		LC_ALL=C sort -z | xargs -0 -r sha1sum) 2>/dev/null | sha1sum | cut -c1-40
}

# farm_manifest: "HASH  REL" of every regular file in the farm (ours), then
# "-> REL" for every link that does not point to the tree's file of the same
# name (there should be none).  Written into the cache marker and compared
# on reuse.
farm_manifest() {
	(cd "$src" && find . -type f ! -name '.kidpush-*' -print0 | LC_ALL=C sort -z |
		xargs -0 -r sha1sum) || return 1
	(cd "$src" && find . -type l -printf '%P\t%l\n' | LC_ALL=C sort |
		awk -F'\t' -v t="$tree" '$2 != t "/" $1 { print "-> " $1 }')
}

marker_body() { # the verified content of the marker
	printf 'key=%s\ntree=%s\n' "$key" "$tree"
	printf 'config_sha=%s\n' "$(sha1sum <"$obj/.config" | cut -c1-40)"
	printf 'autoconf_sha=%s\n' "$(sha1sum <"$obj/include/generated/autoconf.h" | cut -c1-40)"
	printf 'generated_sha=%s\n' "$(generated_sum)"
	printf 'farm_sha=%s\n' "$(farm_manifest | sha1sum | cut -c1-40)"
}

verify() { # sets why= on failure
	why=
	[ -f "$obj/.config" ] || { why="no .config"; return 1; }
	[ -f "$obj/include/generated/autoconf.h" ] || { why="no autoconf.h"; return 1; }
	[ -x "$obj/scripts/basic/fixdep" ] || { why="no scripts/basic/fixdep"; return 1; }
	[ "$(sed -n 's/^generated_sha=//p' "$entry/ok")" = "$(generated_sum)" ] ||
		{ why="its generated headers (include/generated, include/config/auto.conf) changed or went"; return 1; }
	_body=$(sed -n '/^key=/,/^farm_sha=/p' "$entry/ok")
	[ "$_body" = "$(marker_body)" ] || { why="content differs from the marker"; return 1; }
	[ -d "$src" ] || { why="no farm"; return 1; }
	return 0
}

output() { # cached=yes|no
	printf 'src=%s\nbuild=%s\n' "$src" "$obj"
	sed -n 's/^\(shims\|base\|want\|unmet\|strict\|dropped\|disabled\|absent\|blocker_dirs\)=/&/p' "$entry/ok"
	printf 'cached=%s\nkey=%s\nlock=%s\n' "$1" "$key" "$entry/lock"
}

if [ -f "$entry/ok" ]; then
	if verify; then
		say "reusing the prepared build $obj (nothing to prepare)"
		[ $compdb = 0 ] || compdb_write
		output yes
		exit 0
	fi
	say "warning: cached build $entry is broken ($why): discarding it and preparing again"
fi
rm -f "$entry/ok"
rm -rf "$src" "$obj"
mkdir -p "$obj"
cfglog=$entry/config.log

say "preparing $tree for:${want:+ $want} (base $base${strict:+, strict=$strict}) in $entry"
kb_farm build
if [ -n "$overlay" ]; then
	(cd "$overlay" && find . -type f) | while IFS= read -r f; do
		kb_farm place "${f#./}" "$overlay/$f"
	done
	say "overlay: files from $overlay placed in the farm"
fi
shims_apply
[ -z "$shims" ] || say "shims for gcc $(gcc -dumpversion) (in the farm only): $shims"
[ -z "$absent" ] || say "blockers of UIDGID_CONVERTED the tree does not define (never '= n' in Kconfig): $absent: removed from the farm's init/Kconfig"
config_drop_blockers
case "$base" in defconfig) bcfg=x86_64_defconfig ;; *) bcfg=$base ;; esac
config_make "$bcfg"
unmet=
config_on "$obj/.config" >"$work/on"
for s in $want; do grep -qx "$s" "$work/on" || unmet="$unmet $s"; done
unmet=${unmet# }
[ -z "$unmet" ] || say "warning: could not enable: $unmet"
if [ "$strict" = 1 ] && [ $strictmode = switch ] &&
	! grep -q '^CONFIG_UIDGID_STRICT_TYPE_CHECKS=y' "$obj/.config"; then
	config_strict_why | sed 's/^/kbuild:   /' >&2
	die "could not enable CONFIG_UIDGID_STRICT_TYPE_CHECKS: UIDGID_CONVERTED is not y (reasons above; see $obj/.config)"
fi
say "configured ($bcfg + $(printf '%s\n' $need | grep -cx -f "$work/on" || true) of $(printf '%s\n' $need | wc -l) needed symbols on); make prepare scripts -j$jobs"
mk -s -j"$jobs" prepare scripts >"$entry/prepare.log" 2>&1 ||
	{ tail -n 30 "$entry/prepare.log" >&2; die "make prepare failed (log: $entry/prepare.log)"; }

{
	marker_body
	printf 'shims=%s\nbase=%s\nwant=%s\nunmet=%s\nstrict=%s\ndropped=%s\ndisabled=%s\nabsent=%s\nblocker_dirs=%s\n' \
		"$shims" "$bcfg" "$want" "$unmet" "$([ "$strict" = 1 ] && echo $strictmode || echo off)" \
		"$dropped" "$disabled" "$absent" "$blockerdirs"
	printf 'seconds=%s\n' "$(( $(date +%s) - t0 ))"
} >"$entry/ok.tmp.$$"
mv -f "$entry/ok.tmp.$$" "$entry/ok"
say "prepared in $(( $(date +%s) - t0 ))s"
[ $compdb = 0 ] || compdb_write
output no
