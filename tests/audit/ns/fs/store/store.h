/* the filesystem's xattr store (fs/store/acl{,-fixed}.c): named values with
 * their size, or returned through a pointer */
#include <linux/ns.h>

void *sto_alloc(size_t size);
int sto_xattr_get(struct inode *inode, const char *name, void *value, size_t size);
int sto_xattr_set(struct inode *inode, const char *name, const void *value, size_t size, int flags);
int sto_xattr_fetch(struct inode *inode, const char *name, char **value);
