/* row xattr through a local wrapper, fixed: &init_user_ns, the VFS's
 * convention, though an object in scope carries a user namespace of its own
 * (its creator's credentials: without following the value into the wrapper,
 * row object reported it as ignored). */
#include "xwrap.h"

struct xwfs { const struct cred *creator_cred; };

int xwf_copy_acl(struct xwfs *fs, struct dentry *upper, const struct posix_acl *acl)
{
	void *buffer = xw_alloc(64);
	int err = posix_acl_to_xattr(&init_user_ns, acl, buffer, 64);
	return err < 0 || !fs ? err : xw_setxattr(upper, "a", buffer, 64);
}

struct posix_acl *xwf_read_acl(struct xwfs *fs, struct dentry *dentry, char *name)
{
	void *buf = 0;
	int len = fs ? xw_fetch(dentry, name, &buf) : -1;
	return len > 0 ? posix_acl_from_xattr(&init_user_ns, buf, len) : 0;
}
