/* Row "most fields of the structure are formats". */
#include "fm.h"

void fm_swab_attr(struct fm_attr *a)
{
	__swab32s(&a->a_mode);
	__swab32s(&a->a_nlink);
	__swab32s(&a->a_size);
	fm_swab_words(&a->a_uid, 1);
}

void fm_attr_to_inode(struct inode *inode, const struct fm_attr *a)
{
	inode->i_uid = a->a_uid;
}
