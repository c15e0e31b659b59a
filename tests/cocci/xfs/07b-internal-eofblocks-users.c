int free_eofblocks(struct xfs_mount *, struct xfs_eofblocks *);

STATIC int
match_id(
	struct xfs_inode	*ip,
	struct xfs_eofblocks	*eofb)
{
	if (!projid_eq(ip->i_projid, eofb->eof_prid))
		return 0;
	return 1;
}

STATIC int
from_user(void *arg)
{
	struct xfs_eofblocks eofb;

	return copy_from_user(&eofb, arg, sizeof(eofb)) ? eofb.eof_prid : 0;
}
