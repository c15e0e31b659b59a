int set_owner(struct xfs_inode *ip, struct iattr *iattr)
{
	int			error;
	uid_t			uid = 0, iuid = 0;
	gid_t			gid = 0, igid = 0;
	uid_t			a = 0, b = 0;

	iuid = VFS_I(ip)->i_uid;
	igid = VFS_I(ip)->i_gid;
	uid = iattr->ia_uid;
	gid = iattr->ia_gid;
	a = raw_id(ip);
	b = a;
	return error;
}
