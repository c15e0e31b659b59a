/* already converted: the rule must leave this unchanged */
int stat_one(struct xfs_inode *ip, struct kstat *stat)
{
	stat->uid = VFS_I(ip)->i_uid;
	stat->gid = VFS_I(ip)->i_gid;
	stat->mode = ip->i_d.di_mode;
	return in_group_p(VFS_I(ip)->i_gid);
}

int bulk_one(struct xfs_inode *ip, struct xfs_bstat *buf)
{
	struct xfs_icdinode *dic;

	dic = &ip->i_d;
	buf->bs_uid = VFS_I(ip)->i_uid;
	buf->bs_gid = VFS_I(ip)->i_gid;
	return 0;
}

int convert(struct xfs_icdinode *to, struct xfs_dinode *from)
{
	to->di_uid = be32_to_cpu(from->di_uid);
	return 0;
}

int read_one(struct xfs_inode *ip)
{
	VFS_I(ip)->i_uid = make_kuid(&init_user_ns, ip->i_d.di_uid);
	VFS_I(ip)->i_gid = ip->i_d.di_gid;
	return 0;
}

static inline void xfs_set_gid(struct xfs_inode *ip, kgid_t gid)
{
	VFS_I(ip)->i_gid = gid;
	ip->i_d.di_gid = from_kgid(&init_user_ns, gid);
}
