/* row projid: project IDs are never idmapped, even from an ioctl. */
#include <linux/ns.h>

struct prj_arg { projid_t projid; };

long prj_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct prj_arg a;
	if (copy_from_user(&a, (void __user *)arg, sizeof(a)))
		return -14;
	file->f_inode->i_projid = make_kprojid(current_user_ns(), a.projid); /* expect: ns-mismatch */
	return cmd;
}
