/* row mount-options, fixed. */
#include <linux/ns.h>

struct umntf_opts { kuid_t uid; };

int umntf_show_options(struct seq_file *m, struct dentry *root)
{
	struct umntf_opts *o = root->d_sb->s_fs_info;
	return seq_printf(m, ",uid=%u", from_kuid_munged(root->d_sb->s_user_ns, o->uid));
}
