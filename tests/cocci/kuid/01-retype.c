struct conn {
	uid_t owner;
	gid_t group;
	uid_t raw;
};

extern int conn_check(struct conn *c, uid_t who, int flags);
extern uid_t conn_owner(struct conn *c);

uid_t conn_owner(struct conn *c)
{
	return c->owner;
}

int conn_check(struct conn *c, uid_t who, int flags)
{
	uid_t me = current_fsuid();
	gid_t grp;
	uid_t other;

	grp = c->group;
	other = flags;
	return me == who && grp == other;
}

extern int conn_set_ids(struct conn *, const char *, uid_t, gid_t);
extern int conn_lookup(const char *, size_t, __u32 *);

int conn_lookup(const char *name, size_t len, __u32 *uid)
{
	*uid = 0;
	return 0;
}
