int fill(struct xfs_inode *ip, struct xfs_bstat *buf)
{
	struct xfs_icdinode *dic;

	dic = &ip->i_d;
	buf->bs_projid_lo = dic->di_projid_lo;
	buf->bs_projid_hi = dic->di_projid_hi;
	buf->bs_mode = dic->di_mode;
	return 0;
}

int other(struct xfs_icdinode *from, struct xfs_icdinode *to)
{
	to->di_projid_lo = from->di_projid_lo;
	return 0;
}
