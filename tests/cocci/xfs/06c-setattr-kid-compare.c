int set_owner(struct xfs_inode *ip, struct iattr *iattr)
{
	uid_t			uid = 0, iuid = 0;
	gid_t			gid = 0, igid = 0;
	int			a = 0, b = 0;

	iuid = VFS_I(ip)->i_uid;
	igid = VFS_I(ip)->i_gid;
	uid = iattr->ia_uid;
	gid = iattr->ia_gid;
	if (iuid != uid)
		xfs_set_uid(ip, uid);
	if (igid != gid)
		xfs_set_gid(ip, gid);
	if (a != b)
		return 1;
	return 0;
}
