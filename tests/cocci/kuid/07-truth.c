static void munge(struct inode *dir, struct inode *inode)
{
	if ((dir->i_mode & S_ISUID) && dir->i_uid)
		inode->i_mode |= S_ISUID;
	if (!dir->i_gid)
		inode->i_mode |= S_ISGID;
	if (dir->i_uid)
		inode->i_mode = 0;
}

static int not_planned(struct inode *dir)
{
	return dir->i_uid ? 1 : 0;
}
