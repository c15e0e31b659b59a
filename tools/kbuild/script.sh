# tools/kbuild/script.sh — run one of the kernel tree's own scripts
# (sourced).  Kbuild never relies on a script's run bits: it runs its shell
# scripts with $(CONFIG_SHELL) (bash where there is one, else sh) and its
# Perl scripts with perl.  The preparer does the same, so that a tree whose
# files lost their run bits (an archive copied through a tool that drops
# modes, as the plain Linux 3.6 import) prepares like any other.
#
# Needs: $src (farm), die().
#
# kb_script REL ARG...: runs $src/REL ARG... through the interpreter its
#   first line names: sh/bash/dash/ksh (also through /usr/bin/env) or no
#   #! line -> $CONFIG_SHELL as Kbuild chooses it; perl -> perl; options of
#   the #! line (#!/bin/sh -e) are kept.  Any other interpreter: die.

kb_config_shell() {
	if [ -n "${BASH:-}" ] && [ -x "$BASH" ]; then echo "$BASH"
	elif [ -x /bin/bash ]; then echo /bin/bash
	else echo sh
	fi
}

kb_script() {
	_ks=$1
	shift
	[ -f "$src/$_ks" ] || die "$_ks: no such script in the tree"
	_kl=$(head -n 1 "$src/$_ks")
	_ki=sh _ko=
	case "$_kl" in
	'#!'*)
		# words of the #! line: the interpreter (after env), then options
		_kw=$(printf '%s\n' "${_kl#??}" | tr -s ' \t' '  ' | sed 's/^ //; s/ $//')
		_ki=${_kw%% *}
		[ "$_kw" = "$_ki" ] || _ko=${_kw#* }
		if [ "${_ki##*/}" = env ] && [ -n "$_ko" ]; then
			_ki=${_ko%% *}
			[ "$_ko" = "$_ki" ] && _ko= || _ko=${_ko#* }
		fi ;;
	esac
	case "$_ko" in *[!A-Za-z\ -]*) die "$_ks: unusual #! line: $_kl" ;; esac
	case " $_ko" in *" "[!-]*) die "$_ks: unusual #! line: $_kl" ;; esac
	case "${_ki##*/}" in
	sh|bash|dash|ksh) _ki=$(kb_config_shell) ;;
	perl) _ki=perl ;;
	*) die "$_ks: interpreter '$_ki' (its #! line) is not one the preparer runs (sh, bash, perl)" ;;
	esac
	# $_ko: option words of the #! line only (checked above): split on spaces
	# shellcheck disable=SC2086
	"$_ki" $_ko "$src/$_ks" "$@"
}
