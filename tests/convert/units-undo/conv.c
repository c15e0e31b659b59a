/* conv.c: a fixture of tests/convert/units-undo.t (read, never built) */
struct cv_info {
	uid_t last;
	uid_t seen;
};

void cv_forget(struct cv_info *c)
{
	c->last = 0;
	c->seen = 0;
}

unsigned int cv_seen(const struct cv_info *c)
{
	return c->seen;
}

static int cv_none(void)
{
	uid_t none;

	none = 0;
	return 0;
}

int cv_who(uid_t who);

int cv_who(uid_t who)
{
	who = 0;
	return 1;
}

gid_t cv_group(void)
{
	gid_t g = 0;

	return g;
}
