/* row log, fixed: printk and a subsystem's log helper (a printer of the ID
 * vocabulary) map through &init_user_ns; _munged there changes nothing. */
#include <linux/ns.h>

void log_owner_fixed(struct inode *inode)
{
	printk("owner %u\n", from_kuid(&init_user_ns, inode->i_uid));
}

void log_sock_owner(struct nf_log_buf *m, struct sock *sk, const struct file *file)
{
	(void)sk;
	nf_log_buf_add(m, "UID=%u ", from_kuid_munged(&init_user_ns, file->f_cred->fsuid));
}

/* the log line is in a macro's body (logmac.h): an ioctl's statement around the
 * expansion does not show it */
#include "logmac.h"

long log_tag_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	(void)file, (void)cmd, (void)arg;
	return plain_get_tag();
}
