int set_owner(struct xfs_inode *ip, struct iattr *iattr)
{
	int			error;
	uid_t			uid = 0, iuid = 0;
	kuid_t uid = GLOBAL_ROOT_UID, iuid = GLOBAL_ROOT_UID;
	gid_t			gid = 0, igid = 0;
	kgid_t gid = GLOBAL_ROOT_GID, igid = GLOBAL_ROOT_GID;
	uid_t			a = 0, b = 0;

	iuid = VFS_I(ip)->i_uid;
	igid = VFS_I(ip)->i_gid;
	uid = iattr->ia_uid;
	gid = iattr->ia_gid;
	a = raw_id(ip);
	b = a;
	return error;
}

int other(void)
{
	uid_t			x = 0, y = 0;

	return x == y;
}
