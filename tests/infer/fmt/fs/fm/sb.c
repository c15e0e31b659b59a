/* Kernel side, not formats: a mount option carrier, a field of the in-memory inode
 * (container_of's offsetof pins nothing), a structure copied to another. */
#include "fm.h"

int fm_parse(struct fm_sb *sbi, const char *s)
{
	int opt;

	if (match_int(s, &opt))
		return -EINVAL;
	sbi->s_uid = opt;
	return 0;
}

void fm_fill(struct fm_sb *sbi, struct fm_sb *copy, struct inode *inode)
{
	memcpy(copy, sbi, sizeof(*sbi));
	inode->i_uid = sbi->s_uid;
}

static struct fm_inode *FM_I(struct inode *inode)
{
	return container_of(inode, struct fm_inode, vfs);
}

void fm_set_owner(struct inode *inode)
{
	FM_I(inode)->i_owner = inode->i_uid;
}
