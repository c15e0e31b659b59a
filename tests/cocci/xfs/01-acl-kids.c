/* fixture: ACL entries to and from disk */
static int from_disk(struct posix_acl_entry *acl_e, struct disk_ace *ace)
{
	switch (acl_e->e_tag) {
	case ACL_USER:
	case ACL_GROUP:
		acl_e->e_id = be32_to_cpu(ace->ae_id);
		break;
	case ACL_OTHER:
		acl_e->e_id = ACL_UNDEFINED_ID;
		break;
	default:
		return -1;
	}
	return 0;
}

static void to_disk(struct disk_ace *ace, const struct posix_acl_entry *acl_e)
{
	ace->ae_tag = cpu_to_be32(acl_e->e_tag);
	ace->ae_id = cpu_to_be32(acl_e->e_id);
}

static int check(struct inode *inode)
{
	if ((current_fsuid() != inode->i_uid) && !capable(CAP_FOWNER))
		return -1;
	/* not an inode: left alone */
	if (current_fsuid() != other_uid)
		return -2;
	return 0;
}
