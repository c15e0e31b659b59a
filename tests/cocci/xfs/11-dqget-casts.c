/* Fixture for 11-dqget-casts.cocci: casted ids handed to xfs_qm_dqget. */
int alloc_all(struct xfs_mount *mp, kuid_t uid, kgid_t gid, kprojid_t prid)
{
	struct xfs_dquot *uq, *gq;
	int error;

	if ((error = xfs_qm_dqget(mp, NULL, (xfs_dqid_t) uid, XFS_DQ_USER,
				  0, &uq)))
		return error;
	error = xfs_qm_dqget(mp, NULL, (xfs_dqid_t)gid, XFS_DQ_GROUP, 0, &gq);
	if (error)
		return error;
	return xfs_qm_dqget(mp, NULL, (xfs_dqid_t)prid, XFS_DQ_PROJ, 0, &gq);
}
