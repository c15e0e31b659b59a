/* row disk-sb: on-disk IDs of a filesystem that user namespaces may mount are in
 * its s_user_ns (4.8+). */
#include <linux/ns.h>

struct umnt_dinode { __le32 uid; };

void umnt_read_inode(struct inode *inode, const struct umnt_dinode *raw)
{
	inode->i_uid = make_kuid(&init_user_ns, le32_to_cpu(raw->uid)); /* expect: ns-mismatch */
}
