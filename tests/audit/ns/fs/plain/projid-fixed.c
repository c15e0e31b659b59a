/* row projid, fixed. */
#include <linux/ns.h>

struct prjf_arg { projid_t projid; };

long prjf_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct prjf_arg a;
	if (copy_from_user(&a, (void __user *)arg, sizeof(a)))
		return -14;
	file->f_inode->i_projid = make_kprojid(&init_user_ns, a.projid);
	return cmd;
}
