int read_one(xfs_inode_t *ip, struct xfs_dinode *dip)
{
	if (dip->di_mode) {
		xfs_dinode_from_disk(&ip->i_d, dip);
		ip->i_projid = compute(ip);

		return 1;
	}
	return 0;
}
