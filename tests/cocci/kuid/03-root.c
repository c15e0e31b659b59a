void conn_init(struct conn *c, kuid_t uid)
{
	c->owner = 0;
	c->group = 0;
	c->count = 0;
	if (uid_eq(uid, 0) && c->count == 0)
		c->flags = 0;
}
