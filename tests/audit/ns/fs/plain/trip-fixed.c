/* row round-trip, fixed: parsed and shown through the filesystem's namespace. */
#include <linux/ns.h>

struct tripf_opts { kuid_t tripf_uid; };
struct tripf_conn { kuid_t tripf_uid; };

int tripf_parse(struct super_block *sb, struct tripf_opts *d, unsigned int v)
{
	d->tripf_uid = make_kuid(sb->s_user_ns, v);
	return uid_valid(d->tripf_uid);
}

int tripf_show_options(struct seq_file *m, struct dentry *root)
{
	struct tripf_conn *c = root->d_sb->s_fs_info;
	seq_printf(m, ",user_id=%u", from_kuid_munged(root->d_sb->s_user_ns, c->tripf_uid));
	return 0;
}
