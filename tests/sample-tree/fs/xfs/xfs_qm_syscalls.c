/*
 * kidpush sample tree: the quota manager's quotactl back ends.  Written
 * for the kidpush tests, shaped like the XFS quota system calls.
 */
#include "xfs_qm.h"
#include "xfs_inode.h"

STATIC uint	xfs_qm_export_flags(uint);

/*
 * Set new limits for an id, and the defaults when it is the id 0.
 */
int
xfs_qm_scall_setqlim(
	xfs_mount_t		*mp,
	xfs_dqid_t		id,
	uint			type,
	fs_disk_quota_t		*newlim)
{
	xfs_dquot_t		*dqp;
	int			error;

	if ((error = xfs_qm_dqget(mp, NULL, id, type, XFS_QMOPT_DQALLOC, &dqp))) {
		return error;
	}
	dqp->q_core.d_blk_hardlimit = cpu_to_be32(newlim->d_blk_hardlimit);
	if (id == 0) {
		mp->m_default_bhard = newlim->d_blk_hardlimit;
	}
	xfs_qm_dqput(dqp);
	return 0;
}

/*
 * Report the limits of an id.
 */
int
xfs_qm_scall_getquota(
	struct xfs_mount	*mp,
	xfs_dqid_t		id,
	uint			type,
	struct fs_disk_quota	*dst)
{
	struct xfs_dquot	*dqp;
	int			error;

	error = xfs_qm_dqget(mp, NULL, id, type, 0, &dqp);
	if (error)
		return error;
	dst->d_flags = xfs_qm_export_flags(dqp->dq_flags);
	dst->d_id = be32_to_cpu(dqp->q_core.d_id);
	xfs_qm_dqput(dqp);
	return 0;
}

STATIC uint
xfs_qm_export_flags(
	uint flags)
{
	return flags & (XFS_DQ_USER | XFS_DQ_GROUP | XFS_DQ_PROJ);
}
