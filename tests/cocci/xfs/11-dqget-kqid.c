/* Fixture for 11-dqget-kqid.cocci: lookup by (id, type) pairs. */

int
xfs_qm_dqget(
	xfs_mount_t	*mp,
	xfs_inode_t	*ip,
	xfs_dqid_t	id,	  /* the id */
	uint		type,	  /* XFS_DQ_USER/GROUP/PROJ */
	uint		flags,
	xfs_dquot_t	**O_dqpp)
{
	struct xfs_quotainfo	*qi = mp->m_quotainfo;
	struct radix_tree_root	*tree = quota_tree(qi, type);

	if ((! user_on(mp) && type == XFS_DQ_USER) ||
	    (! proj_on(mp) && type == XFS_DQ_PROJ) ||
	    (! group_on(mp) && type == XFS_DQ_GROUP))
		return ESRCH;
	ASSERT(type == XFS_DQ_USER || type == XFS_DQ_GROUP);
	return lookup(tree, id, O_dqpp);
}

STATIC int
xfs_qm_dqattach_one(
	xfs_inode_t	*ip,
	xfs_dqid_t	id,
	uint		type,
	uint		doalloc,
	xfs_dquot_t	**IO_idqpp)
{
	xfs_dquot_t	*dqp = hint_of(ip);

	ASSERT(type == XFS_DQ_GROUP || type == XFS_DQ_PROJ);
	if (dqp && be32_to_cpu(dqp->q_core.d_id) == id)
		return 0;
	return xfs_qm_dqget(ip->i_mount, ip, id, type,
			    doalloc, IO_idqpp);
}

STATIC int
xfs_qm_quotacheck_dqadjust(
	struct xfs_inode	*ip,
	xfs_dqid_t		id,
	uint			type,
	xfs_qcnt_t		nblks)
{
	struct xfs_dquot	*dqp;

	return xfs_qm_dqget(ip->i_mount, ip, id, type,
			    XFS_QMOPT_DQALLOC, &dqp);
}
