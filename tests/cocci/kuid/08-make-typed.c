void get_ids(struct disk *d, struct inode *inode, int n)
{
	kuid_t uid;
	kgid_t gid;

	uid = le32_to_cpu(d->owner);
	gid = be32_to_cpu(d->group);
	n = le32_to_cpu(d->count);
}
