/*
 * Project id helper.
 */
static inline prid_t
xfs_get_projid(struct xfs_inode *ip)
{
	return (prid_t)ip->i_d.di_projid_hi << 16 | ip->i_d.di_projid_lo;
}

static int same(struct xfs_inode *a, struct xfs_inode *b)
{
	return xfs_get_projid(a) == xfs_get_projid(b->i_parent);
}

static int other(struct xfs_inode *a)
{
	return get_projid(a);
}
