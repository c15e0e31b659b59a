/* already converted: the rule must leave this unchanged */
int chown_one(struct xfs_inode *ip, uid_t uid, gid_t gid)
{
	struct inode *inode = VFS_I(ip);

	if (uid) {
		xfs_set_uid(ip, uid);
	}
	if (gid) {
		xfs_set_gid(ip, gid);
	}
	return 0;
}

void alloc_one(xfs_inode_t *ip, xfs_inode_t *pip)
{
	xfs_set_uid(ip, current_fsuid());
	xfs_set_gid(ip, pip->i_d.di_gid);
	ip->i_d.di_mode = 0;
}

static inline void xfs_set_uid(struct xfs_inode *ip, kuid_t uid)
{
	VFS_I(ip)->i_uid = uid;
	ip->i_d.di_uid = from_kuid(&init_user_ns, uid);
}
