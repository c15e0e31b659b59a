/* rows disk-sb and sb on a filesystem whose type does not say FS_USERNS_MOUNT:
 * its s_user_ns is always &init_user_ns, so &init_user_ns is not reported. */
#include <linux/ns.h>

struct plain_dinode { __le32 uid; };

void plain_read_inode(struct inode *inode, const struct plain_dinode *raw)
{
	inode->i_uid = make_kuid(&init_user_ns, le32_to_cpu(raw->uid));
}

void plain_write_inode(const struct inode *inode, struct plain_dinode *raw)
{
	raw->uid = cpu_to_le32(from_kuid(&init_user_ns, inode->i_uid));
}

/* a uapi on-disk struct read through the format's own byte-order helper: a disk
 * ID (row disk-sb), not a daemon's message */
#define fx32_to_cpu(x) (x)

void plain_read_uapi_inode(struct inode *inode, const struct nsabi_dinode *raw)
{
	inode->i_uid = make_kuid(&init_user_ns, fx32_to_cpu(raw->uid));
}
