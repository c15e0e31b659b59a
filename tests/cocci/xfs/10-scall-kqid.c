/* Fixture for 10-scall-kqid.cocci: quotactl back ends and their callers. */
extern int	xfs_qm_scall_getquota(xfs_mount_t *, xfs_dqid_t, uint,
					fs_disk_quota_t *);
extern int	xfs_qm_scall_setqlim(xfs_mount_t *, xfs_dqid_t, uint,
					fs_disk_quota_t *);

STATIC int
xfs_quota_type(int type)
{
	if (type == USRQUOTA)
		return XFS_DQ_USER;
	return type == GRPQUOTA ? XFS_DQ_GROUP : XFS_DQ_PROJ;
}

int
xfs_qm_scall_setqlim(
	struct xfs_mount	*mp,
	xfs_dqid_t		id,
	uint			type,
	fs_disk_quota_t		*lim)
{
	struct xfs_dquot	*dqp;
	int			error;

	if ((error = xfs_qm_dqget(mp, NULL, id, type, XFS_QMOPT_DQALLOC, &dqp)))
		return error;
	if (id == 0)
		mp->m_default = lim->d_limit;
	return 0;
}

int
xfs_qm_scall_getquota(
	struct xfs_mount	*mp,
	xfs_dqid_t		id,
	uint			type,
	struct fs_disk_quota	*dst)
{
	struct xfs_dquot	*dqp;
	int			error;

	error = xfs_qm_dqget(mp, NULL, id, type, 0, &dqp);
	return error;
}

/* unrelated functions with the same parameter pair are left alone */
int
other_lookup(
	struct xfs_mount	*mp,
	xfs_dqid_t		id,
	uint			type)
{
	return id == 0 && type;
}

STATIC int
quota_get(struct super_block *sb, struct kqid qid, struct fs_disk_quota *fdq)
{
	return -xfs_qm_scall_getquota(XFS_M(sb), from_kqid(&init_user_ns, qid),
				      xfs_quota_type(qid.type), fdq);
}

STATIC int
quota_set(struct super_block *sb, struct kqid qid, struct fs_disk_quota *fdq)
{
	return -xfs_qm_scall_setqlim(XFS_M(sb), from_kqid(&init_user_ns, qid),
				     xfs_quota_type(qid.type), fdq);
}
