/* the daemon's device refuses an opener of another user namespace: code that
 * compares a user namespace. */
#include <linux/ns.h>

int devacl_open(struct file *file)
{
	if (file->f_cred->user_ns != &init_user_ns)
		return -1;
	return 0;
}
