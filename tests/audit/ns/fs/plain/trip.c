/* row round-trip: a mount option parsed through the mounter's namespace and
 * shown through &init_user_ns.  The show handler alone is accepted (this
 * filesystem is not userns-mountable, so s_user_ns is &init_user_ns); the
 * field's own way in says the value lives in the caller's namespace, and the
 * code compares a user namespace (it handles one other than the initial). */
#include <linux/ns.h>

struct trip_opts { kuid_t trip_uid; };
struct trip_conn { kuid_t trip_uid; };

int trip_parse(struct trip_opts *d, unsigned int v)
{
	d->trip_uid = make_kuid(current_user_ns(), v);
	return uid_valid(d->trip_uid);
}

int trip_show_options(struct seq_file *m, struct dentry *root)
{
	struct trip_conn *c = root->d_sb->s_fs_info;
	seq_printf(m, ",user_id=%u", from_kuid_munged(&init_user_ns, c->trip_uid)); /* expect: ns-mismatch */
	return 0;
}

int trip_fill_super(struct file *daemon)
{
	return daemon->f_cred->user_ns != &init_user_ns ? -22 : 0;
}
