/* a trap for row round-trip: mount options parsed through the mounter's
 * namespace and shown through &init_user_ns by a filesystem that is not
 * userns-mountable and compares no user namespace: mounting it needs
 * CAP_SYS_ADMIN in the initial namespace, so the two are the same (accepted). */
#include <linux/ns.h>

struct optsfs { kuid_t opt_uid; int opt_mode; };

int optsfs_parse(struct optsfs *o, unsigned int v, int mode)
{
	o->opt_mode = mode;
	o->opt_uid = make_kuid(current_user_ns(), v);
	if (!uid_valid(o->opt_uid))
		return -22;
	return 0;
}

void optsfs_show_options(struct seq_file *m, struct dentry *root)
{
	const struct optsfs *o = root->d_sb->s_fs_info;
	if (o->opt_mode)
		seq_printf(m, ",mode=%o", o->opt_mode);
	seq_printf(m, ",uid=%u", from_kuid_munged(&init_user_ns, o->opt_uid));
}
