/*
 * kidpush sample tree: quota reservations inside a transaction.  Written
 * for the kidpush tests, shaped like the XFS transaction quota code.
 */
#include "xfs_qm.h"

/*
 * Tell the user (not for project quotas) that a limit was hit.
 */
STATIC void
xfs_quota_warn(
	struct xfs_mount	*mp,
	struct xfs_dquot	*dqp,
	int			type)
{
	if (dqp->dq_flags & XFS_DQ_PROJ)
		return;
	quota_send_warning(make_kqid(&init_user_ns,
				     (dqp->dq_flags & XFS_DQ_USER) ?
				     USRQUOTA : GRPQUOTA,
				     be32_to_cpu(dqp->q_core.d_id)),
			   mp->m_dev, type);
}

/*
 * Reserve blocks; the id-0 dquot only holds defaults and is not limited.
 */
int
xfs_trans_dqresv(
	struct xfs_mount	*mp,
	struct xfs_dquot	*dqp,
	unsigned long		nblks,
	uint			flags)
{
	unsigned long		hard = be32_to_cpu(dqp->q_core.d_blk_hardlimit);

	if ((flags & XFS_QMOPT_DOWARN) &&
	    dqp->q_core.d_id &&
	    hard && dqp->q_res_bcount + nblks > hard) {
		xfs_quota_warn(mp, dqp, 1);
		return 28;
	}
	dqp->q_res_bcount += nblks;
	return 0;
}
