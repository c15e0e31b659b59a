int chown_one(struct xfs_inode *ip, uid_t uid, gid_t gid)
{
	struct inode *inode = VFS_I(ip);

	if (uid) {
		ip->i_d.di_uid = uid;
		inode->i_uid = uid;
	}
	if (gid) {
		ip->i_d.di_gid = gid;
		inode->i_gid = gid;
	}
	return 0;
}

void alloc_one(xfs_inode_t *ip, xfs_inode_t *pip)
{
	ip->i_d.di_uid = current_fsuid();
	ip->i_d.di_gid = pip->i_d.di_gid;
	ip->i_d.di_mode = 0;
}
