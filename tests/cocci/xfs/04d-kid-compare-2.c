/* A raw project id field (prid_t, as struct xfs_inode holds it again in
 * later kernels): its comparisons stay plain; the kernel uid and gid
 * comparisons next to it are still converted. */
typedef unsigned int prid_t;

struct xfs_inode {
	int		i_flags;
	prid_t		i_projid;
};

struct walk {
	unsigned int	flags;
	prid_t		prid;
	kuid_t		uid;
};

static int same_tree(struct xfs_inode *dp, struct xfs_inode *ip, struct walk *w)
{
	if ((w->flags & 1) && ip->i_projid != w->prid)
		return 0;
	if ((dp->i_flags & 2) && dp->i_projid != ip->i_projid)
		return 0;
	if ((w->flags & 4) && !uid_eq(VFS_I(ip)->i_uid, w->uid))
		return 0;
	if (VFS_I(ip)->i_uid != VFS_I(dp)->i_uid)
		return 0;
	return ip->i_projid == 0 || ip->i_projid == w->prid;
}
