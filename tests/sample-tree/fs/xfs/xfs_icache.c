/*
 * kidpush sample tree: freeing speculative preallocation by owner.
 * Written for the kidpush tests, shaped like the XFS inode cache.
 */
#include "xfs_inode.h"
#include "xfs_icache.h"

STATIC int
xfs_inode_match_id(
	struct xfs_inode	*ip,
	struct xfs_eofblocks	*eofb)
{
	if (eofb->eof_flags & XFS_EOF_FLAGS_UID &&
	    ip->i_d.di_uid != eofb->eof_uid)
		return 0;

	if (eofb->eof_flags & XFS_EOF_FLAGS_GID &&
	    ip->i_d.di_gid != eofb->eof_gid)
		return 0;

	if (eofb->eof_flags & XFS_EOF_FLAGS_PRID &&
	    xfs_get_projid(ip) != eofb->eof_prid)
		return 0;

	return 1;
}

STATIC int
xfs_inode_free_eofblocks(
	struct xfs_inode	*ip,
	void			*args)
{
	struct xfs_eofblocks *eofb = args;

	if (eofb && !xfs_inode_match_id(ip, eofb))
		return 0;
	return xfs_free_eofblocks(ip);
}

int
xfs_icache_free_eofblocks(
	struct xfs_mount	*mp,
	struct xfs_eofblocks	*eofb)
{
	return xfs_inode_ag_iterator(mp, xfs_inode_free_eofblocks, eofb);
}
