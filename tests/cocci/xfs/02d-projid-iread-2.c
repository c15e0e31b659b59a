/* already converted: the rule must leave this unchanged */
int read_one(xfs_inode_t *ip, struct xfs_dinode *dip)
{
	if (dip->di_mode) {
		xfs_dinode_from_disk(&ip->i_d, dip);

		ip->i_projid = ((projid_t)ip->i_d.di_projid_hi << 16) | ip->i_d.di_projid_lo;

		return 1;
	}
	xfs_dinode_from_disk(&scratch, dip);
	return 0;
}
