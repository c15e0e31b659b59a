static struct conn_fid *conn_fid_find_for_user(struct dentry *dentry, u32 uid, int any)
{
	struct conn_fid *fid;

	list_for_each_entry(fid, &dentry->fids, list) {
		if (any || fid->uid == uid)
			return fid;
	}
	return NULL;
}

int conn_opts(struct conn *c, char *options)
{
	int option, r;

	r = match_int(options, &option);
	if (r < 0)
		return -EINVAL;
	c->owner = option;
	if (c->owner == 0)
		return 1;
	return 0;
}
