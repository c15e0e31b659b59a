/* a value holding IDs (an ACL's xattr) mapped as a whole, through &init_user_ns:
 * the value comes from or goes to a call (the connection's daemon here, a disk
 * elsewhere) and nothing in scope carries a namespace but the super_block of a
 * filesystem that is not userns-mountable: unclassified, not guessed. */
#include <linux/ns.h>

struct aclconn { int no_acl; };
int aclconn_getxattr(struct inode *inode, void *value, size_t size);
int aclconn_setxattr(struct inode *inode, const void *value, size_t size);

struct posix_acl *aclconn_get_acl(struct aclconn *c, struct inode *inode, void *value, size_t size)
{
	if (c->no_acl || aclconn_getxattr(inode, value, size) <= 0)
		return 0;
	return posix_acl_from_xattr(&init_user_ns, value, size); /* expect: ns-unclassified */
}

int aclconn_set_acl(struct inode *inode, const struct posix_acl *acl, void *value, size_t size)
{
	int ret = posix_acl_to_xattr(&init_user_ns, acl, value, size); /* expect: ns-unclassified */
	return ret < 0 ? ret : aclconn_setxattr(inode, value, size);
}
