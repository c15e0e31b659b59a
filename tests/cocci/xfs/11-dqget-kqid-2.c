/* Fixture 2 for 11-dqget-kqid.cocci: no local initializer uses the type. */
int
xfs_qm_dqget(
	struct xfs_mount *mp,
	struct xfs_inode *ip,
	xfs_dqid_t	id,
	uint		type,
	uint		flags,
	xfs_dquot_t	**O_dqpp)
{
	unsigned int		qflags = mp->m_qflags;
	struct xfs_dquot	*dqp;

	if (! user_on(mp) && type == XFS_DQ_USER)
		return 3;
	dqp = cache_find(mp, type, id, qflags);
	*O_dqpp = dqp;
	return 0;
}
