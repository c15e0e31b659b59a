/* Rows "mount option", "mount data", "ioctl argument/reply" (also a structure nested
 * in the one copied), "put_user": the calling process's ids, current_user_ns(),
 * munged going back. */
#include "bt.h"

int bt_parse(struct bt_sb *sb, const char *arg)
{
	int option;

	if (match_int(arg, &option))
		return -EINVAL;
	sb->uid = option;
	return 0;
}

int bt_fill_super(struct bt_sb *sb, void *data)
{
	struct bt_mount_data *md = (struct bt_mount_data *)data;

	if (md->version != 1)
		return -EINVAL;
	sb->uid = md->uid;
	return 0;
}

long bt_ioctl_get(struct bt_sb *sb, unsigned long arg)
{
	struct bt_ioc_info info;

	info.owner = sb->uid;
	info.group = sb->gid;
	if (copy_to_user((void *)arg, &info, sizeof(info)))
		return -EFAULT;
	return 0;
}

long bt_ioctl_set(struct bt_sb *sb, void *argp)
{
	struct bt_ioc_info info;

	if (copy_from_user(&info, argp, sizeof(info)))
		return -EFAULT;
	sb->gid = info.group;
	return 0;
}

int bt_get_owner(struct bt_sb *sb, unsigned int *p)
{
	return put_user(sb->uid, p);
}

int bt_test(struct inode *inode, void *opaque)
{
	struct bt_find *f = (struct bt_find *)opaque;

	return f->uid == inode->i_uid;
}

long bt_ioctl_req(struct bt_sb *sb, void *argp)
{
	struct bt_ioc_args a;

	if (copy_from_user(&a, argp, sizeof(a)))
		return -EFAULT;
	a.req.uid = sb->uid;
	if (copy_to_user(argp, &a, sizeof(a)))
		return -EFAULT;
	return 0;
}
