/* row syscall, a mapping in a macro's argument: the namespace is read as the
 * source spells it, not as the configuration expands it (without
 * CONFIG_USER_NS current_user_ns() is (&init_user_ns)). */
#include <linux/ns.h>
#include "macarg.h"

struct macarg_info { uid_t uid; };

long macarg_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct macarg_info info;
	(void)cmd;
	MACARG_SET(info.uid, from_kuid_munged(&init_user_ns, file->f_inode->i_uid)); /* expect: ns-mismatch */
	return copy_to_user((void __user *)arg, &info, sizeof(info)) ? -14 : 0;
}
