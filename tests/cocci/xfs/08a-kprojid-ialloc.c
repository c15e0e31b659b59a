int
xfs_ialloc(
	xfs_trans_t	*tp,
	prid_t		prid,
	xfs_inode_t	*ip)
{
	if ((prid != 0) && (ip->i_d.di_version == 1))
		bump(ip);
	xfs_set_projid(ip, prid);
	return 0;
}

int
create(xfs_inode_t *dp)
{
	prid_t			prid;
	prid_t			other;

	if (dp->i_d.di_flags & XFS_DIFLAG_PROJINHERIT)
		prid = dp->i_projid;
	else
		prid = XFS_PROJID_DEFAULT;
	other = 0;
	return xfs_dir_ialloc(&tp, dp, mode, 1, rdev, prid, 1, &ip, NULL);
}

int
qino(void)
{
	return xfs_dir_ialloc(&tp, NULL, S_IFREG, 1, 0, 0, 1, ip, &committed);
}

int
quota(struct xfs_inode *ip, prid_t prid)
{
	return prid != 0;
}
