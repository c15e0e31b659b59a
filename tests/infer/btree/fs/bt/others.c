/* Rows "disk/wire", "printk", "tracing", "hash": &init_user_ns, plain; rows
 * "seq_file" and "formatted string" (an upcall's key): &init_user_ns, munged. */
#include "bt.h"

void bt_to_disk(struct bt_disk *d, struct inode *inode)
{
	d->d_uid = cpu_to_le32(inode->i_uid);
}

void bt_from_disk(struct bt_disk *d, struct inode *inode)
{
	inode->i_gid = le32_to_cpu(d->d_gid);
}

void bt_log(struct inode *inode)
{
	printk("bt: uid %u\n", inode->i_uid);
	trace_bt_get(inode->i_uid);
}

unsigned int bt_hash(struct inode *inode)
{
	return hash_32(inode->i_uid, 8);
}

void bt_show(struct seq_file *m, struct bt_sb *sb)
{
	seq_printf(m, ",uid=%u", sb->uid);
}

void bt_key(char *buf, struct bt_sb *sb)
{
	sprintf(buf, ";uid=0x%x", sb->uid);
}

/* Row "hash" again: a hash that takes the id as its second argument. */
unsigned int bt_hash2(struct inode *inode, const void *key)
{
	return siphash_2u32(0, inode->i_uid, key);
}
