static int chown_ids(struct inode *inode, struct iattr *attr)
{
	u32 ouid, ogid, nuid, ngid;
	int error = 0;

	ouid = nuid = inode->i_uid;
	ogid = ngid = inode->i_gid;
	return error;
}

static int one_left(struct inode *inode)
{
	u32 count, owner;

	owner = inode->i_uid;
	return count;
}

static int not_planned(void)
{
	u32 ouid, ogid;

	return 0;
}
