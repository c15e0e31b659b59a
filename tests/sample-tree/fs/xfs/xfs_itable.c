/*
 * kidpush sample tree: bulkstat of one inode.
 * Written for the kidpush tests, shaped like the XFS inode table code.
 */
#include "xfs_inode.h"

int
xfs_bulkstat_one_int(
	struct xfs_inode	*ip,
	struct xfs_bstat	*buf)
{
	struct xfs_icdinode	*dic;		/* dinode core info pointer */
	int			error = 0;	/* error value */

	dic = &ip->i_d;
	buf->bs_projid_lo = dic->di_projid_lo;
	buf->bs_projid_hi = dic->di_projid_hi;
	buf->bs_mode = dic->di_mode;
	buf->bs_uid = dic->di_uid;
	buf->bs_gid = dic->di_gid;
	return error;
}
