/* row xattr through a local wrapper of vfs_setxattr()/vfs_getxattr()
 * (xwrap.h): the value is in the VFS's convention (&init_user_ns, 3.7 to
 * 6.1); mapped through the caller's namespace it is mapped twice. */
#include "xwrap.h"

int xw_copy_acl(struct dentry *upper, const struct posix_acl *acl)
{
	void *buffer = xw_alloc(64);
	int err = posix_acl_to_xattr(current_user_ns(), acl, buffer, 64); /* expect: ns-mismatch */
	return err < 0 ? err : xw_setxattr(upper, "a", buffer, 64);
}

struct posix_acl *xw_read_acl(struct dentry *dentry, char *name)
{
	void *buf = 0;
	int len = xw_fetch(dentry, name, &buf);
	return len > 0 ? posix_acl_from_xattr(current_user_ns(), buf, len) : 0; /* expect: ns-mismatch */
}
