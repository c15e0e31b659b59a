/*
 * kidpush sample tree: create and link.
 * Written for the kidpush tests, shaped like the XFS vnode operations.
 */
#include "xfs_inode.h"
#include "xfs_utils.h"

int
xfs_create(
	xfs_inode_t		*dp,
	umode_t			mode,
	xfs_inode_t		**ipp)
{
	xfs_trans_t		*tp = NULL;
	prid_t			prid;
	int			committed;

	if (dp->i_d.di_flags & XFS_DIFLAG_PROJINHERIT)
		prid = xfs_get_projid(dp);
	else
		prid = XFS_PROJID_DEFAULT;

	return xfs_dir_ialloc(&tp, dp, mode, 1, 0, prid, 1, ipp,
			      &committed);
}

int
xfs_link(
	xfs_inode_t		*tdp,
	xfs_inode_t		*sip)
{
	if (unlikely((tdp->i_d.di_flags & XFS_DIFLAG_PROJINHERIT) &&
		     (xfs_get_projid(tdp) != xfs_get_projid(sip))))
		return XFS_ERROR(EXDEV);
	return 0;
}
