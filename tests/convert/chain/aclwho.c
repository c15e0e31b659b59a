/* an ACL entry's id stored in a number that carries uids and gids alike */
static void to_aces(struct posix_acl_entry *pa, struct ace *ace, int n)
{
	while (pa->e_tag == ACL_USER) {
		ace->type = 1;
		ace->who = pa->e_id;
		ace++;
		pa++;
	}
}

static void to_disk(struct posix_acl_entry *pa, __le32 *p)
{
	p[0] = cpu_to_le32(pa->e_id);
}

static void no_id(struct posix_acl_entry *pa)
{
	pa->e_tag = ACL_MASK;
	pa->e_id = ACL_UNDEFINED_ID;
}
