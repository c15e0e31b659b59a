/* row xattr: an ACL's value in an xattr handler goes to the VFS, which maps it
 * for the caller (its convention is &init_user_ns, 3.7 to 6.1): mapping it
 * through the caller's namespace here maps it twice. */
#include <linux/ns.h>

struct posix_acl *xat_acl(struct dentry *dentry);

int xat_get(struct dentry *dentry, const char *name, void *buffer, size_t size)
{
	(void)name;
	return posix_acl_to_xattr(current_user_ns(), xat_acl(dentry), buffer, size); /* expect: ns-mismatch */
}
