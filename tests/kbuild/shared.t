#!/bin/sh
# Directories whose every user is among the PATHs (build/kidpush-kbuild
# shared, tools/kbuild/kb-users.c): found from Kconfig (who selects or
# depends on the prompt-less symbol that enters the directory) and the
# Makefile that enters it, never by name.  Own miniature tree: fs/xcommon
# is entered by XCOMMON (depends on XNFSD || XNFS_FS: glue, taken),
# fs/xlock by XLOCK (selected by XNFS_FS and XNFSD: a library, only
# named), fs/xshared by XSHARED (selected by XNFS_FS and XOTHER_FS), fs/xopt
# by XOPT (a prompt: a user may want it alone, never).
set -eu
cd "${KIDPUSH_ROOT:-.}"
bin=build/kidpush-kbuild
[ -x "$bin" ] || { echo "FAIL: build/kidpush-kbuild not built"; exit 1; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect
mkdir -p "$T/fs/xnfs" "$T/fs/xnfsd" "$T/fs/xcommon" "$T/fs/xlock" "$T/fs/xshared" "$T/fs/xopt" "$T/fs/xother"
cat >"$T/fs/Kconfig" <<'K'
source "fs/xnfs/Kconfig"
source "fs/xnfsd/Kconfig"

config XCOMMON
	bool
	depends on XNFSD || XNFS_FS
	default y
	help
	  depends on XOTHER_FS (help text)

config XSHARED
	tristate

config XOPT
	tristate "optional"
	depends on XNFS_FS
K
printf 'config XNFS_FS\n\ttristate "xnfs"\n\tselect XLOCK\n\tselect XSHARED\n' >"$T/fs/xnfs/Kconfig"
printf 'config XNFSD\n\ttristate "xnfsd"\n\tselect XLOCK\n' >"$T/fs/xnfsd/Kconfig"
printf 'config XLOCK\n\ttristate\n' >"$T/fs/xlock/Kconfig"
printf 'config XOTHER_FS\n\ttristate "xother"\n\tselect XSHARED\n' >"$T/fs/xother/Kconfig"
cat >"$T/fs/Makefile" <<'M'
obj-$(CONFIG_XNFS_FS) += xnfs/
obj-$(CONFIG_XNFSD) += xnfsd/
obj-$(CONFIG_XCOMMON)	+= xcommon/ # shared by client and server
obj-$(CONFIG_XLOCK) += xlock/
obj-$(CONFIG_XSHARED) += xshared/
obj-$(CONFIG_XOPT) += xopt/
M
printf 'obj-y += xlock.o\n' >"$T/fs/xlock/Makefile"
got=$("$bin" shared --tree "$T" fs/xnfs fs/xnfsd/ 2>"$T/err" | tr '\n' ' ')
[ "$got" = "fs/xcommon " ] || fail "fs/xnfs fs/xnfsd: '$got', want fs/xcommon"
# the reason for fs/xcommon (CONFIG_XCOMMON depends on them); fs/xlock
# named as a library they select, with the --with hint
expect "$T/err" xnfs-xnfsd.err
got=$("$bin" shared --tree "$T" fs/xnfs 2>/dev/null | tr '\n' ' ')
[ -z "$got" ] || fail "fs/xnfs alone: '$got', want none (fs/xnfsd uses them too)"
got=$("$bin" shared --tree "$T" fs/xnfs fs/xother 2>"$T/err" | tr '\n' ' ')
[ -z "$got" ] || fail "fs/xnfs fs/xother: '$got', want none (fs/xshared is a library they select)"
expect "$T/err" xnfs-xother.err    # fs/xshared named: built for them alone, but a library
got=$("$bin" shared --tree "$T" fs/xnfs fs/xnfsd fs/xcommon 2>/dev/null | tr '\n' ' ')
[ -z "$got" ] || fail "a directory given as a PATH is not found again: '$got'"
echo "ok: fs/xcommon goes with fs/xnfs + fs/xnfsd, not with one of them; fs/xlock, fs/xshared named (libraries); never fs/xopt (a prompt)"
