/* the type is known to spatch here, so the cast stays a cast */
typedef unsigned short __uint16_t;

static int
set_attr(xfs_inode_t *ip, struct fsxattr *fa, int mask)
{
	int			code;

	/*
	 * Check the id.
	 */
	if ((mask & FSX_PROJID) && (fa->fsx_projid > (__uint16_t)-1) &&
			!has32(ip))
		return XFS_ERROR(EINVAL);

	if (mask & FSX_EXTSIZE) {
		int	size;

		size = fa->fsx_extsize;
	}
	if (ip->i_projid != fa->fsx_projid)
		xfs_set_projid(ip, fa->fsx_projid);
	return 0;
}
