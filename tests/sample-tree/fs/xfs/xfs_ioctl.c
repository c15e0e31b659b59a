/*
 * kidpush sample tree: the fsxattr and eofblocks ioctls.
 * Written for the kidpush tests, shaped like the XFS ioctl code.
 */
#include "xfs_inode.h"
#include "xfs_icache.h"

STATIC unsigned int
xfs_di2lxflags(
	__uint16_t	di_flags)
{
	return di_flags & XFS_DIFLAG_IMMUTABLE;
}

STATIC int
xfs_ioc_fsgetxattr(
	xfs_inode_t		*ip,
	void			__user *arg)
{
	struct fsxattr		fa;

	fa.fsx_xflags = xfs_ip2xflags(ip);
	fa.fsx_projid = xfs_get_projid(ip);

	if (copy_to_user(arg, &fa, sizeof(fa)))
		return -EFAULT;
	return 0;
}

STATIC int
xfs_ioctl_setattr(
	xfs_inode_t		*ip,
	struct fsxattr		*fa,
	int			mask)
{
	struct xfs_mount	*mp = ip->i_mount;
	struct xfs_dquot	*udqp = NULL;
	struct xfs_dquot	*gdqp = NULL;
	int			code;

	/*
	 * Disallow 32bit project ids when the feature is not enabled.
	 */
	if ((mask & FSX_PROJID) && (fa->fsx_projid > (__uint16_t)-1) &&
			!xfs_has_projid32(mp))
		return XFS_ERROR(EINVAL);

	if (XFS_IS_QUOTA_ON(mp) && (mask & FSX_PROJID)) {
		code = xfs_qm_vop_dqalloc(ip, ip->i_d.di_uid,
					 ip->i_d.di_gid, fa->fsx_projid,
					 XFS_QMOPT_PQUOTA, &udqp, &gdqp);
		if (code)
			return code;
	}

	if (current_fsuid() != ip->i_d.di_uid && !capable(CAP_FOWNER))
		return XFS_ERROR(EPERM);

	if (mask & FSX_EXTSIZE) {
		int		size;

		size = fa->fsx_extsize;
		ip->i_d.di_flags = size ? 1 : 0;
	}

	if (mask & FSX_PROJID) {
		if (xfs_get_projid(ip) != fa->fsx_projid)
			xfs_set_projid(ip, fa->fsx_projid);
	}
	return 0;
}

int
xfs_file_ioctl(
	struct xfs_mount	*mp,
	unsigned int		cmd,
	void			__user *arg)
{
	int			error;

	switch (cmd) {
	case XFS_IOC_FREE_EOFBLOCKS: {
		struct xfs_eofblocks eofb;

		if (copy_from_user(&eofb, arg, sizeof(eofb)))
			return -XFS_ERROR(EFAULT);

		error = xfs_icache_free_eofblocks(mp, &eofb);
		return -error;
	}
	default:
		return -ENOTTY;
	}
}
