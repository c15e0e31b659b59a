int a_check(struct conn *c, kuid_t uid)
{
	if (c->owner == uid)
		return 1;
	if (c->count == 2 || c->flags != 3)
		return c->count + c->flags * 2;
	return c->count > 4;
}
