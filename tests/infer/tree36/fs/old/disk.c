/* tests/infer pre-3.7 fixture: an exported disk format (read from a buffer head,
 * like minix_fs.h's inodes): &init_user_ns both ways, no restrict entry;
 * fs_high2lowuid() is a disk format's 16-bit field. */
#include <linux/fs.h>
#include <linux/old_abi.h>

void old_read_inode(struct inode *inode, struct buffer_head *bh)
{
	struct old_dinode *d = (struct old_dinode *)bh->b_data;

	inode->i_uid = d->i_uid;
}

void old_write_inode(struct inode *inode, struct buffer_head *bh)
{
	struct old_dinode *d = (void *)bh->b_data;

	d->i_uid = fs_high2lowuid(inode->i_uid);
	d->i_gid = inode->i_gid;
}
