static void new_owner(struct inode *inode, struct iattr *iattr, int mask)
{
	uid_t uid = 0, iuid = 0;

	iuid = inode_disk_uid(inode);
	uid = (mask & ATTR_UID) ? iattr->ia_uid : iuid;
	uid = (mask & ATTR_UID) ? iuid : iattr->ia_uid;
	save_uid(uid);
}
