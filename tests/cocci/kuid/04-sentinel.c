void conn_reset(struct conn *c, int n)
{
	c->owner = -1;
	c->group = ~0;
	c->count = -1;
	if (uid_eq(c->owner, -1) && n == -1)
		c->flags = ~0;
}
