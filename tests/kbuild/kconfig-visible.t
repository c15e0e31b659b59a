#!/bin/sh
# The preparer's Kconfig closure and a prompt's visibility: a symbol whose
# prompt is shown only `if EXPR` (`bool "x" if OPTS`, `prompt "x" if OPTS`)
# cannot be set while EXPR is off, and Kconfig keeps its default; so what the
# PATHs need pulls EXPR's symbols in (kidpush-kbuild kconfig-index's V record,
# kidpush-kbuild kconfig-closure).  Own Kconfig text, no kernel tree.
set -eu
cd "${KIDPUSH_ROOT:-.}"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"
kp_scratch
mkdir -p "$tmp/t"
cat >"$tmp/t/Kconfig" <<'K'
config MYFS
	tristate "the filesystem"
config MYFS_OPTIONS
	bool "advanced options"
	depends on MYFS
config MYFS_LZO
	bool "lzo \"fast\" if you like" if MYFS_OPTIONS
	depends on MYFS
	default n
config MYFS_RTIME
	bool
	prompt "rtime" if MYFS_OPTIONS && !MYFS_NEVER
	depends on MYFS
config MYFS_NEVER
	bool "never"
config MYFS_PLAIN
	bool "a prompt with no condition"
	depends on MYFS
config MYFS_ZLIB
	bool "zlib" if MYFS_OPTIONS
	depends on MYFS
	default y
K
build/kidpush-kbuild kconfig-index --srctree "$tmp/t" --arch x86 >"$tmp/idx"
# the V records, reviewed: one per conditional prompt, the condition as
# written (a quoted "if" inside the prompt text is text, not a condition)
grep '^V' "$tmp/idx" >"$tmp/v" || true
printf 'V\tMYFS_LZO\tMYFS_OPTIONS\nV\tMYFS_RTIME\tMYFS_OPTIONS && !MYFS_NEVER\nV\tMYFS_ZLIB\tMYFS_OPTIONS\n' >"$tmp/v.want"
cmp -s "$tmp/v" "$tmp/v.want" || { diff "$tmp/v.want" "$tmp/v" >&2 || true; fail "V records of the index"; }
[ "$(grep '^Y' "$tmp/idx")" = "$(printf 'Y\tMYFS_ZLIB')" ] || fail "Y record (default y) of the index"
closure() {
	build/kidpush-kbuild kconfig-closure --index "$tmp/idx" $1 | cut -f1 | LC_ALL=C sort | tr '\n' ' '
}
got=$(closure MYFS_LZO)
[ "$got" = "MYFS MYFS_LZO MYFS_OPTIONS " ] || fail "closure of MYFS_LZO: '$got'"
# the negated MYFS_NEVER is not pulled in
got=$(closure MYFS_RTIME)
[ "$got" = "MYFS MYFS_OPTIONS MYFS_RTIME " ] || fail "closure of MYFS_RTIME: '$got'"
# a hidden prompt whose default is y: on anyway, its condition not pulled in
got=$(closure MYFS_ZLIB)
[ "$got" = "MYFS MYFS_ZLIB " ] || fail "closure of MYFS_ZLIB: '$got'"
got=$(closure MYFS_PLAIN)
[ "$got" = "MYFS MYFS_PLAIN " ] || fail "closure of MYFS_PLAIN: '$got'"
ok
