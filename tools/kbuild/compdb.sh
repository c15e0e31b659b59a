# tools/kbuild/compdb.sh — Kbuild's own compile commands for the PATHs
# (sourced by prepare.sh for --compdb).
#
# Needs: $kb, $tree, $src, $obj, $paths, $module, $work, die(), say(), mk(),
# kb_facts().
#
# compdb_write: every .c file under a PATH is asked of Kbuild as a single
# object (`make -n -k V=1 DIR/x.o ...`): Kbuild reads the directory's own
# Makefile, so its ccflags-y/EXTRA_CFLAGS/CFLAGS_x.o apply, also where the
# configuration does not build the directory (a `depends on BROKEN` symbol,
# another architecture's).  The commands of the dry run (and of the .cmd
# files of objects already up to date) become $obj/compile_commands.json
# (build/kidpush-kbuild compdb), which the libclang tools read before any
# flags of their own.  One fragment per request (the PATHs' hash) in
# $obj/.kidpush-compdb; the file is all fragments, written atomically.
# --module DIR: its .c files the same way, as Kbuild builds an external
# module (make M=DIR x.o; its .cmd files are in DIR).
compdb_write() {
	_frag=$obj/.kidpush-compdb
	mkdir -p "$_frag"
	: >"$work/targets"
	for _p in $paths; do
		# names make could misread (spaces, $, %, :) are not asked for:
		# such a file keeps the flags the tools derive themselves
		(cd "$tree" && find "${_p%/}" -name '*.c' -type f) | LC_ALL=C grep -E '^[A-Za-z0-9_./+,-]+\.c$' |
			sed 's/\.c$/.o/' >>"$work/targets" || true
	done
	LC_ALL=C sort -u "$work/targets" -o "$work/targets"
	: >"$work/mtargets"
	[ -z "$module" ] || (cd "$module" && find . -name '*.c' -type f) | sed 's#^\./##' |
		LC_ALL=C grep -E '^[A-Za-z0-9_./+,-]+\.c$' | sed 's/\.c$/.o/' | LC_ALL=C sort -u >"$work/mtargets" || true
	_n=$(cat "$work/targets" "$work/mtargets" | wc -l)
	[ "$_n" -gt 0 ] || return 0
	: >"$work/dry"
	set --
	while IFS= read -r _t; do set -- "$@" "$_t"; done <"$work/targets"
	[ $# = 0 ] || mk -n -k V=1 "$@" >"$work/dry" 2>"$work/dry.err" || true
	set --
	while IFS= read -r _t; do set -- "$@" "$_t"; done <"$work/mtargets"
	[ $# = 0 ] || mk M="$module" -n -k V=1 "$@" >>"$work/dry" 2>>"$work/dry.err" || true
	set --
	while IFS= read -r _t; do
		_c=$obj/${_t%/*}/.${_t##*/}.cmd
		[ ! -f "$_c" ] || set -- "$@" "$_c"
	done <"$work/targets"
	while IFS= read -r _t; do
		case "$_t" in */*) _c=$module/${_t%/*}/.${_t##*/}.cmd ;; *) _c=$module/.$_t.cmd ;; esac
		[ ! -f "$_c" ] || set -- "$@" "$_c"
	done <"$work/mtargets"
	_id=$(printf '%s\n' $paths "$module" | LC_ALL=C sort -u | sha1sum | cut -c1-16)
	kb_facts compdb --tree "$tree" --src "$src" --build "$obj" "$@" <"$work/dry" >"$_frag/$_id.tmp" ||
		[ $? = 1 ] || die "--compdb: kidpush-kbuild compdb failed"
	mv -f "$_frag/$_id.tmp" "$_frag/$_id"
	_got=$(wc -l <"$_frag/$_id")
	say "compile commands from Kbuild: $_got of $_n .c files (make -n; $obj/compile_commands.json)"
	{ echo '['; cat "$_frag"/* | sed '$!s/$/,/'; echo ']'; } >"$obj/compile_commands.json.tmp.$$"
	mv -f "$obj/compile_commands.json.tmp.$$" "$obj/compile_commands.json"
}
