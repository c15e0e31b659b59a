/* Row "swapped in place": __swab32s(&x) (a call), swab32s(&x) (a macro naming it),
 * le32_to_cpus(&x) (a macro that does nothing on this build). */
#include "fm.h"

void fm_swab_body(struct fm_body *b)
{
	__swab32s(&b->fsuid);
	swab32s(&b->fsgid);
	le32_to_cpus(&b->mode);
	__swab64s(&b->size);
}

void fm_pack_body(struct fm_body *b)
{
	b->fsuid = current_fsuid();
	b->fsgid = current_fsgid();
}

void fm_unpack_body(struct inode *inode, const struct fm_body *b)
{
	inode->i_uid = b->fsuid;
	if (inode->i_gid != b->fsgid)
		inode->i_gid = b->fsgid;
}
