int conn_parse(struct conn *c, substring_t *args, int token)
{
	int option;

	switch (token) {
	case Opt_uid:
		if (match_int(&args[0], &option))
			return -EINVAL;
		c->owner = option;
		break;
	case Opt_gid:
		if (kstrtoint(args[0].from, 0, &option))
			goto out_inval;
		c->group = option;
		break;
	case Opt_count:
		if (match_int(&args[0], &option))
			return -EINVAL;
		c->count = option;
		break;
	}
	return 0;
out_inval:
	return -EINVAL;
}

void conn_read(struct conn *c, struct disk *d)
{
	kuid_t uid = le32_to_cpu(d->owner);

	c->group = le32_to_cpu(d->group);
	conn_set_proj(c, le32_to_cpu(d->proj));
	c->owner = uid;
}
