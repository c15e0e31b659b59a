int getx(struct xfs_inode *ip, struct fsxattr fa)
{
	fa.fsx_projid = ip->i_projid;
	return 0;
}

int bulk(struct xfs_inode *ip, struct xfs_bstat *buf, struct kstat *stat)
{
	int			error = 0;

	buf->bs_projid_lo = (u16)(ip->i_projid & 0xffff);
	buf->bs_projid_hi = (u16)(ip->i_projid >> 16);
	buf->bs_uid = VFS_I(ip)->i_uid;
	buf->bs_gid = VFS_I(ip)->i_gid;
	stat->uid = VFS_I(ip)->i_uid;
	return error;
}
