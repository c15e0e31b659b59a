# tools/kbuild/compdb.sh — Kbuild's own compile commands for the PATHs
# (sourced by prepare.sh for --compdb).
#
# Needs: $kb, $tree, $src, $obj, $paths, $work, die(), say(), mk(), kb_facts().
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
	_n=$(wc -l <"$work/targets")
	[ "$_n" -gt 0 ] || return 0
	set --
	while IFS= read -r _t; do set -- "$@" "$_t"; done <"$work/targets"
	mk -n -k V=1 "$@" >"$work/dry" 2>"$work/dry.err" || true
	set --
	while IFS= read -r _t; do
		_c=$obj/${_t%/*}/.${_t##*/}.cmd
		[ ! -f "$_c" ] || set -- "$@" "$_c"
	done <"$work/targets"
	_id=$(printf '%s\n' $paths | LC_ALL=C sort -u | sha1sum | cut -c1-16)
	kb_facts compdb --tree "$tree" --src "$src" --build "$obj" "$@" <"$work/dry" >"$_frag/$_id.tmp" ||
		[ $? = 1 ] || die "--compdb: kidpush-kbuild compdb failed"
	mv -f "$_frag/$_id.tmp" "$_frag/$_id"
	_got=$(wc -l <"$_frag/$_id")
	say "compile commands from Kbuild: $_got of $_n .c files (make -n; $obj/compile_commands.json)"
	{ echo '['; cat "$_frag"/* | sed '$!s/$/,/'; echo ']'; } >"$obj/compile_commands.json.tmp.$$"
	mv -f "$obj/compile_commands.json.tmp.$$" "$obj/compile_commands.json"
}
