/* tests/infer nsagree fixture: the "reference conversion" of a small file. */
static void x_fill(struct inode *inode, struct x_msg *m)
{
	inode->i_uid = make_kuid(&init_user_ns, (uid_t) m->uid);	/* a comment: make_kgid( */
	inode->i_gid = make_kgid(current_user_ns(), m->gid);
	printk("make_kuid(&init_user_ns, 1)\n");
}

static int x_show(struct seq_file *s, struct x_sb *sb)
{
	seq_printf(s, ",uid=%u", from_kuid_munged(&init_user_ns, sb->uid));
	seq_printf(s, ",gid=%u", from_kgid(&init_user_ns,
					  sb->gid));
	return 0;
}

static void x_disk(struct x_disk *d, struct inode *inode)
{
	d->uid = cpu_to_le32(i_uid_read(inode));
	i_gid_write(inode, le32_to_cpu(d->gid));
}
