/* Fixture for 11-dqget-callers.cocci: callers passing (id, type) pairs. */
int attach_all(struct xfs_inode *ip, int flags)
{
	int error;

	error = xfs_qm_dqattach_one(ip, inode_uid(ip), XFS_DQ_USER,
				    flags, NULL, &ip->i_udquot);
	if (error)
		return error;
	error = xfs_qm_quotacheck_dqadjust(ip, inode_gid(ip),
					   XFS_DQ_GROUP, 1, 2);
	if (error)
		return error;
	error = xfs_qm_dqget(ip->i_mount, NULL, ip->i_projid, XFS_DQ_PROJ, 0, NULL);
	if (error)
		return error;
	/* a type that is not a constant is left for the definitions' rule */
	return xfs_qm_dqget(ip->i_mount, NULL, some_id, some_type, 0, NULL);
}
