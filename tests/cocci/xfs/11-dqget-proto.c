/* Fixture for 11-dqget-proto.cocci: the lookup's extern prototype. */
extern int		xfs_qm_dqread(xfs_mount_t *, xfs_dqid_t, uint,
					uint, xfs_dquot_t **);
extern int		xfs_qm_dqget(xfs_mount_t *, xfs_inode_t *,
					xfs_dqid_t, uint, uint, xfs_dquot_t **);
extern void		xfs_qm_dqput(xfs_dquot_t *);
