/* an ACL's xattr value mapped through the connection's namespace (row object),
 * fixed. */
#include <linux/ns.h>

struct aclconnf { struct user_namespace *user_ns; int no_acl; };
int aclconnf_getxattr(struct inode *inode, void *value, size_t size);
int aclconnf_setxattr(struct inode *inode, const void *value, size_t size);

struct posix_acl *aclconnf_get_acl(struct aclconnf *c, struct inode *inode, void *value, size_t size)
{
	if (c->no_acl || aclconnf_getxattr(inode, value, size) <= 0)
		return 0;
	return posix_acl_from_xattr(c->user_ns, value, size);
}

int aclconnf_set_acl(struct aclconnf *c, struct inode *inode, const struct posix_acl *acl, void *value, size_t size)
{
	int ret = posix_acl_to_xattr(c->user_ns, acl, value, size);
	return ret < 0 ? ret : aclconnf_setxattr(inode, value, size);
}
