int read_one(xfs_inode_t *ip)
{
	ip->i_projid = ((projid_t)ip->i_d.di_projid_hi << 16) | lo(ip);
	VFS_I(ip)->i_uid = ip->i_d.di_uid;
	VFS_I(ip)->i_gid = ip->i_d.di_gid;
	VFS_I(ip)->i_mode = ip->i_d.di_mode;
	if (ip->i_d.di_version == 1)
		xfs_set_projid(ip, 0);
	xfs_set_projid(ip, other);
	return 0;
}
