/* Fixture 2 for 12-remember-kqid.cocci: already converted, nothing to do. */
struct xfs_dquot {
	uint		 dq_flags;	/* XFS_DQ_* type bits */
	struct xfs_dquot *q_next;	/* hint */
	struct kqid q_id;
	xfs_disk_dquot_t q_core;	/* on-disk copy */
	int		 q_refs;	/* references */
};

static inline void xfs_dq_get(struct xfs_dquot *dqp)
{
	dqp->q_refs++;
}

static inline int xfs_dq_busy(struct xfs_dquot *dqp)
{
	return dqp->q_refs > 1;
}

static inline bool is_superquota(struct kqid id, struct user_namespace *ns)
{
	return from_kqid(ns, id) == 0;
}

int
xfs_qm_dqread(struct xfs_mount *mp, xfs_dqid_t id, uint type,
	      struct xfs_dquot **O_dqpp)
{
	struct xfs_dquot *dqp = alloc_dquot();

	dqp->dq_flags = type;
	dqp->q_core.d_id = cpu_to_be32(id);
	dqp->q_id = make_kqid(&init_user_ns,
			      (type & XFS_DQ_USER) ? USRQUOTA : (type & XFS_DQ_GROUP) ? GRPQUOTA : PRJQUOTA,
			      id);
	*O_dqpp = dqp;
	return 0;
}
