static void from_disk(struct posix_acl *acl, struct disk_acl_entry *entry, int n)
{
	acl->a_entries[n].e_tag = le16_to_cpu(entry->e_tag);
	acl->a_entries[n].e_id = le32_to_cpu(entry->e_id);
}

static void to_disk(struct posix_acl *acl, struct disk_acl_entry *entry, int n)
{
	entry->e_tag = cpu_to_le16(acl->a_entries[n].e_tag);
	entry->e_id = cpu_to_le32(acl->a_entries[n].e_id);
}

static void to_wire(struct posix_acl_entry *pa, __be32 *p)
{
	*p++ = htonl(pa->e_tag);
	*p++ = htonl(pa->e_id);
}

static void no_id(struct posix_acl_entry *pa)
{
	pa->e_tag = ACL_USER_OBJ;
	pa->e_id = ACL_UNDEFINED_ID;
}

static void no_tag_before(struct posix_acl_entry *pa, __le32 v)
{
	pa->e_id = le32_to_cpu(v);
	pa->e_tag = ACL_USER;
}

static void not_planned(struct posix_acl *acl, struct disk_acl_entry *entry, int n)
{
	acl->a_entries[n].e_tag = le16_to_cpu(entry->e_tag);
	acl->a_entries[n].e_id = le32_to_cpu(entry->e_id);
	entry->e_id = cpu_to_le32(acl->a_entries[n].e_id);
}

/* to and from a raw number the kernel keeps for uids and gids alike */
static void to_ace(struct posix_acl_entry *pa, struct ace *ace)
{
	ace->who = pa->e_id;
}

static void from_ace(struct posix_acl_entry *pa, struct ace *ace)
{
	pa->e_tag = ACL_GROUP;
	pa->e_id = ace->who;
}

/* two entries' ids compared (sorting an ACL) */
static int cmp_entry(const struct posix_acl_entry *a, const struct posix_acl_entry *b)
{
	if (a->e_tag != b->e_tag)
		return a->e_tag - b->e_tag;
	if (a->e_id > b->e_id)
		return 1;
	return a->e_id != b->e_id ? -1 : 0;
}
