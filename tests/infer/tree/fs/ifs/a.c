/* tests/infer fixture: the definitions (first file). */
#include "ifs.h"

#define IFS_SET(a, b) a = b

u32 ifs_owner_of(struct inode *inode)
{
	return inode->i_uid;
}

void ifs_set_owner(struct ifs_ino *ii, uid_t who)
{
	ii->owner = who;
}

int ifs_parse(char *opt, struct ifs_sb *sb)
{
	int option;
	int generic;

	if (match_int(opt, &option))
		return -EINVAL;
	sb->s_uid = option;
	sb->s_count = option;
	generic = current_fsgid();
	generic = option;
	return 0;
}

void ifs_read(struct ifs_sb *sb, struct inode *inode, struct ifs_disk_inode *di)
{
	inode->i_uid = le32_to_cpu(di->d_uid);
	inode->i_gid = sb->s_gid;
	if (inode->i_uid == -1)
		IFS_SET(inode->i_uid, sb->s_uid);
}

void ifs_write(struct inode *inode, struct ifs_disk_inode *di)
{
	di->d_uid = cpu_to_le32(inode->i_uid);
	printk("ifs: gid %u\n", inode->i_gid);
}
