void setup(struct xfs_inode *ip)
{
	struct inode *inode = &ip->i_vnode;

	inode->i_mode	= ip->i_d.di_mode;
	inode->i_uid	= ip->i_d.di_uid;
	inode->i_gid	= ip->i_d.di_gid;
	inode->i_size	= ip->i_d.di_size;
}
