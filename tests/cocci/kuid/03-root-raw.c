static int set_owner(struct inode *inode, struct iattr *iattr)
{
	uid_t uid = 0, iuid = 0;
	uid_t other = 0;
	kuid_t owner = 0;
	u32 count = 0;

	if (iattr->ia_valid)
		inode->i_uid = owner;
	return count + uid + iuid + other;
}
