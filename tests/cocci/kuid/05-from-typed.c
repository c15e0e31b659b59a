void put_ids(struct disk *d, kuid_t uid, kgid_t gid, int n)
{
	d->owner = cpu_to_le32(uid);
	d->group = cpu_to_be32(gid);
	d->count = cpu_to_le32(n);
}
