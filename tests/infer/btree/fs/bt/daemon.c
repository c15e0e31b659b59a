/* Row "daemon / upcall message": a structure of the user-space ABI that the code
 * fills and reads but never copies to or from the calling process: &init_user_ns,
 * plain, and one "restrict" entry for the reviewer. */
#include "bt.h"

void bt_upcall(struct bt_msg *m)
{
	m->opcode = 1;
	m->uid = current_fsuid();
}

void bt_downcall(struct inode *inode, struct bt_msg *m)
{
	inode->i_gid = m->gid;
}
