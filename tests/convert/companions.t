#!/bin/sh
# convert's Kconfig companions (issue 13 item 4, "9p also needs net/9p"): a
# directory whose UIDGID_CONVERTED blocker a PATH's Kconfig names is
# converted and gated in the same step; a PATH without one has none; a
# symbol the PATH defines itself, or one that blocks nothing, is no
# companion.  Issue 21 item 1: only when that symbol serves the PATH alone —
# a Kconfig that selects FS_POSIX_ACL (defined in fs/, a parent) and depends on
# QUOTA (fs/quota, named by another filesystem too) pulls in neither; a
# directory two filesystems depend on is a companion of neither.  Own
# miniature tree (not kernel code).
set -u
: "${KIDPUSH_ROOT:?}"
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/init" "$T/fs/kfs" "$T/fs/lfs" "$T/net/knet" "$T/net/other" "$T/fs/quota" "$T/fs/afs2" "$T/fs/cfs2" \
	"$T/fs/mfs" "$T/fs/nfs2" "$T/net/shared"
cat >"$T/init/Kconfig" <<'EOK'
config UIDGID_CONVERTED
	bool
	default y
	depends on NET_KNET = n
	depends on KFS_FS = n
	depends on LFS_FS = n
	depends on FS_POSIX_ACL = n
	depends on QUOTA = n
	depends on NET_SHARED = n

config UIDGID_STRICT_TYPE_CHECKS
	bool "strict"
EOK
# the top Kconfig sources them all: a symbol is where Kconfig reads it
# (tools/kbuild's index of the tree, kb_kconfig_dir)
printf 'source "%s/Kconfig"\n' fs fs/kfs fs/lfs net/knet net/other fs/quota fs/cfs2 fs/mfs fs/nfs2 net/shared >"$T/Kconfig"
printf 'config KFS_FS\n\ttristate "kfs"\n\tdepends on NET_KNET && NET_OTHER\n' >"$T/fs/kfs/Kconfig"
printf 'config LFS_FS\n\ttristate "lfs"\n\tselect NET_OTHER\n' >"$T/fs/lfs/Kconfig"
printf 'config NET_KNET\n\ttristate "knet"\n' >"$T/net/knet/Kconfig"
printf 'config NET_OTHER\n\ttristate "other"\n' >"$T/net/other/Kconfig"
printf 'config FS_POSIX_ACL\n\tbool\n\nsource "fs/afs2/Kconfig"\n' >"$T/fs/Kconfig"
printf 'config QUOTA\n\tbool "quota"\n' >"$T/fs/quota/Kconfig"
printf 'config AFS2_FS\n\ttristate "afs2"\n\tselect FS_POSIX_ACL\n\tdepends on QUOTA\n' >"$T/fs/afs2/Kconfig"
printf 'config CFS2_FS\n\ttristate "cfs2"\n\tdepends on QUOTA\n' >"$T/fs/cfs2/Kconfig"
printf 'config MFS_FS\n\ttristate "mfs"\n\tdepends on NET_SHARED\n' >"$T/fs/mfs/Kconfig"
printf 'config NFS2_FS\n\ttristate "nfs2"\n\tdepends on NET_SHARED\n' >"$T/fs/nfs2/Kconfig"
printf 'config NET_SHARED\n\ttristate "shared"\n' >"$T/net/shared/Kconfig"
make -s -C "$KIDPUSH_ROOT" build/test-convert-units || exit 1
u=$KIDPUSH_ROOT/build/test-convert-units
bad=0
got=$("$u" companions "$T" fs/kfs) || bad=1
[ "$got" = net/knet ] || { echo "FAIL: fs/kfs companions '$got', want net/knet"; bad=1; }
got=$("$u" companions "$T" fs/lfs) || bad=1
[ -z "$got" ] || { echo "FAIL: fs/lfs companions '$got', want none (NET_OTHER blocks nothing)"; bad=1; }
got=$("$u" companions "$T" fs/kfs net/knet) || bad=1
[ -z "$got" ] || { echo "FAIL: a companion given as a PATH is no companion: '$got'"; bad=1; }
got=$("$u" companions "$T" fs/afs2) || bad=1
[ -z "$got" ] || { echo "FAIL: fs/afs2 companions '$(echo $got)', want none (fs/ is a parent, QUOTA is shared)"; bad=1; }
got=$("$u" companions "$T" fs/mfs) || bad=1
[ -z "$got" ] || { echo "FAIL: fs/mfs companions '$got', want none (fs/nfs2 depends on NET_SHARED too)"; bad=1; }
got=$("$u" companions "$T" fs/kfs fs/afs2) || bad=1
[ "$got" = net/knet ] || { echo "FAIL: fs/kfs fs/afs2 companions '$(echo $got)', want net/knet"; bad=1; }
[ $bad = 0 ] && echo "ok: net/knet goes with fs/kfs; none for fs/lfs or when given; none for fs/afs2 (select FS_POSIX_ACL, depends on QUOTA) nor fs/mfs (a shared directory)"
exit $bad
