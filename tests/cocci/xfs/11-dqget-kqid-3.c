/* Fixture 3 for 11-dqget-kqid.cocci: no initialized local at all. */
int
xfs_qm_dqget(
	struct xfs_mount *mp,
	struct xfs_inode *ip,
	xfs_dqid_t	id,
	uint		type,
	uint		flags,
	xfs_dquot_t	**O_dqpp)
{
	struct xfs_dquot	*dqp;

	dqp = cache_find(mp, type, id);
	*O_dqpp = dqp;
	return 0;
}
