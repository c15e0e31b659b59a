#!/bin/sh
# The one Kconfig reader (tools/kbuild/kb-kindex.c, kb-ksyms.c) on entry
# shapes of its own: an entry ends where Kconfig's parser ends it, at a
# `source` line too (an attribute after it belongs to no entry; the awk
# index kept the entry open across it); and the two facts of a symbol's
# place, kb_kconfig_dir (the directory of the Kconfig file that defines it,
# as Kconfig reads the tree: a Kconfig.debug file too, an unsourced file
# never) and kb_guarded_dir (that directory when its parent's Makefile
# enters it under the symbol: `kidpush-kbuild blocker-dirs`); the Kconfig
# editor of the series (kconfig-edit) on the same entry rule.  Own tree.
set -eu
cd "${KIDPUSH_ROOT:-.}"
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
kp_scratch
bin=build/kidpush-kbuild
[ -x $bin ] || fail "build/kidpush-kbuild not built"
t=$tmp/t
mkdir -p "$t/fs/afs" "$t/fs/bfs" "$t/net/cnet" "$t/lib" "$t/orphan"
cat >"$t/Kconfig" <<'K'
config TOPSYM
	bool "top"
config OLDSTYLE
	boolean "bool's other name until 4.2"
source "fs/Kconfig"
	depends on STRAY
source "net/cnet/Kconfig"
source "lib/Kconfig.debug"
K
printf 'source "fs/afs/Kconfig"\nsource "fs/bfs/Kconfig"\n' >"$t/fs/Kconfig"
printf 'config AFS_FS\n\ttristate "afs"\n' >"$t/fs/afs/Kconfig"
printf 'config BFS_FS\n\ttristate "bfs"\nconfig BFS_FS_OPT\n\tbool "opt"\n\tdepends on BFS_FS\n' >"$t/fs/bfs/Kconfig"
printf 'config CNET\n\ttristate "c"\n' >"$t/net/cnet/Kconfig"
printf 'config DEBUG_THING\n\tbool "d"\n' >"$t/lib/Kconfig.debug"
printf 'config ORPHAN_FS\n\ttristate "o"\n' >"$t/orphan/Kconfig"
printf 'obj-$(CONFIG_AFS_FS)\t+= afs/\nobj-$(CONFIG_BFS_FS_OPT) += bfs/\n' >"$t/fs/Makefile"
printf 'obj-$(CONFIG_CNET) += cnet/\n' >"$t/net/Makefile"
printf 'obj-y += fs/ net/ lib/\nobj-$(CONFIG_ORPHAN_FS) += orphan/\n' >"$t/Makefile"
"$bin" kconfig-index --srctree "$t" >"$tmp/idx"
# a `source` line ends TOPSYM's entry: no "D TOPSYM STRAY"
! grep -q STRAY "$tmp/idx" || fail "an attribute after a source line was given to the entry before it: $(grep STRAY "$tmp/idx")"
# `boolean` is a type with a prompt (scripts/kconfig/zconf.gperf of 3.x)
[ "$(grep 'OLDSTYLE' "$tmp/idx" | tr '\t\n' ' ;')" = "F OLDSTYLE Kconfig;P OLDSTYLE;T OLDSTYLE bool;" ] ||
	fail "boolean: $(grep OLDSTYLE "$tmp/idx")"
# the guarded directories, in the order asked: AFS_FS's fs/afs (fs/Makefile
# enters afs/ under it); not BFS_FS's fs/bfs (entered under BFS_FS_OPT),
# CNET's net/cnet yes, DEBUG_THING's lib (the top Makefile enters lib/
# always), TOPSYM's top, ORPHAN_FS (no sourced Kconfig defines it) and an
# undefined name: none
got=$("$bin" blocker-dirs --tree "$t" CNET BFS_FS AFS_FS DEBUG_THING TOPSYM ORPHAN_FS NOSUCH | tr '\n' ' ')
[ "$got" = "net/cnet fs/afs " ] || fail "blocker-dirs: '$got'"
# what a PATH asks for: its Kconfig's tristates, its Makefiles' guards, the
# parent's guard of it
got=$("$bin" wants --tree "$t" fs/bfs | tr '\n' ' ')
[ "$got" = "BFS_FS BFS_FS_OPT " ] || fail "wants fs/bfs: '$got'"
# kconfig-edit (the series action tools/actions/kconfig): an entry ends as
# Kconfig ends it, at an indented `config` too, and help text is what is
# indented as its first line ("if you say Y" inside it is text; the
# less-indented `depends on` after it is A's attribute again)
cat >"$tmp/K" <<'K'
if X
config A
	bool "a"
	help
	  if you say Y here
	  nothing else changes.
	depends on LATE = n
	config B
	bool "b"
endif
K
"$bin" kconfig-edit --op drop --sym A --words 'depends on LATE = n' "$tmp/K" >"$tmp/K.drop" ||
	fail "drop: the attribute after A's help text not found"
[ "$(grep -c . "$tmp/K.drop")" = 9 ] && ! grep -q LATE "$tmp/K.drop" || fail "drop: $(cat "$tmp/K.drop")"
"$bin" kconfig-edit --op remove --sym A --note "$tmp/note" "$tmp/K" >"$tmp/K.rm" || fail "remove A"
printf 'if X\n\tconfig B\n\tbool "b"\nendif\n' | cmp -s - "$tmp/K.rm" || fail "remove A: $(cat "$tmp/K.rm")"
[ "$(cat "$tmp/note")" = LATE ] || fail "remove A: note '$(cat "$tmp/note")'"
ok
