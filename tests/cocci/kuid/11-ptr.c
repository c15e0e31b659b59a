/* Pointers to ids handed to helpers that keep a raw number. */
int map_name(const char *name, int len, u32 *id);
void get_id(const __le32 *p, u32 *res);

int decode_owner(struct iattr *iattr, const char *buf, int len)
{
	int status;

	if (len > 0) {
		if ((status = map_name(buf, len, &iattr->ia_uid)))
			return status;
		iattr->ia_valid |= ATTR_UID;
	}
	status = map_name(buf, len, &iattr->ia_gid);
	if (status)
		return status;
	return 0;
}

void ids_from(struct inode *inode, const __le32 *p, kuid_t *uid, kgid_t *gid)
{
	get_id(p, uid);
	get_id(p + 1, gid);
	inode->i_uid = *uid;
	/* not planned: left */
	get_id(p + 2, &inode->i_size);
}
