/* Fixture 2 for 10-scall-kqid.cocci: a later API where xfs_quota_type
 * returns xfs_dqtype_t values; the callers are left alone. */
STATIC xfs_dqtype_t
xfs_quota_type(int type)
{
	if (type == USRQUOTA)
		return XFS_DQTYPE_USER;
	return type == GRPQUOTA ? XFS_DQTYPE_GROUP : XFS_DQTYPE_PROJ;
}

STATIC int
quota_set(struct super_block *sb, struct kqid qid, struct qc_dqblk *qdq)
{
	return xfs_qm_scall_setqlim(XFS_M(sb), from_kqid(&init_user_ns, qid),
				    xfs_quota_type(qid.type), qdq);
}
