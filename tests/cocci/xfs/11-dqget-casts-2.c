/* Fixture 2 for 11-dqget-casts.cocci: a converted id that would pass 80
 * columns starts a new line. */
int alloc_proj(struct xfs_mount *mp, kprojid_t project_identifier)
{
	struct xfs_dquot *gq;
	int error;

	if (mp) {
		if (mp->m_on) {
			if ((error = xfs_qm_dqget(mp, NULL, (xfs_dqid_t)project_identifier,
						 XFS_DQ_PROJ,
						 0, &gq)))
				return error;
		}
	}
	return 0;
}
