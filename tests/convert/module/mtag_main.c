#include <linux/fs.h>
#include <mtag.h>

void mtag_init(struct mtag *t, const struct inode *inode)
{
	t->mt_owner = inode->i_uid;
	t->mt_group = inode->i_gid;
	t->mt_flags = 0;
}
