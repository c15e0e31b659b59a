/* tests/infer/macro: a disk inode read through the filesystem's own byte-order
 * macro. */
#include "mc.h"

void mc_read_inode(struct inode *inode, const struct mc_jinode *j)
{
	inode->i_uid = mc_j32_to_cpu(j->j_uid);
	inode->i_size = mc_j32_to_cpu(j->j_size);
	BUILD_BUG_ON(sizeof(struct mc_jinode) != 8);
}
