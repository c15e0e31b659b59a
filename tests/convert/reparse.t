#!/bin/sh
# A function the rules change more than once (gfs2's setattr_chown: a
# declaration split by 01-retype, a validity compare rewritten by
# 02-compare, then a plain compare after it): each rule finds its planned
# sites in the function as spatch reparsed it (the rule chains recalibrate
# the function's lines after every change).  02-compare's uid_eq() had been
# lost after its own uid_valid() rewrite.  Own miniature tree (the sample
# tree plus a small filesystem of our own).
set -u
: "${KIDPUSH_ROOT:?}"
cd "$KIDPUSH_ROOT" || exit 2
. tests/convert/stubroot.sh
tree_test
mkdir -p "$T/tree/fs/kqfs"
cat >"$T/tree/fs/kqfs/attr.c" <<'EOF'
#include <linux/types.h>
#include <linux/fs.h>

#define KQ_NO_CHANGE ((__u32)-1)

int kqfs_chown(struct inode *inode, kuid_t nu, kgid_t ng)
{
	__u32 ouid, ogid, nuid, ngid;
	int error;

	ouid = inode->i_uid;
	ogid = inode->i_gid;
	nuid = nu;
	ngid = ng;
	if (ouid == nuid)
		ouid = nuid = KQ_NO_CHANGE;
	if (ogid == ngid)
		ogid = ngid = KQ_NO_CHANGE;
	error = 0;
	if (ouid != KQ_NO_CHANGE || ogid != KQ_NO_CHANGE)
		error = 1;
	return error;
}
EOF
printf 'config KQFS_FS\n\ttristate "kqfs"\n' >"$T/tree/fs/kqfs/Kconfig"
rc=0; ./run.sh convert --tree "$T/tree" --out "$T/o" -j 2 fs/kqfs >"$T/log" 2>&1 || rc=$?
[ $rc = 0 ] || { cat "$T/log"; fail "exit $rc"; }
p=$(ls "$T"/o/0001-*.patch 2>/dev/null) || { cat "$T/log"; fail "no patch"; }
for want in '+	kuid_t ouid, nuid;' '+	if (uid_eq(ouid, nuid))' '+	if (gid_eq(ogid, ngid))' \
	    '+		ouid = nuid = INVALID_UID;' '+	if (uid_valid(ouid) || gid_valid(ogid))'; do
	grep -qF -- "$want" "$p" || { cat "$p"; fail "missing: $want"; }
done
! grep -q 'did not rewrite' "$T/o/0000-cover-letter.patch" || { cat "$T/o/0000-cover-letter.patch"; fail "a planned change not made"; }
echo "ok: split, validity compares and plain compares of one function all made"
