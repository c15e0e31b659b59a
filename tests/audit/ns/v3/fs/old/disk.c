/* row disk (before 4.8): on-disk IDs are in &init_user_ns. */
#include <linux/ns.h>

struct old_dinode { __le32 uid; };

void old_read_inode(struct inode *inode, const struct old_dinode *raw)
{
	inode->i_uid = make_kuid(current_user_ns(), le32_to_cpu(raw->uid)); /* expect: ns-mismatch */
}
