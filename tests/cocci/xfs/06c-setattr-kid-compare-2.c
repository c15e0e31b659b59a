int set_owner(struct xfs_inode *ip, struct iattr *iattr)
{
	kuid_t uid = GLOBAL_ROOT_UID, iuid = GLOBAL_ROOT_UID;

	iuid = VFS_I(ip)->i_uid;
	uid = iattr->ia_uid;
	if (iuid != uid)
		xfs_set_uid(ip, uid);
	return 0;
}
