/*
 * kidpush sample tree: ACLs to and from their on-disk form.
 * Written for the kidpush tests, shaped like the XFS ACL code.
 */
#include <linux/posix_acl.h>
#include "xfs_inode.h"

struct xfs_acl_entry {
	__be32	ae_tag;
	__be32	ae_id;
	__be16	ae_perm;
};

STATIC int
xfs_acl_entry_from_disk(struct posix_acl_entry *acl_e, struct xfs_acl_entry *ace)
{
	acl_e->e_tag = be32_to_cpu(ace->ae_tag);
	acl_e->e_perm = be16_to_cpu(ace->ae_perm);

	switch (acl_e->e_tag) {
	case ACL_USER:
	case ACL_GROUP:
		acl_e->e_id = be32_to_cpu(ace->ae_id);
		break;
	case ACL_USER_OBJ:
	case ACL_OTHER:
		acl_e->e_id = ACL_UNDEFINED_ID;
		break;
	default:
		return -EINVAL;
	}
	return 0;
}

STATIC void
xfs_acl_entry_to_disk(struct xfs_acl_entry *ace, const struct posix_acl_entry *acl_e)
{
	ace->ae_tag = cpu_to_be32(acl_e->e_tag);
	ace->ae_id = cpu_to_be32(acl_e->e_id);
	ace->ae_perm = cpu_to_be16(acl_e->e_perm);
}

int
xfs_acl_may_set(struct inode *inode)
{
	if ((current_fsuid() != inode->i_uid) && !capable(CAP_FOWNER))
		return -EPERM;
	return 0;
}
