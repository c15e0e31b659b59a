/* row syscall, fixed. */
#include <linux/ns.h>

struct ownf_arg { uid_t uid; };

long ownf_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct ownf_arg a;
	kuid_t uid;
	if (cmd == 1) {
		if (copy_from_user(&a, (void __user *)arg, sizeof(a)))
			return -14;
		uid = make_kuid(current_user_ns(), a.uid);
		if (!uid_valid(uid))
			return -22;
		file->f_inode->i_uid = uid;
		return 0;
	}
	a.uid = from_kuid_munged(current_user_ns(), file->f_inode->i_uid);
	return copy_to_user((void __user *)arg, &a, sizeof(a)) ? -14 : 0;
}
