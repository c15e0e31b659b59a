#define NO_OWNER (-1)

int conn_unset(struct conn *c)
{
	if (c->owner == -1)
		return 1;
	if (c->group != ~0)
		return 2;
	if (c->owner != NO_OWNER && c->count == -1)
		return 3;
	if (c->owner == c->last)
		return 4;
	return c->count == -1;
}
