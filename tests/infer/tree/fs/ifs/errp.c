/* tests/infer fixture: what is an error path.  A function returning int that
 * only compares with a negative constant has none: the disk id enters without
 * a check (listed); one that assigns a negative error code has one. */
#include "ifs.h"

int ifs_fill(struct ifs_sb *sb, struct inode *inode, struct ifs_disk_inode *di)
{
	inode->i_gid = le32_to_cpu(di->d_gid);
	if (sb->s_count == -1)
		return 1;
	return 0;
}

int ifs_fill_err(struct ifs_sb *sb, struct inode *inode, struct ifs_disk_inode *di)
{
	int err = 0;
	inode->i_gid = le32_to_cpu(di->d_gid);
	if (sb->s_count == 2)
		err = -EINVAL;
	return err;
}
