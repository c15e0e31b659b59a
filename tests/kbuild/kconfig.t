#!/bin/sh
# Unit tests of the preparer's Kconfig readers on small own-written input:
# `kidpush-kbuild kconfig-index` (kb-kindex.c: source, if/menu conditions
# across files, help text, choices), `kidpush-kbuild kconfig-closure`
# (kb-kclosure.c: positive symbols of an expression, kb-kexpr.c; recursion
# through depends on and select) and `kconfig-unselect`,
# `kidpush-kbuild wants` (kb-ksyms.c: what a directory's Kconfig and
# Makefiles ask for).
set -eu
cd "${KIDPUSH_ROOT:-.}"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
kp_scratch
mkdir -p "$tmp/t/sub" "$tmp/t/arch/x86"
cat >"$tmp/t/Kconfig" <<'K'
source "arch/$SRCARCH/Kconfig"
menu "m"
	depends on MENUDEP
if IFDEP
source "sub/Kconfig"
endif
endmenu
config TOP
	bool "top"
	depends on A && !B && (C || D) && E = n && F != n && G != y && !(H || I)
	select SEL if J
	help
	  depends on NOT_PARSED
	  select NOT_PARSED_EITHER
choice
	prompt "c"
config CH1
	bool "one"
endchoice
config A
	bool "a"
	depends on CH1 || A2
config A2
	bool "a2"
config EMPTYHELP
	bool
	help

config AFTER_EMPTY_HELP
	bool "an empty help text ends at the next unindented line"
K
cat >"$tmp/t/arch/x86/Kconfig" <<'K'
config ARCHSYM
	def_bool y
K
cat >"$tmp/t/sub/Kconfig" <<'K'
config SUBSYM
	tristate "sub"
	depends on \
		SUBDEP
K
for s in B C D E F G H I J SEL MENUDEP IFDEP SUBDEP NOT_PARSED; do printf 'config %s\n\tbool "x"\n' $s >>"$tmp/t/Kconfig"; done
build/kidpush-kbuild kconfig-index --srctree "$tmp/t" --arch x86 >"$tmp/idx"
# the index, reviewed line by line: F (file) of ARCHSYM through
# arch/$SRCARCH; SUBSYM's E lines (enclosing blocks) IFDEP and (MENUDEP) across the source
# and SUBDEP through the continuation line, T tristate; S TOP SEL; C CH1;
# nothing of TOP's help text; AFTER_EMPTY_HELP after an empty help text;
# TOP without the if/menu conditions (they end at endif/endmenu)
expect "$tmp/idx" index
got=$(build/kidpush-kbuild kconfig-closure --index "$tmp/idx" TOP | cut -f1 | LC_ALL=C sort | tr '\n' ' ')
# positives of TOP: A C D F (F != n); SEL (select); A needs A2 (CH1 is a
# choice member: never added); B E G H I negated
[ "$got" = "A A2 C D F SEL TOP " ] || fail "closure of TOP: '$got'"
got=$(build/kidpush-kbuild kconfig-closure --index "$tmp/idx" SUBSYM | cut -f1 | LC_ALL=C sort | tr '\n' ' ')
[ "$got" = "IFDEP MENUDEP SUBDEP SUBSYM " ] || fail "closure of SUBSYM: '$got'"
[ -n "$(build/kidpush-kbuild kconfig-closure --index "$tmp/idx" UNDEFINED)" ] || fail "wanted symbols are kept"

# an `A || B` dependency one alternative of which is already wanted adds
# nothing more (exofs's ORE: EXOFS_FS || PNFS_OBJLAYOUT must not pull NFS);
# met by no alternative, every alternative is added
mkdir -p "$tmp/o"
cat >"$tmp/o/Kconfig" <<'K'
config LIB
	tristate
	depends on USER_A || (USER_B && BIGDEP)
config USER_A
	tristate "a"
config USER_B
	tristate "b"
config BIGDEP
	bool "big"
config SELECTOR
	bool
	default y
	depends on FEATURE && !NEVER
	select BLOCKER
config FEATURE
	bool "feature"
	select OTHER_SEL
config OTHER_SEL
	bool "other"
	select BLOCKER
config BLOCKER
	tristate "blocker"
config NEVER
	bool "never"
K
build/kidpush-kbuild kconfig-index --srctree "$tmp/o" --arch x86 >"$tmp/oidx"
got=$(build/kidpush-kbuild kconfig-closure --index "$tmp/oidx" LIB USER_A | cut -f1 | LC_ALL=C sort | tr '\n' ' ')
[ "$got" = "LIB USER_A " ] || fail "closure of LIB with USER_A wanted: '$got'"
got=$(build/kidpush-kbuild kconfig-closure --index "$tmp/oidx" LIB | cut -f1 | LC_ALL=C sort | tr '\n' ' ')
[ "$got" = "BIGDEP LIB USER_A USER_B " ] || fail "closure of LIB alone: '$got'"
# (P lines: FEATURE has a prompt, SELECTOR none)
expect "$tmp/oidx" or-index
# kconfig-unselect: BLOCKER is forced on by SELECTOR (no prompt: what
# it depends on, FEATURE, goes off) and by OTHER_SEL (a prompt: off itself)
printf '%s\n' BLOCKER SELECTOR FEATURE OTHER_SEL >"$tmp/on"
got=$(build/kidpush-kbuild kconfig-unselect --index "$tmp/oidx" --on "$tmp/on" BLOCKER | LC_ALL=C sort | tr '\n' ' ')
[ "$got" = "FEATURE OTHER_SEL " ] || fail "unselect BLOCKER: '$got'"

# kidpush-kbuild wants (kb-ksyms.c)
mkdir -p "$tmp/w/x"
cat >"$tmp/w/x/Kconfig" <<'K'
config X_FS
	tristate "x"
config X_FS_POSIX_ACL
	bool "acl"
config X_FS_STATS
	bool "stats"
config X_FS_DEBUG
	tristate "debug"
K
got=$(build/kidpush-kbuild wants --tree "$tmp/w" --kconfig x | tr '\n' ' ')
[ "$got" = "X_FS X_FS_POSIX_ACL " ] || fail "Kconfig syms: '$got'"
cat >"$tmp/Makefile.fs" <<'K'
obj-$(CONFIG_X_FS) += x.o
x-$(CONFIG_X_FS_STATS) += stats.o
x-$(CONFIG_X_FS_DEBUG) += debug.o
ccflags-$(CONFIG_X_TRACE_DEBUG) += -DDEBUG
ifeq ($(CONFIG_X_COMPAT),y)
x-y += compat.o
endif
# x-$(CONFIG_COMMENTED) += no.o
K
got=$(build/kidpush-kbuild wants --make "$tmp/Makefile.fs" | tr '\n' ' ')
[ "$got" = "X_FS X_FS_STATS X_FS_DEBUG X_COMPAT " ] || fail "Makefile syms: '$got'"
printf 'obj-$(CONFIG_X_FS)\t+= x/\nobj-$(CONFIG_XY) += xy/ x/z.o\n' >"$tmp/Makefile.parent"
got=$(build/kidpush-kbuild wants --parent x "$tmp/Makefile.parent" | tr '\n' ' ')
[ "$got" = "X_FS " ] || fail "parent syms: '$got'"
echo ok
