/* tests/infer fixture: POSIX ACL entries to and from disk. */
#include <linux/posix_acl.h>
#include <linux/fs.h>

struct ifs_disk_acl {
	__le16 tag;
	__le32 id;
};

void ifs_acl_from_disk(struct posix_acl_entry *pa, const struct ifs_disk_acl *d)
{
	pa->e_tag = le16_to_cpu(d->tag);
	pa->e_id = le32_to_cpu(d->id);
}

void ifs_acl_to_disk(struct ifs_disk_acl *d, const struct posix_acl_entry *pa)
{
	d->id = cpu_to_le32(pa->e_id);
}

void ifs_acl_no_id(struct posix_acl_entry *pa)
{
	pa->e_id = ACL_UNDEFINED_ID;
}

int ifs_acl_walk(struct posix_acl_entry *pa, const __le32 *p)
{
	pa->e_id = le32_to_cpu(*p++);
	return pa->e_id + 1;
}

/* A local sharing its declaration goes to the wire: it stays raw, the ID is
 * converted where it is copied in. */
void ifs_encode_owner(__le32 *p, struct inode *inode)
{
	u32 mask = 0, owner = 0;

	owner = inode->i_uid;
	p[0] = cpu_to_le32(mask);
	p[1] = cpu_to_le32(owner);
}

/* A number of both families (an ACE's who, not retyped): an entry's id goes
 * to it and comes from it by e_tag, in the initial namespace. */
struct ifs_ace {
	u32 who;
};

void ifs_ace_owner(struct ifs_ace *a, struct inode *inode)
{
	a->who = inode->i_uid;
	a++;
	a->who = inode->i_gid;
}

void ifs_ace_from_entry(struct ifs_ace *a, const struct posix_acl_entry *pa)
{
	a->who = pa->e_id;
}

void ifs_ace_to_entry(struct posix_acl_entry *pa, const struct ifs_ace *a)
{
	pa->e_tag = ACL_USER;
	pa->e_id = a->who;
}

/* two entries' ids compared (sorting an ACL): by the first entry's e_tag */
int ifs_acl_cmp(const struct posix_acl_entry *a, const struct posix_acl_entry *b)
{
	if (a->e_tag != b->e_tag)
		return a->e_tag - b->e_tag;
	return a->e_id > b->e_id;
}
