/* row xattr-store: an ACL's value to or from the filesystem's xattr store (a
 * call of its shape: the xattr's name, then the value and its size, or the
 * value returned through a pointer).  The store keeps what the filesystem's
 * xattr handlers get, in the VFS's convention (&init_user_ns, 3.7 to 6.1);
 * this type is not userns-mountable and no file beside it compares a user
 * namespace (idmap.c compares a mount's idmapping only).  Through the caller's
 * namespace the value is mapped a second time. */
#include "store.h"

struct posix_acl *sto_get_acl(struct inode *inode, int type)
{
	char *value = sto_alloc(64);
	int len = sto_xattr_get(inode, type ? "d" : "a", value, 64);
	return len > 0 ? posix_acl_from_xattr(current_user_ns(), value, len) : 0; /* expect: ns-mismatch */
}

struct posix_acl *sto_fetch_acl(struct inode *inode, int type)
{
	char *data = 0;
	int len = sto_xattr_fetch(inode, type ? "d" : "a", &data);
	return len > 0 ? posix_acl_from_xattr(current_user_ns(), data, len) : 0; /* expect: ns-mismatch */
}

int sto_set_acl(struct inode *inode, int type, const struct posix_acl *acl)
{
	void *value = sto_alloc(64);
	int ret = posix_acl_to_xattr(current_user_ns(), acl, value, 64); /* expect: ns-mismatch */
	return ret < 0 ? ret : sto_xattr_set(inode, type ? "d" : "a", value, 64, 0);
}
