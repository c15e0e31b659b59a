/* row syscall, fixed. */
#include <linux/ns.h>

struct ownf_arg { uid_t uid; };

long ownf_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct ownf_arg a;
	kuid_t uid;
	if (cmd == 1) {
		if (copy_from_user(&a, (void __user *)arg, sizeof(a)))
			return -14;
		uid = make_kuid(current_user_ns(), a.uid);
		if (!uid_valid(uid))
			return -22;
		file->f_inode->i_uid = uid;
		return 0;
	}
	a.uid = from_kuid_munged(current_user_ns(), file->f_inode->i_uid);
	return copy_to_user((void __user *)arg, &a, sizeof(a)) ? -14 : 0;
}

/* the reply's ID checked with kuid_has_mapping() into the caller's namespace: it
 * cannot come out as -1 (no _munged needed); the filesystem's own namespace for
 * what goes to the filesystem (a comparison with its IDs) */
struct ownf_quota { uid_t id; };
int ownf_fs_default(struct super_block *sb, uid_t fsid);

long ownf_quota_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct ownf_quota q;
	struct super_block *sb = file->f_inode->i_sb;
	kuid_t uid = file->f_inode->i_uid;
	(void)cmd;
	if (!kuid_has_mapping(current_user_ns(), uid) || !kuid_has_mapping(sb->s_user_ns, uid))
		return -22;
	if (ownf_fs_default(sb, from_kuid(sb->s_user_ns, uid)))
		return -1;
	q.id = from_kuid(current_user_ns(), uid);
	return copy_to_user((void __user *)arg, &q, sizeof(q)) ? -14 : 0;
}
