/* already converted: the rule must leave this unchanged */
int read_one(xfs_inode_t *ip, struct xfs_dinode *dip)
{
	if (dip->di_mode) {
		xfs_dinode_from_disk(&ip->i_d, dip);
		ip->i_projid = compute(ip);
		VFS_I(ip)->i_uid = ip->i_d.di_uid;
		VFS_I(ip)->i_gid = ip->i_d.di_gid;

		return 1;
	}
	return 0;
}
