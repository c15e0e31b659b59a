int conn_fill(struct conn *c, struct conn_info *info, struct disk *d)
{
	unsigned int hash = c->owner;

	d->owner = cpu_to_le32(c->owner);
	d->group = cpu_to_le32(c->group);
	info->uid = c->owner;
	info->gid = c->group;
	printk("conn: %u %u\n", c->owner, c->count);
	d->hash = (u32) c->owner;
	if (info->uid == 0)
		return hash;
	return c->proj;
}
