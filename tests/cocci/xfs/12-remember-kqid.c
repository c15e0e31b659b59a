/* Fixture for 12-remember-kqid.cocci: an in-core quota record. */
struct xfs_dquot {
	uint		 dq_flags;	/* XFS_DQ_* type bits */
	struct xfs_dquot *q_next;	/* hint */
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

int
xfs_qm_dqread(struct xfs_mount *mp, xfs_dqid_t id, uint type,
	      struct xfs_dquot **O_dqpp)
{
	struct xfs_dquot *dqp = alloc_dquot();

	dqp->dq_flags = type;
	dqp->q_core.d_id = cpu_to_be32(id);
	*O_dqpp = dqp;
	return 0;
}
