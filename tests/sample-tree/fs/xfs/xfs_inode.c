/*
 * kidpush sample tree: reading, allocating and flushing inodes.
 * Written for the kidpush tests, shaped like XFS inode code.
 */
#include "xfs_inode.h"

/* copies between disk and core form: raw ids, never rewritten */
void
xfs_dinode_from_disk(
	xfs_icdinode_t		*to,
	struct xfs_dinode	*from)
{
	to->di_mode = be16_to_cpu(from->di_mode);
	to->di_version = from->di_version;
	to->di_uid = be32_to_cpu(from->di_uid);
	to->di_gid = be32_to_cpu(from->di_gid);
	to->di_projid_lo = be16_to_cpu(from->di_projid_lo);
	to->di_projid_hi = be16_to_cpu(from->di_projid_hi);
}

int
xfs_iread(
	xfs_inode_t		*ip,
	struct xfs_dinode	*dip)
{
	int			error = 0;

	if (dip->di_mode) {
		xfs_dinode_from_disk(&ip->i_d, dip);
		error = xfs_iformat(ip, dip);
		if (error)
			return error;
	}

	if (ip->i_d.di_version == 1) {
		ip->i_d.di_version = 2;
		xfs_set_projid(ip, 0);
	}
	return error;
}

int
xfs_ialloc(
	xfs_trans_t	*tp,
	xfs_inode_t	*pip,
	umode_t		mode,
	xfs_nlink_t	nlink,
	xfs_dev_t	rdev,
	prid_t		prid,
	int		okalloc,
	xfs_inode_t	**ipp)
{
	xfs_inode_t	*ip;
	int		error;

	error = xfs_iget(tp, &ip);
	if (error)
		return error;
	ip->i_d.di_mode = mode;
	ip->i_d.di_uid = current_fsuid();
	ip->i_d.di_gid = current_fsgid();
	xfs_set_projid(ip, prid);

	if ((prid != 0) && (ip->i_d.di_version == 1))
		ip->i_d.di_version = 2;

	if (pip && XFS_INHERIT_GID(pip))
		ip->i_d.di_gid = pip->i_d.di_gid;

	if ((ip->i_d.di_mode & S_ISGID) &&
	    (!in_group_p((gid_t)ip->i_d.di_gid)))
		ip->i_d.di_mode &= ~S_ISGID;

	*ipp = ip;
	return 0;
}

int
xfs_iflush_int(
	xfs_inode_t	*ip)
{
	if (ip->i_d.di_version == 1)
		ASSERT(xfs_get_projid(ip) == 0);
	return 0;
}
