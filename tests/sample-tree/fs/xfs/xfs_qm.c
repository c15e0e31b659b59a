/*
 * kidpush sample tree: attaching dquots to inodes and charging them.
 * Written for the kidpush tests, shaped like the XFS quota manager.
 */
#include "xfs_qm.h"
#include "xfs_inode.h"

typedef unsigned long	xfs_qcnt_t;

/*
 * Attach the dquot of one id to an inode, using the user dquot's hint
 * for the group dquot when it matches.
 */
STATIC int
xfs_qm_dqattach_one(
	struct xfs_inode *ip,
	xfs_dqid_t	id,
	uint		type,
	uint		doalloc,
	xfs_dquot_t	*udqhint, /* hint */
	xfs_dquot_t	**IO_idqpp)
{
	xfs_dquot_t	*dqp;
	int		error;

	if (*IO_idqpp)
		return 0;
	if (udqhint) {
		ASSERT(type == XFS_DQ_GROUP || type == XFS_DQ_PROJ);
		dqp = udqhint->q_gdquot;
		if (dqp && be32_to_cpu(dqp->q_core.d_id) == id) {
			*IO_idqpp = xfs_qm_dqhold(dqp);
			return 0;
		}
	}
	error = xfs_qm_dqget(ip->i_mount, ip, id, type,
			     doalloc | XFS_QMOPT_DOWARN, &dqp);
	if (error)
		return error;
	*IO_idqpp = dqp;
	return 0;
}

/*
 * Attach the user and the group or project dquot of a locked inode.
 */
int
xfs_qm_dqattach_locked(
	struct xfs_inode	*ip,
	uint			flags)
{
	struct xfs_mount	*mp = ip->i_mount;
	int			error = 0;

	if (XFS_IS_UQUOTA_ON(mp)) {
		error = xfs_qm_dqattach_one(ip, ip->i_d.di_uid, XFS_DQ_USER,
						flags & XFS_QMOPT_DQALLOC,
						NULL, &ip->i_udquot);
		if (error)
			return error;
	}
	if (XFS_IS_OQUOTA_ON(mp)) {
		error = XFS_IS_GQUOTA_ON(mp) ?
			xfs_qm_dqattach_one(ip, ip->i_d.di_gid, XFS_DQ_GROUP,
						flags & XFS_QMOPT_DQALLOC,
						ip->i_udquot, &ip->i_gdquot) :
			xfs_qm_dqattach_one(ip, xfs_get_projid(ip), XFS_DQ_PROJ,
						flags & XFS_QMOPT_DQALLOC,
						ip->i_udquot, &ip->i_gdquot);
	}
	return error;
}

/*
 * Charge the blocks of one inode to the dquot of one of its ids.
 */
STATIC int
xfs_qm_quotacheck_dqadjust(
	struct xfs_inode	*ip,
	xfs_dqid_t		id,
	uint			type,
	xfs_qcnt_t		nblks)
{
	struct xfs_mount	*mp = ip->i_mount;
	struct xfs_dquot	*dqp;
	int			error;

	error = xfs_qm_dqget(mp, ip, id, type,
			     XFS_QMOPT_DQALLOC | XFS_QMOPT_DOWARN, &dqp);
	if (error)
		return error;
	dqp->q_res_bcount += nblks;
	/* the id-0 dquot only holds the default limits */
	if (dqp->q_core.d_id) {
		xfs_qm_adjust_dqlimits(mp, &dqp->q_core);
	}
	xfs_qm_dqput(dqp);
	return 0;
}

STATIC int
xfs_qm_dqusage_adjust(
	struct xfs_inode	*ip,
	xfs_qcnt_t		nblks)
{
	struct xfs_mount	*mp = ip->i_mount;
	int			error;

	if (XFS_IS_UQUOTA_ON(mp)) {
		error = xfs_qm_quotacheck_dqadjust(ip, ip->i_d.di_uid,
						   XFS_DQ_USER, nblks);
		if (error)
			return error;
	}
	if (XFS_IS_GQUOTA_ON(mp)) {
		error = xfs_qm_quotacheck_dqadjust(ip, ip->i_d.di_gid,
						   XFS_DQ_GROUP, nblks);
		if (error)
			return error;
	}
	if (XFS_IS_PQUOTA_ON(mp)) {
		error = xfs_qm_quotacheck_dqadjust(ip, xfs_get_projid(ip),
						   XFS_DQ_PROJ, nblks);
		if (error)
			return error;
	}
	return 0;
}

/*
 * Get (allocating if needed) the dquots a new owner of ip would use.
 */
int
xfs_qm_vop_dqalloc(
	struct xfs_inode	*ip,
	uid_t			uid,
	gid_t			gid,
	prid_t			prid,
	uint			flags,
	struct xfs_dquot	**O_udqpp,
	struct xfs_dquot	**O_gdqpp)
{
	struct xfs_mount	*mp = ip->i_mount;
	struct xfs_dquot	*uq, *gq;
	int			error;

	uq = gq = NULL;
	if ((flags & XFS_QMOPT_UQUOTA) && XFS_IS_UQUOTA_ON(mp)) {
		if (ip->i_d.di_uid != uid) {
			if ((error = xfs_qm_dqget(mp, NULL, (xfs_dqid_t) uid,
						 XFS_DQ_USER,
						 XFS_QMOPT_DQALLOC |
						 XFS_QMOPT_DOWARN,
						 &uq))) {
				return error;
			}
		} else {
			uq = xfs_qm_dqhold(ip->i_udquot);
		}
	}
	if ((flags & XFS_QMOPT_GQUOTA) && XFS_IS_GQUOTA_ON(mp)) {
		if (ip->i_d.di_gid != gid) {
			if ((error = xfs_qm_dqget(mp, NULL, (xfs_dqid_t)gid,
						 XFS_DQ_GROUP,
						 XFS_QMOPT_DQALLOC |
						 XFS_QMOPT_DOWARN,
						 &gq))) {
				return error;
			}
		} else {
			gq = xfs_qm_dqhold(ip->i_gdquot);
		}
	} else if ((flags & XFS_QMOPT_PQUOTA) && XFS_IS_PQUOTA_ON(mp)) {
		if (xfs_get_projid(ip) != prid) {
			if ((error = xfs_qm_dqget(mp, NULL, (xfs_dqid_t)prid,
						 XFS_DQ_PROJ,
						 XFS_QMOPT_DQALLOC |
						 XFS_QMOPT_DOWARN,
						 &gq))) {
				return (error);
			}
		} else {
			gq = xfs_qm_dqhold(ip->i_gdquot);
		}
	}
	*O_udqpp = uq;
	*O_gdqpp = gq;
	return 0;
}

/*
 * Would a change of owner move the inode to other dquots?
 */
int
xfs_qm_vop_chown_reserve(
	struct xfs_inode	*ip,
	struct xfs_dquot	*udqp,
	struct xfs_dquot	*gdqp)
{
	struct xfs_mount	*mp = ip->i_mount;
	int			moves = 0;

	if (XFS_IS_UQUOTA_ON(mp) && udqp &&
	    ip->i_d.di_uid != (uid_t)be32_to_cpu(udqp->q_core.d_id))
		moves++;
	if (XFS_IS_OQUOTA_ON(mp) && gdqp) {
		if (XFS_IS_PQUOTA_ON(mp) &&
		    xfs_get_projid(ip) != be32_to_cpu(gdqp->q_core.d_id))
			moves++;
		if (XFS_IS_GQUOTA_ON(mp) &&
		    ip->i_d.di_gid != be32_to_cpu(gdqp->q_core.d_id))
			moves++;
	}
	return moves;
}

/*
 * Attach the dquots of a newly created inode.
 */
void
xfs_qm_vop_create_dqattach(
	struct xfs_inode	*ip,
	struct xfs_dquot	*udqp,
	struct xfs_dquot	*gdqp)
{
	struct xfs_mount	*mp = ip->i_mount;

	if (udqp) {
		ASSERT(ip->i_d.di_uid == be32_to_cpu(udqp->q_core.d_id));
		ip->i_udquot = xfs_qm_dqhold(udqp);
	}
	if (gdqp) {
		ASSERT((XFS_IS_GQUOTA_ON(mp) ?
			ip->i_d.di_gid : xfs_get_projid(ip)) ==
				be32_to_cpu(gdqp->q_core.d_id));
		ip->i_gdquot = xfs_qm_dqhold(gdqp);
	}
}
