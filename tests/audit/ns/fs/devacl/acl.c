/* trap of row xattr-store: the same store shape where a file beside it compares
 * a user namespace (dev.c: a daemon's device and its opener's namespace): the
 * store may be a daemon of another namespace, so &init_user_ns stays an
 * unclassified note, not accepted. */
#include <linux/ns.h>

void *dva_alloc(size_t size);
int dva_xattr_get(struct inode *inode, const char *name, void *value, size_t size);

struct posix_acl *dva_get_acl(struct inode *inode, int type)
{
	char *value = dva_alloc(64);
	int len = dva_xattr_get(inode, type ? "d" : "a", value, 64);
	return len > 0 ? posix_acl_from_xattr(&init_user_ns, value, len) : 0; /* expect: ns-unclassified */
}
