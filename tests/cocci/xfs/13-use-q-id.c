/* Fixture for 13-use-q-id.cocci: quota records compared by raw id. */
void lock_pair(struct xfs_dquot *a, struct xfs_dquot *b)
{
	if (be32_to_cpu(a->q_core.d_id) >
	    be32_to_cpu(b->q_core.d_id))
		swap(a, b);
	if (a->q_core.d_id)
		adjust(a);
	if (limits_on(a) && b->q_core.d_id && enforced(b))
		check(b);
}

int owner_matches(struct xfs_inode *ip, struct xfs_dquot *u, struct xfs_dquot *g)
{
	if (!uid_eq(inode_uid(ip), (uid_t)be32_to_cpu(u->q_core.d_id)))
		return 0;
	ASSERT(gid_eq(inode_gid(ip), be32_to_cpu(g->q_core.d_id)));
	ASSERT(group_on() ?
	       gid_eq(inode_gid(ip), be32_to_cpu(g->q_core.d_id)) :
	       projid_eq(ip->i_projid, be32_to_cpu(g->q_core.d_id)));
	return projid_eq(ip->i_projid, be32_to_cpu(g->q_core.d_id));
}

void warn(struct xfs_dquot *dqp, int type)
{
	quota_send_warning(make_kqid(&init_user_ns,
				     user_dquot(dqp) ? USRQUOTA : GRPQUOTA,
				     be32_to_cpu(dqp->q_core.d_id)),
			   dev_of(dqp), type);
	/* on-disk values keep using q_core.d_id */
	log_id(be32_to_cpu(dqp->q_core.d_id));
}
