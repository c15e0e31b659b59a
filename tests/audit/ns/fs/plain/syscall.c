/* row syscall: an ioctl's argument comes from the caller, its reply goes back to
 * it: current_user_ns(), _munged going out, a validity check coming in. */
#include <linux/ns.h>

struct own_arg { uid_t uid; };

long own_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct own_arg a;
	if (cmd == 1) {
		if (copy_from_user(&a, (void __user *)arg, sizeof(a)))
			return -14;
		file->f_inode->i_uid = make_kuid(&init_user_ns, a.uid); /* expect: ns-mismatch */ /* expect: ns-unchecked */
		return 0;
	}
	a.uid = from_kuid(current_user_ns(), file->f_inode->i_uid); /* expect: ns-unmunged */
	return copy_to_user((void __user *)arg, &a, sizeof(a)) ? -14 : 0;
}

long own_set(struct inode *inode, const struct own_arg __user *p)
{
	struct own_arg a;
	if (copy_from_user(&a, p, sizeof(a)))
		return -14;
	inode->i_uid = make_kuid(current_user_ns(), a.uid); /* expect: ns-unchecked */
	return 0;
}

/* checked into another namespace than the one it goes out through: still -1 */
struct own_quota { uid_t id; };

long own_quota_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct own_quota q;
	kuid_t uid = file->f_inode->i_uid;
	(void)cmd;
	if (!kuid_has_mapping(file->f_inode->i_sb->s_user_ns, uid))
		return -22;
	q.id = from_kuid(current_user_ns(), uid); /* expect: ns-unmunged */
	return copy_to_user((void __user *)arg, &q, sizeof(q)) ? -14 : 0;
}
