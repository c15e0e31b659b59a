/* row xattr-store, fixed: the ACL's value in the store's convention, the
 * VFS's (&init_user_ns).  Before the row, an unclassified note each. */
#include "store.h"

struct posix_acl *stof_get_acl(struct inode *inode, int type)
{
	char *value = sto_alloc(64);
	int len = sto_xattr_get(inode, type ? "d" : "a", value, 64);
	return len > 0 ? posix_acl_from_xattr(&init_user_ns, value, len) : 0;
}

struct posix_acl *stof_fetch_acl(struct inode *inode, int type)
{
	char *data = 0;
	int len = sto_xattr_fetch(inode, type ? "d" : "a", &data);
	return len > 0 ? posix_acl_from_xattr(&init_user_ns, data, len) : 0;
}

int stof_set_acl(struct inode *inode, int type, const struct posix_acl *acl)
{
	void *value = sto_alloc(64);
	int ret = posix_acl_to_xattr(&init_user_ns, acl, value, 64);
	return ret < 0 ? ret : sto_xattr_set(inode, type ? "d" : "a", value, 64, 0);
}

/* the size asked with a null buffer: no ID is mapped, whatever the namespace
 * (before, an unclassified note) */
int stof_acl_size(const struct posix_acl *acl)
{
	return posix_acl_to_xattr(&init_user_ns, acl, (void *)0, 0);
}
