/* row file: a file's show and write handlers answer the opener, who need not be
 * the process reading or writing. */
#include <linux/ns.h>

int owner_show(struct seq_file *m, void *v)
{
	struct inode *inode = m->private;
	return seq_printf(m, "%u\n", from_kuid_munged(current_user_ns(), inode->i_uid)); /* expect: ns-mismatch */
}

long owner_write(struct file *file, const char __user *buf, size_t len, loff_t *pos)
{
	unsigned int v;
	kuid_t uid;
	if (copy_from_user(&v, buf, sizeof(v)))
		return -14;
	uid = make_kuid(current_user_ns(), v); /* expect: ns-mismatch */
	if (!uid_valid(uid))
		return -22;
	file->f_inode->i_uid = uid;
	return (long)len + *pos;
}
