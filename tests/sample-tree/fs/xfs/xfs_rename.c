/*
 * kidpush sample tree: the project inheritance check of rename.
 * Written for the kidpush tests, shaped like the XFS rename code.
 */
#include "xfs_inode.h"

int
xfs_rename_check(
	xfs_inode_t	*target_dp,
	xfs_inode_t	*src_ip)
{
	if (unlikely((target_dp->i_d.di_flags & XFS_DIFLAG_PROJINHERIT) &&
		     (xfs_get_projid(target_dp) != xfs_get_projid(src_ip))))
		return XFS_ERROR(EXDEV);
	return 0;
}
