/* row disk, fixed. */
#include <linux/ns.h>

struct oldf_dinode { __le32 uid; };

void oldf_read_inode(struct inode *inode, const struct oldf_dinode *raw)
{
	inode->i_uid = make_kuid(&init_user_ns, le32_to_cpu(raw->uid));
}
