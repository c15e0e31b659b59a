#include "fm.h"

void fm_swab_body(struct fm_body *b)
{
	__swab32s(&b->fsuid);
	swab32s(&b->fsgid);
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

void fm_from_disk(struct fm_icore *to, const struct fm_dinode *from)
{
	to->ic_uid = be32_to_cpu(from->di_uid);
	to->ic_gid = be32_to_cpu(from->di_gid);
}

void fm_to_disk(struct fm_dinode *to, const struct fm_icore *from)
{
	to->di_uid = cpu_to_be32(from->ic_uid);
	to->di_gid = cpu_to_be32(from->ic_gid);
}

void fm_setup_inode(struct fm_inode *ip)
{
	ip->vfs.i_uid = ip->i_d.ic_uid;
	ip->vfs.i_gid = ip->i_d.ic_gid;
}

void fm_setattr(struct fm_inode *ip, struct iattr *iattr)
{
	ip->i_d.ic_uid = iattr->ia_uid;
}

int fm_owner(struct fm_inode *ip)
{
	return current_fsuid() == ip->i_d.ic_uid;
}
