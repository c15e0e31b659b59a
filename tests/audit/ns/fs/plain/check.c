/* A check of the flag is not a type that sets it: fs/plain stays a filesystem that
 * user namespaces cannot mount (its disk.c is not reported). */
#include <linux/ns.h>

int plain_may_mount(const struct file_system_type *t)
{
	return (t->fs_flags & FS_USERNS_MOUNT) != 0;
}
