/*
 * kidpush sample tree: reading and looking up dquots.  Written for the
 * kidpush tests, shaped like the XFS dquot cache.
 */
#include "xfs_qm.h"
#include "xfs_inode.h"

static int			xfs_dquot_count;

extern struct xfs_dquot *xfs_dquot_alloc(void);
extern struct xfs_dquot *xfs_dquot_cache_find(struct xfs_mount *, uint,
					      xfs_dqid_t);
extern int xfs_dquot_read_disk(struct xfs_dquot *, uint);
extern void xfs_dquot_lock(struct xfs_dquot *);

/*
 * Make an in-core dquot for the given id and type and fill it from disk.
 */
int
xfs_qm_dqread(
	struct xfs_mount	*mp,
	xfs_dqid_t		id,
	uint			type,
	uint			flags,
	struct xfs_dquot	**O_dqpp)
{
	struct xfs_dquot	*dqp;
	int			error;

	dqp = xfs_dquot_alloc();
	dqp->dq_flags = type;
	dqp->q_core.d_id = cpu_to_be32(id);
	dqp->q_mount = mp;

	error = xfs_dquot_read_disk(dqp, flags);
	if (error)
		return error;
	xfs_dquot_count++;
	*O_dqpp = dqp;
	return 0;
}

/*
 * Find the dquot of an id, reading it in if it is not cached yet.
 */
int
xfs_qm_dqget(
	struct xfs_mount *mp,
	struct xfs_inode *ip,	  /* locked inode (optional) */
	xfs_dqid_t	id,	  /* id of the given type */
	uint		type,	  /* XFS_DQ_USER/XFS_DQ_PROJ/XFS_DQ_GROUP */
	uint		flags,	  /* XFS_QMOPT_* */
	xfs_dquot_t	**O_dqpp) /* OUT : the dquot */
{
	unsigned int		qflags = mp->m_qflags;
	struct xfs_dquot	*dqp;
	int			error;

	if ((! XFS_IS_UQUOTA_ON(mp) && type == XFS_DQ_USER) ||
	    (! XFS_IS_PQUOTA_ON(mp) && type == XFS_DQ_PROJ) ||
	    (! XFS_IS_GQUOTA_ON(mp) && type == XFS_DQ_GROUP)) {
		return 3;
	}

	dqp = xfs_dquot_cache_find(mp, type, id);
	if (!dqp) {
		error = xfs_qm_dqread(mp, id, type, flags | qflags, &dqp);
		if (error)
			return error;
	}
	*O_dqpp = xfs_qm_dqhold(dqp);
	return 0;
}

/*
 * Lock two dquots, the one with the lower id first.
 */
void
xfs_dqlock2(
	struct xfs_dquot	*d1,
	struct xfs_dquot	*d2)
{
	if (d1 && d2) {
		if (be32_to_cpu(d1->q_core.d_id) >
		    be32_to_cpu(d2->q_core.d_id)) {
			xfs_dquot_lock(d2);
			xfs_dquot_lock(d1);
		} else {
			xfs_dquot_lock(d1);
			xfs_dquot_lock(d2);
		}
	} else if (d1) {
		xfs_dquot_lock(d1);
	} else if (d2) {
		xfs_dquot_lock(d2);
	}
}
