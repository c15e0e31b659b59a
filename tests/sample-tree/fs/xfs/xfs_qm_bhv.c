/*
 * kidpush sample tree: statfs limited by the project quota.
 * Written for the kidpush tests, shaped like the XFS quota behaviour code.
 */
#include "xfs_inode.h"
#include "xfs_qm.h"

void
xfs_qm_statvfs(
	xfs_inode_t		*ip,
	struct kstatfs		*statp)
{
	xfs_mount_t		*mp = ip->i_mount;
	xfs_dquot_t		*dqp;

	if (!xfs_qm_dqget(mp, NULL, xfs_get_projid(ip), XFS_DQ_PROJ, 0, &dqp)) {
		xfs_fill_statvfs_from_dquot(statp, dqp);
		xfs_qm_dqput(dqp);
	}
}
