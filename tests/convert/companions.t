#!/bin/sh
# convert's Kconfig companions (issue 13 item 4, "9p also needs net/9p"): a
# directory whose UIDGID_CONVERTED blocker a PATH's Kconfig names is
# converted and gated in the same step; a PATH without one has none; a
# symbol the PATH defines itself, or one that blocks nothing, is no
# companion.  Own miniature tree (not kernel code).
set -u
: "${KIDPUSH_ROOT:?}"
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/init" "$T/fs/kfs" "$T/fs/lfs" "$T/net/knet" "$T/net/other"
cat >"$T/init/Kconfig" <<'EOK'
config UIDGID_CONVERTED
	bool
	default y
	depends on NET_KNET = n
	depends on KFS_FS = n
	depends on LFS_FS = n

config UIDGID_STRICT_TYPE_CHECKS
	bool "strict"
EOK
printf 'config KFS_FS\n\ttristate "kfs"\n\tdepends on NET_KNET && NET_OTHER\n' >"$T/fs/kfs/Kconfig"
printf 'config LFS_FS\n\ttristate "lfs"\n\tselect NET_OTHER\n' >"$T/fs/lfs/Kconfig"
printf 'config NET_KNET\n\ttristate "knet"\n' >"$T/net/knet/Kconfig"
printf 'config NET_OTHER\n\ttristate "other"\n' >"$T/net/other/Kconfig"
make -s -C "$KIDPUSH_ROOT" build/test-convert-units || exit 1
u=$KIDPUSH_ROOT/build/test-convert-units
bad=0
got=$("$u" companions "$T" fs/kfs) || bad=1
[ "$got" = net/knet ] || { echo "FAIL: fs/kfs companions '$got', want net/knet"; bad=1; }
got=$("$u" companions "$T" fs/lfs) || bad=1
[ -z "$got" ] || { echo "FAIL: fs/lfs companions '$got', want none (NET_OTHER blocks nothing)"; bad=1; }
got=$("$u" companions "$T" fs/kfs net/knet) || bad=1
[ -z "$got" ] || { echo "FAIL: a companion given as a PATH is no companion: '$got'"; bad=1; }
[ $bad = 0 ] && echo "ok: net/knet goes with fs/kfs; none for fs/lfs or when given"
exit $bad
