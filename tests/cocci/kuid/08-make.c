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

int conn_opts(struct conn *c, char *options)
{
	unsigned long option;
	char *p;
	int rc = 0;

	while ((p = strsep(&options, ",")) != NULL) {
		if (!*p)
			continue;
		switch (match_token(p, tokens, args)) {
		case Opt_uid:
			if (kstrtoul(args[0].from, 0, &option)) {
				pr_err("conn: bad uid\n");
				rc = -EINVAL;
				goto out;
			}
			c->owner = option;
			break;
		case Opt_gid:
			if (kstrtoul(args[0].from, 0, &option)) {
				pr_err("conn: bad gid\n");
				goto out_bad;
			}
			c->group = option;
			break;
		}
	}
out:
	return rc;
out_bad:
	return 1;
}

int conn_either(struct conn *c, int a, int b)
{
	if (a) {
		if (b < 0)
			return -EINVAL;
	} else {
		if (b > 0)
			goto out;
	}
	c->owner = b;
	return 0;
out:
	return -ERANGE;
}

int loop_opts(struct conn *c, char *options)
{
	int option, r, ret = 0;
	char *p;

	while ((p = strsep(&options, ",")) != NULL) {
		switch (match_token(p, tokens, args)) {
		case Opt_uid:
			r = match_int(&args[0], &option);
			if (r < 0) {
				pr_err("conn: integer field, but no integer?\n");
				ret = r;
				continue;
			}
			c->owner = option;
			break;
		default:
			continue;
		}
	}
	return ret;
}
