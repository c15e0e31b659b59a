/* row syscall, a mapping in a macro's argument, fixed: current_user_ns() as
 * written, although this configuration expands it to (&init_user_ns). */
#include <linux/ns.h>
#include "macarg.h"

struct macargf_info { uid_t uid; };

long macargf_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct macargf_info info;
	(void)cmd;
	MACARG_SET(info.uid, from_kuid_munged(current_user_ns(), file->f_inode->i_uid));
	return copy_to_user((void __user *)arg, &info, sizeof(info)) ? -14 : 0;
}
