int conn_check(struct conn *c, kuid_t uid, kgid_t gid, kprojid_t prj)
{
	if (c->owner == uid)
		return 1;
	if (c->group != gid)
		return 2;
	if (uid < c->owner || c->owner >= uid)
		return 3;
	if (c->proj == prj)
		return 4;
	if (c->owner == uid && c->count == 2)
		return 5;
	if (c->owner == uid)
		return 6;
	if (c->qid == c->next->qid)
		return 7;
	return c->count == 3;
}
