/* Row "in-memory mirror": filled field by field from the disk inode and written back;
 * converted where it meets the VFS inode, an iattr, the caller's fsuid. */
#include "fm.h"

void fm_from_disk(struct fm_icore *to, const struct fm_dinode *from)
{
	to->ic_uid = be32_to_cpu(from->di_uid);
	to->ic_gid = be32_to_cpu(from->di_gid);
	to->ic_mode = be32_to_cpu(from->di_mode);
}

void fm_to_disk(struct fm_dinode *to, const struct fm_icore *from)
{
	to->di_uid = cpu_to_be32(from->ic_uid);
	to->di_gid = cpu_to_be32(from->ic_gid);
	to->di_mode = cpu_to_be32(from->ic_mode);
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
