/*
 * kidpush sample tree: allocate an inode for a directory entry.
 * Written for the kidpush tests, shaped like the XFS utils code.
 */
#include "xfs_inode.h"
#include "xfs_utils.h"

int
xfs_dir_ialloc(
	xfs_trans_t	**tpp,		/* input: current transaction */
	xfs_inode_t	*dp,		/* directory within whose allocate
					   the inode. */
	umode_t		mode,
	xfs_nlink_t	nlink,
	xfs_dev_t	rdev,
	prid_t		prid,		/* project id */
	int		okalloc,	/* ok to allocate new space */
	xfs_inode_t	**ipp,		/* pointer to inode */
	int		*committed)
{
	*committed = 0;
	return xfs_ialloc(*tpp, dp, mode, nlink, rdev, prid, okalloc, ipp);
}

/* a project id that does not reach xfs_ialloc: left alone */
int
xfs_projid_is_default(prid_t prid)
{
	return prid == 0;
}
