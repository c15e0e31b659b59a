/* row file, fixed. */
#include <linux/ns.h>

int ownerf_show(struct seq_file *m, void *v)
{
	struct inode *inode = m->private;
	return seq_printf(m, "%u\n", from_kuid_munged(seq_user_ns(m), inode->i_uid));
}

long ownerf_write(struct file *file, const char __user *buf, size_t len, loff_t *pos)
{
	unsigned int v;
	kuid_t uid;
	if (copy_from_user(&v, buf, sizeof(v)))
		return -14;
	uid = make_kuid(file->f_cred->user_ns, v);
	if (!uid_valid(uid))
		return -22;
	file->f_inode->i_uid = uid;
	return (long)len + *pos;
}
