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
#
# The dry run costs a recursive make per object (about a minute for a few
# hundred), so a fragment is kept with the key of what Kbuild read to make
# it (compdb_key) and the hash of its own text, in $obj/.kidpush-compdb-sum;
# it is reused only when both still match, else discarded and made again.
# The prepared build itself (its .config, top Makefiles, farm) is verified
# by prepare.sh before this runs.

# compdb_key: one hash over the request's objects, the Makefile or Kbuild
# file of each object's directory and scripts/'s Makefiles (what Kbuild
# reads for a single object besides the verified build), the .cmd files
# already there, and the environment variables make and Kbuild take flags
# from.
compdb_key() {
	{
		echo kidpush-compdb-v1
		cat "$work/targets"; echo --; cat "$work/mtargets"; echo --
		sed 's#/[^/]*$##; t; s#.*#.#' "$work/targets" | LC_ALL=C sort -u |
			while IFS= read -r _d; do
				for _m in "$tree/$_d/Kbuild" "$tree/$_d/Makefile"; do
					[ ! -f "$_m" ] || printf '%s %s\n' "$(sha1sum <"$_m" | cut -c1-40)" "$_m"
				done
			done
		[ -z "$module" ] || (cd "$module" && find . \( -name Kbuild -o -name Makefile \) -type f -print0 |
			LC_ALL=C sort -z | xargs -0 -r sha1sum)
		(cd "$tree" && find scripts -maxdepth 1 \( -name 'Makefile*' -o -name 'Kbuild*' \) -type f -print0 |
			LC_ALL=C sort -z | xargs -0 -r sha1sum)
		[ $# = 0 ] || sha1sum "$@"
		env | LC_ALL=C grep -E '^(ARCH|SUBARCH|CROSS_COMPILE|CC|LLVM|KCFLAGS|KCPPFLAGS|KAFLAGS|EXTRA_CFLAGS|CFLAGS_[A-Za-z0-9_]*|KBUILD_[A-Z_]*|CPATH|C_INCLUDE_PATH)=' |
			LC_ALL=C sort
	} | sha1sum | cut -c1-40
}

# compdb_cmds: the .cmd files of the request's objects already built, as
# "$@" of the caller's `set --` (one per line on stdout)
compdb_cmds() {
	while IFS= read -r _t; do
		_c=$obj/${_t%/*}/.${_t##*/}.cmd
		[ ! -f "$_c" ] || printf '%s\n' "$_c"
	done <"$work/targets"
	while IFS= read -r _t; do
		case "$_t" in */*) _c=$module/${_t%/*}/.${_t##*/}.cmd ;; *) _c=$module/.$_t.cmd ;; esac
		[ ! -f "$_c" ] || printf '%s\n' "$_c"
	done <"$work/mtargets"
}

# compdb_valid ID KEY: fragment ID is a regular file whose recorded key is
# KEY (any key when KEY is empty) and whose text has the recorded hash
compdb_valid() {
	_s=$obj/.kidpush-compdb-sum/$1
	[ -f "$_frag/$1" ] && [ ! -L "$_frag/$1" ] && [ -f "$_s" ] && [ ! -L "$_s" ] || return 1
	[ -z "$2" ] || [ "$(sed -n 's/^key=//p' "$_s")" = "$2" ] || return 1
	[ "$(sed -n 's/^sha=//p' "$_s")" = "$(sha1sum <"$_frag/$1" | cut -c1-40)" ]
}

compdb_targets() {
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
}

# compdb_dry ID: the fragment ID made anew from Kbuild's dry run
compdb_dry() {
	_out=$_frag/$1.tmp
	: >"$work/dry"
	set --
	while IFS= read -r _t; do set -- "$@" "$_t"; done <"$work/targets"
	[ $# = 0 ] || mk -n -k V=1 "$@" >"$work/dry" 2>"$work/dry.err" || true
	set --
	while IFS= read -r _t; do set -- "$@" "$_t"; done <"$work/mtargets"
	[ $# = 0 ] || mk M="$module" -n -k V=1 "$@" >>"$work/dry" 2>>"$work/dry.err" || true
	set --
	while IFS= read -r _c; do set -- "$@" "$_c"; done <"$work/cmds"
	kb_facts compdb --tree "$tree" --src "$src" --build "$obj" "$@" <"$work/dry" >"$_out" ||
		[ $? = 1 ] || die "--compdb: kidpush-kbuild compdb failed"
}

compdb_write() {
	_frag=$obj/.kidpush-compdb
	mkdir -p "$_frag" "$obj/.kidpush-compdb-sum"
	compdb_targets
	_n=$(cat "$work/targets" "$work/mtargets" | wc -l)
	[ "$_n" -gt 0 ] || return 0
	_id=$(printf '%s\n' $paths "$module" | LC_ALL=C sort -u | sha1sum | cut -c1-16)
	compdb_cmds >"$work/cmds"
	set --
	while IFS= read -r _c; do set -- "$@" "$_c"; done <"$work/cmds"
	_key=$(compdb_key "$@")
	if compdb_valid "$_id" "$_key"; then
		_how="kept from an earlier dry run, verified"
	else
		[ ! -e "$_frag/$_id" ] || say "compile commands of an earlier run do not match (their text, or this request's objects, Makefiles, .cmd files, environment): made again"
		rm -f "$_frag/$_id" "$obj/.kidpush-compdb-sum/$_id"
		compdb_dry "$_id"
		printf 'key=%s\nsha=%s\n' "$_key" "$(sha1sum <"$_frag/$_id.tmp" | cut -c1-40)" >"$work/sum"
		mv -f "$_frag/$_id.tmp" "$_frag/$_id"
		mv -f "$work/sum" "$obj/.kidpush-compdb-sum/$_id"
		_how="make -n"
	fi
	_got=$(wc -l <"$_frag/$_id")
	say "compile commands from Kbuild: $_got of $_n .c files ($_how; $obj/compile_commands.json)"
	compdb_join
}

# compdb_join: compile_commands.json from every fragment whose text still
# has its recorded hash (others are discarded, with a warning)
compdb_join() {
	for _f in "$_frag"/*; do
		[ -e "$_f" ] || continue
		case "${_f##*/}" in *.tmp) continue ;; esac
		compdb_valid "${_f##*/}" "" && continue
		say "warning: compile commands $_f do not match their recorded hash: discarded"
		rm -f "$_f" "$obj/.kidpush-compdb-sum/${_f##*/}"
	done
	set --
	for _f in "$_frag"/*; do
		case "$_f" in *.tmp) ;; *) [ ! -f "$_f" ] || set -- "$@" "$_f" ;; esac
	done
	{ echo '['; [ $# = 0 ] || cat "$@" | sed '$!s/$/,/'; echo ']'; } >"$obj/compile_commands.json.tmp.$$"
	mv -f "$obj/compile_commands.json.tmp.$$" "$obj/compile_commands.json"
}
