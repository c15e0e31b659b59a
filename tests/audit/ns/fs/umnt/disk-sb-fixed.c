/* row disk-sb, fixed. */
#include <linux/ns.h>

struct umntf_dinode { __le32 uid; };

void umntf_read_inode(struct inode *inode, const struct umntf_dinode *raw)
{
	inode->i_uid = make_kuid(i_user_ns(inode), le32_to_cpu(raw->uid));
}
