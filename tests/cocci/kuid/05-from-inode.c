struct disk_inode {
	unsigned short i_uid;
	unsigned short i_gid;
	unsigned int i_owner;
};

void kidfs_write_inode(struct inode *inode, struct disk_inode *raw)
{
	raw->i_uid = fs_high2lowuid(inode->i_uid);
	raw->i_gid = fs_high2lowgid(inode->i_gid);
	raw->i_owner = cpu_to_le32(inode->i_uid);
}

void kidfs_stat(struct inode *ino, struct kstat_raw *st, struct kidfs_sb *sbi)
{
	st->uid = ino->i_uid;
	st->gid = ino->i_gid;
	st->owner = sbi->uid;
	st->group = from_kgid(&init_user_ns, ino->i_gid);
	st->mode = ino->i_mode;
}

void kidfs_write_untyped(struct disk_inode *raw)
{
	raw->i_owner = cpu_to_le32(inode_of(raw)->i_uid);
}
