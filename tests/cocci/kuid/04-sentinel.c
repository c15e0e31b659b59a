void conn_reset(struct conn *c, int n)
{
	c->owner = -1;
	c->group = ~0;
	c->count = -1;
	if (uid_eq(c->owner, -1) && n == -1)
		c->flags = ~0;
}

#define NO_CHANGE_32 0xFFFFFFFF

void conn_unset(struct conn *c, unsigned int id)
{
	c->owner = NO_CHANGE_32;
	if (c->group != NO_CHANGE_32)
		conn_note(c, NO_CHANGE_32);
}

void conn_anon(struct conn *c)
{
	if (uid_eq(c->owner, (uid_t) -1))
		c->group = (gid_t)-1;
}
