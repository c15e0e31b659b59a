struct disk_inode {
	unsigned short i_uid;
	unsigned char i_gid;
	unsigned int i_owner;
};

void kidfs_read_inode(struct inode *inode, struct disk_inode *raw)
{
	inode->i_uid = (uid_t)raw->i_uid;
	inode->i_gid = (gid_t)raw->i_gid;
}

void kidfs_read_le(struct inode *ino, struct disk_inode *raw)
{
	ino->i_uid = le32_to_cpu(raw->i_owner);
	ino->i_gid = make_kgid(&init_user_ns, raw->i_gid);
}

void kidfs_read_other(struct inode *inode, struct kidfs_sb *sbi, struct disk_inode *raw)
{
	inode->i_uid = raw->i_uid;
	sbi->uid = raw->i_uid;
}

int kidfs_read_checked(struct inode *inode, struct disk_inode *raw)
{
	if (!raw->i_owner)
		return -EINVAL;
	inode->i_uid = raw->i_owner;
	return 0;
}

void kidfs_read_untyped(struct disk_inode *raw)
{
	inode_of(raw)->i_uid = raw->i_uid;
}
