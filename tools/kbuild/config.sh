# tools/kbuild/config.sh — the configuration a request needs (sourced).
#
# Needs: $kb (tools/kbuild), $tree (read only), $src/$obj (farm, build), $paths,
# $syms (extra symbols), $strict (0/1), $work (scratch), $cfglog, die(), say(),
# kb_script (script.sh: the tree's scripts through their interpreter),
# kb_facts (prepare.sh: build/kidpush-kbuild, which owns the blocker list:
# kb-kconfig.c, the UIDGID_CONVERTED entry as Kconfig delimits it).
#
# config_request: fills
#   $want     the symbols the PATHs ask for (their Kconfig's tristates and
#             QUOTA/ACL bools, every CONFIG_ symbol that guards objects in
#             their Makefiles, the parent Makefile's guard) plus --sym
#   $need     $want and everything they depend on / select, recursively
#             (`kidpush-kbuild kconfig-closure` on the index of the whole
#             Kconfig tree: kb-kclosure.c)
#   $strictmode  switch (3.5-3.13: CONFIG_UIDGID_STRICT_TYPE_CHECKS),
#             always (kuid_t is a struct), none
#   $dropped  with --strict: blockers of UIDGID_CONVERTED (`depends on X = n`)
#             that the request needs (removed from the farm's init/Kconfig)
#   $disabled with --strict: the other blockers (disabled in .config)
#   $absent   with --strict: blockers the tree does not define (for x86):
#             Kconfig gives an undefined name its own name as value, so
#             `depends on X = n` is never true and UIDGID_CONVERTED can
#             never be y (Linux 3.5: USB_DEVICEFS, removed in the same
#             release); removed from the farm's init/Kconfig like $dropped
#   $blockerdirs  directories whose whole build a dropped blocker guards
#             (`obj-$(CONFIG_X) += dir/`): code of the same conversion
config_request() {
	kb_facts kconfig-index --srctree "$tree" --arch x86 >"$work/kconfig.index" ||
		die "cannot index the Kconfig files of $tree"
	awk -F'\t' '$1 == "F" { print $2 }' "$work/kconfig.index" | LC_ALL=C sort -u >"$work/defined"
	want=
	for _p in $paths; do _config_want_dir "$_p"; done
	for _s in $syms; do _config_want "$_s"; done
	_config_need
	strictmode=none dropped= disabled= absent= blockerdirs=
	# an overlay's files win (the XFS series' last step removes the switch
	# and makes kuid_t a struct: its tree is strict always)
	_kc=$(_config_file init/Kconfig) _ug=$(_config_file include/linux/uidgid.h)
	_ut=$(_config_file include/linux/uidgid_types.h)
	if grep -q "^config UIDGID_STRICT_TYPE_CHECKS" "$_kc"; then
		strictmode=switch
	elif grep -qs 'typedef struct' "$_ug" "$_ut"; then
		# kuid_t is a struct (6.9+: declared in uidgid_types.h)
		strictmode=always
	fi
	[ "$strict" = 1 ] && [ $strictmode = switch ] || return 0
	_config_blockers
	# a directory a dropped blocker guards is checked too: configure it
	# like a PATH (net/9p's transports for fs/9p), then look again
	_more=0
	for _d in $blockerdirs; do
		_in=0
		for _p in $paths; do case "$_d/" in "${_p%/}"/*) _in=1 ;; esac; done
		if [ $_in = 0 ]; then _config_want_dir "$_d"; _more=1; fi
	done
	if [ $_more = 1 ]; then _config_need; _config_blockers; fi
}

_config_file() { # REL: the file as the gate sees it, the overlay's when it has one
	if [ -n "${overlay:-}" ] && [ -f "$overlay/$1" ]; then
		printf '%s\n' "$overlay/$1"
	else
		printf '%s\n' "$tree/$1"
	fi
}

# _config_want SYM: add SYM to $want when the tree defines it
_config_want() {
	case " $want " in *" $1 "*) return 0 ;; esac
	grep -qx "$1" "$work/defined" || return 0
	want=${want:+$want }$1
}

# _config_want_dir PATH: what PATH's Kconfig, its Makefiles (recursively)
# and its parent's Makefile ask for (kidpush-kbuild wants: kb-ksyms.c)
_config_want_dir() {
	_ws=$(kb_facts wants --tree "$tree" "$1") || die "cannot read what $1 asks for"
	for _s in $_ws; do
		_config_want "$_s"
	done
}

# _config_need: $need = the closure of $want
_config_need() {
	kb_facts kconfig-closure --index "$work/kconfig.index" -- $want >"$work/closure" ||
		die "cannot compute what $want need"
	need=$(cut -f1 "$work/closure" | tr '\n' ' ')
	need=${need% }
}

# _config_blockers: split the UIDGID_CONVERTED blockers into $absent (not
# defined by the tree), $dropped (in $need) and $disabled; $blockerdirs:
# directories a dropped one guards
_config_blockers() {
	dropped= disabled= absent= blockerdirs=
	_blockers=$(kb_facts blockers "$(_config_file init/Kconfig)") || die "cannot read the blockers of UIDGID_CONVERTED"
	for _b in $_blockers; do
		if ! grep -qx "$_b" "$work/defined"; then
			absent="$absent $_b"
			continue
		fi
		case " $need " in
		*" $_b "*) dropped="$dropped $_b" ;;
		*) disabled="$disabled $_b" ;;
		esac
	done
	# the directories whose whole build a dropped blocker guards (its
	# Kconfig's directory, entered by `obj-$(CONFIG_X) += dir/`: kb-ksyms.c)
	if [ -n "$dropped" ]; then
		blockerdirs=$(kb_facts blocker-dirs --tree "$tree" $dropped) || die "cannot find the directories of $dropped"
		blockerdirs=$(printf '%s\n' "$blockerdirs" | tr '\n' ' ')
	fi
	dropped=${dropped# } disabled=${disabled# } absent=${absent# } blockerdirs=${blockerdirs% }
}

# config_drop_blockers: the farm's init/Kconfig without the dropped and the
# absent blockers.
config_drop_blockers() {
	[ -n "$dropped$absent" ] || return 0
	set --
	for _b in $dropped $absent; do set -- "$@" --drop "$_b"; done
	kb_facts blockers "$@" "$src/init/Kconfig" >"$work/init.Kconfig" || die "cannot rewrite init/Kconfig"
	kb_farm rewrite init/Kconfig <"$work/init.Kconfig"
}

# config_set FILE: y/m symbols of FILE (.config), one per line
config_on() { sed -n 's/^CONFIG_\([A-Za-z0-9_]*\)=[ym]$/\1/p' "$1"; }

# config_olddefconfig: new symbols take their defaults (olddefconfig
# appeared in 3.7; before, oldconfig answered with empty lines).
config_olddefconfig() {
	if grep -q '^olddefconfig' "$src/scripts/kconfig/Makefile" 2>/dev/null ||
		grep -q 'olddefconfig' "$src/scripts/kconfig/Makefile" 2>/dev/null; then
		mk -s olddefconfig
	else
		yes '' | mk -s oldconfig >/dev/null
	fi
}

# config_make BASE: make BASE, enable $need, disable $disabled (and, when a
# disabled blocker is forced back on by a `select`, what selects it),
# olddefconfig; repeated until nothing changes (at most 8 rounds).
config_make() {
	mk -s "$1" >"$cfglog" 2>&1 ||
		{ tail -n 20 "$cfglog" >&2; die "make $1 failed (log: $cfglog)"; }
	_off=$disabled
	_round=0
	while :; do
		_round=$((_round + 1))
		config_on "$obj/.config" | LC_ALL=C sort >"$work/on.before"
		set --
		for _s in $need; do grep -qx "$_s" "$work/on.before" || set -- "$@" -e "$_s"; done
		for _s in $_off; do set -- "$@" -d "$_s"; done
		[ "$strict" = 1 ] && [ $strictmode = switch ] && set -- "$@" -e UIDGID_STRICT_TYPE_CHECKS
		[ $# = 0 ] || kb_script scripts/config --file "$obj/.config" "$@" || die "scripts/config failed"
		config_olddefconfig >>"$cfglog" 2>&1 ||
			{ tail -n 20 "$cfglog" >&2; die "make olddefconfig failed (log: $cfglog)"; }
		config_on "$obj/.config" | LC_ALL=C sort >"$work/on.after"
		# a disabled blocker still on is forced by a select: disable every
		# enabled symbol that selects it, directly or through other selects,
		# or what a selector without a prompt depends on (kidpush-kbuild
		# kconfig-unselect: kb-kclosure.c)
		_still=
		for _s in $_off; do
			if grep -qx "$_s" "$work/on.after"; then _still="$_still $_s"; fi
		done
		kb_facts kconfig-unselect --index "$work/kconfig.index" --on "$work/on.after" -- $_still >"$work/unselect" ||
			die "cannot find what selects $_still"
		_more=
		for _t in $(cat "$work/unselect"); do
			case " $_off $_more $need " in *" $_t "*) continue ;; esac
			_more="$_more $_t"
		done
		_off="$_off$_more"
		if cmp -s "$work/on.before" "$work/on.after" && [ -z "$_more" ]; then break; fi
		[ $_round -lt 8 ] || break
	done
	disabled=${_off# }
}

# config_strict_why: why UIDGID_CONVERTED is not y in $obj/.config, one
# line per reason (the farm's init/Kconfig as Kconfig read it).
config_strict_why() {
	config_on "$obj/.config" >"$work/on.why"
	kb_facts blockers --why "$src/init/Kconfig" |
	while IFS='	' read -r _k _x; do
		if [ "$_k" != "=n" ]; then
			echo "not evaluated by the preparer: depends on $_x"
		elif ! grep -qx "$_x" "$work/defined"; then
			echo "$_x is not defined by the tree: 'depends on $_x = n' is never true"
		elif grep -qx "$_x" "$work/on.why"; then
			echo "$_x is on (selected by: $(awk -F'\t' -v t="$_x" '$1 == "S" && $3 == t { printf "%s ", $2 }' "$work/kconfig.index"))"
		fi
	done
}
