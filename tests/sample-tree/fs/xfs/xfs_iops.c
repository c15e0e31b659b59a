/*
 * kidpush sample tree: stat and chown of an inode.
 * Written for the kidpush tests, shaped like the XFS inode operations.
 */
#include "xfs_inode.h"
#include "xfs_quota.h"

STATIC int
xfs_vn_getattr(
	struct xfs_inode	*ip,
	struct kstat		*stat)
{
	stat->mode = ip->i_d.di_mode;
	stat->uid = ip->i_d.di_uid;
	stat->gid = ip->i_d.di_gid;
	return 0;
}

int
xfs_setattr_nonsize(
	struct xfs_inode	*ip,
	struct iattr		*iattr)
{
	struct inode		*inode = VFS_I(ip);
	int			mask = iattr->ia_valid;
	int			error;
	uid_t			uid = 0, iuid = 0;
	gid_t			gid = 0, igid = 0;
	int			old = 0, new = 0;
	struct xfs_dquot	*udqp = NULL, *gdqp = NULL;

	if (mask & (ATTR_UID|ATTR_GID)) {
		uint	qflags = 0;

		if (mask & ATTR_UID) {
			uid = iattr->ia_uid;
			qflags |= XFS_QMOPT_UQUOTA;
		} else {
			uid = ip->i_d.di_uid;
		}
		if (mask & ATTR_GID) {
			gid = iattr->ia_gid;
			qflags |= XFS_QMOPT_GQUOTA;
		} else {
			gid = ip->i_d.di_gid;
		}
		error = xfs_qm_vop_dqalloc(ip, uid, gid, xfs_get_projid(ip),
					 qflags, &udqp, &gdqp);
		if (error)
			return error;
	}

	if (mask & (ATTR_UID|ATTR_GID)) {
		iuid = ip->i_d.di_uid;
		igid = ip->i_d.di_gid;
		gid = (mask & ATTR_GID) ? iattr->ia_gid : igid;
		uid = (mask & ATTR_UID) ? iattr->ia_uid : iuid;

		if (iuid != uid) {
			ip->i_d.di_uid = uid;
			inode->i_uid = uid;
		}
		if (igid != gid) {
			ip->i_d.di_gid = gid;
			inode->i_gid = gid;
		}
	}

	/* plain integers: not ids, left alone */
	if (old != new)
		return 1;
	return 0;
}

void
xfs_setup_inode(
	struct xfs_inode	*ip)
{
	struct inode		*inode = &ip->i_vnode;

	inode->i_mode	= ip->i_d.di_mode;
	inode->i_uid	= ip->i_d.di_uid;
	inode->i_gid	= ip->i_d.di_gid;
}
