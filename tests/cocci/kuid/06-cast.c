void conn_args(struct conn *c, struct args *a, struct inode *inode)
{
	a->uid = (__u64) current_fsuid();
	a->gid = (__u64) inode->i_gid;
	a->mode = (__u64) inode->i_mode;
	if (c->owner == (u32) current_fsuid())
		a->flags = 1;
}
