/*
 * kidpush sample tree: kidfs inodes to and from their on-disk form.
 */
#include <asm/byteorder.h>
#include "kidfs.h"

uid_t kidfs_owner(const struct inode *inode)
{
	return inode->i_uid;
}

void kidfs_read_inode(struct kidfs_sb_info *sbi, struct inode *inode,
		      const struct kidfs_disk_inode *di)
{
	uid_t uid = le32_to_cpu(di->di_uid);
	gid_t gid;

	inode->i_mode = le16_to_cpu(di->di_mode);
	gid = le32_to_cpu(di->di_gid);
	if (uid == -1)
		uid = sbi->s_uid;
	if (gid == -1)
		gid = sbi->s_gid;
	inode->i_uid = uid;
	inode->i_gid = gid;
}

void kidfs_write_inode(struct kidfs_disk_inode *di, const struct inode *inode)
{
	di->di_mode = cpu_to_le16(inode->i_mode);
	di->di_uid = cpu_to_le32(inode->i_uid);
	di->di_gid = cpu_to_le32(inode->i_gid);
}
