/* One -1 for ids of both families in a chain: one assignment per target;
 * a target that is no id (umask) keeps the value.  A chain of one family
 * is the plain sentinel rule's. */
struct mopts {
	kuid_t uid;
	kgid_t gid;
	int umask;
};

void mopts_reset(struct mopts *m, struct p9_wstat *st)
{
	m->uid = m->gid = m->umask = -1;
	st->n_uid = st->n_gid =
		-1;
}
