/* tests/infer/macro: the accessor where raw uids are wanted, the copy into the
 * in-core owner, and the zero of both families. */
#include "mc.h"

void mc_show(struct inode *inode)
{
	printk("mc: owner %u\n", MC_RAW_UID(inode));
}

void mc_set_owner(struct mc_inode *ii)
{
	MC_OWNER(ii->i_owner, &ii->vfs);
}

void mc_clear(struct inode *inode)
{
	MC_ZERO(inode->i_uid);
	MC_ZERO(inode->i_gid);
}
