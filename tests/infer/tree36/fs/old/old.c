/* tests/infer pre-3.7 fixture: ids stored into structures of exported and of
 * kernel-only headers. */
#include <linux/fs.h>
#include <linux/old_abi.h>
#include <linux/old_priv.h>
#include <asm/oldasm.h>

void old_store(struct inode *inode, struct old_msg *m, struct old_info *i, struct old_info2 *i2,
	       struct old_priv *p, struct old_asm *a)
{
	m->uid = inode->i_uid;
	i->uid = inode->i_uid;
	i2->uid = inode->i_uid;
	p->uid = inode->i_uid;
	a->uid = inode->i_uid;
}
