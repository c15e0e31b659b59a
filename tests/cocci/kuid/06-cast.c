void conn_args(struct conn *c, struct args *a, struct inode *inode)
{
	a->uid = (__u64) current_fsuid();
	a->gid = (__u64) inode->i_gid;
	a->mode = (__u64) inode->i_mode;
	if (c->owner == (u32) current_fsuid())
		a->flags = 1;
}

void conn_anon(struct conn *c, struct group_info *gi, int i)
{
	GROUP_AT(gi, i) = make_kgid(&init_user_ns, c->anon_gid);
	c->nobody = make_kuid(&init_user_ns, 65534);
}
