/*
 * kidpush sample tree: the kidfs GETOWNER ioctl (ids go back to user space).
 */
#include <linux/errno.h>
#include <linux/uaccess.h>
#include <linux/cred.h>
#include "kidfs.h"

long kidfs_ioctl_getowner(const struct inode *inode,
			  struct kidfs_owner_info __user *arg)
{
	struct kidfs_owner_info info;

	info.uid = kidfs_owner(inode);
	info.gid = inode->i_gid;
	if (copy_to_user(arg, &info, sizeof(info)))
		return -EFAULT;
	return 0;
}
