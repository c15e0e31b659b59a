#ifndef __XFS_DQUOT_H__
#define __XFS_DQUOT_H__

/* kidpush sample tree: the in-core dquot. */

#include "xfs_quota.h"

typedef struct xfs_disk_dquot {
	__be32		d_id;		/* user, project or group id */
	__be32		d_blk_hardlimit;
	__be32		d_blk_softlimit;
} xfs_disk_dquot_t;

typedef struct xfs_dquot {
	uint		 dq_flags;	/* XFS_DQ_* kind of dquot */
	struct xfs_mount *q_mount;	/* filesystem of the dquot */
	uint		 q_nrefs;	/* references from inodes */
	struct xfs_dquot *q_gdquot;	/* group dquot, hint only */
	xfs_disk_dquot_t q_core;	/* the on-disk values */
	unsigned long	 q_res_bcount;	/* blocks used and reserved */
} xfs_dquot_t;

extern int		xfs_qm_dqread(struct xfs_mount *, xfs_dqid_t, uint,
					uint, struct xfs_dquot **);
extern int		xfs_qm_dqget(struct xfs_mount *, struct xfs_inode *,
					xfs_dqid_t, uint, uint, xfs_dquot_t **);
extern void		xfs_qm_dqput(xfs_dquot_t *);
extern void		xfs_dqlock2(struct xfs_dquot *, struct xfs_dquot *);
extern void		xfs_qm_adjust_dqlimits(struct xfs_mount *,
					xfs_disk_dquot_t *);

static inline struct xfs_dquot *xfs_qm_dqhold(struct xfs_dquot *dqp)
{
	dqp->q_nrefs++;
	return dqp;
}

static inline int xfs_dquot_is_user(struct xfs_dquot *dqp)
{
	return dqp->dq_flags & XFS_DQ_USER;
}

#endif /* __XFS_DQUOT_H__ */
