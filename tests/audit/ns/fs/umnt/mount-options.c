/* row mount-options: options are parsed in, and shown through, s_user_ns. */
#include <linux/ns.h>

struct umnt_opts { kuid_t uid; };

int umnt_show_options(struct seq_file *m, struct dentry *root)
{
	struct umnt_opts *o = root->d_sb->s_fs_info;
	return seq_printf(m, ",uid=%u", from_kuid_munged(&init_user_ns, o->uid)); /* expect: ns-mismatch */
}
