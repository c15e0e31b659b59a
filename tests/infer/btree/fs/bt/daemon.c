/* Row "daemon / upcall message": a structure of the user-space ABI that the code
 * fills and reads but never copies to or from the calling process (only in a
 * device's write, the daemon's end): &init_user_ns, plain, and one "restrict"
 * entry for the reviewer. */
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

static long bt_dev_write(struct file *f, const char *buf, unsigned long n)
{
	struct bt_msg hdr;

	if (copy_from_user(&hdr, buf, sizeof(hdr)))
		return -EFAULT;
	return hdr.opcode;
}

struct file_operations bt_dev_fops = {
	.write = bt_dev_write,
};
