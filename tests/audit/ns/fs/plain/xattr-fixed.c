/* row xattr, fixed: the handler's value in the VFS's convention. */
#include <linux/ns.h>

struct posix_acl *xatf_acl(struct dentry *dentry);

int xatf_get(struct dentry *dentry, const char *name, void *buffer, size_t size)
{
	(void)name;
	return posix_acl_to_xattr(&init_user_ns, xatf_acl(dentry), buffer, size);
}
