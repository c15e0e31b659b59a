int stat_one(struct xfs_inode *ip, struct kstat *stat)
{
	stat->uid = ip->i_d.di_uid;
	stat->gid = ip->i_d.di_gid;
	stat->mode = ip->i_d.di_mode;
	return in_group_p((gid_t)ip->i_d.di_gid);
}

int bulk_one(struct xfs_inode *ip, struct xfs_bstat *buf)
{
	struct xfs_icdinode *dic;

	dic = &ip->i_d;
	buf->bs_uid = dic->di_uid;
	buf->bs_gid = dic->di_gid;
	return 0;
}

int convert(struct xfs_icdinode *to, struct xfs_dinode *from)
{
	to->di_uid = be32_to_cpu(from->di_uid);
	return 0;
}
