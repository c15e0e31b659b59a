typedef struct { unsigned int val; } kprojid_t;

struct xfs_inode {
	int		i_flags;
	kprojid_t	i_projid;
};

int match(struct xfs_inode *ip, struct filt *f, struct xfs_inode *dp)
{
	if (f->flags && VFS_I(ip)->i_uid != f->uid)
		return 0;
	if (f->flags && VFS_I(ip)->i_gid != f->gid)
		return 0;
	if (unlikely(f->flags && (dp->i_projid != ip->i_projid)))
		return 0;
	if (current_fsuid() != VFS_I(ip)->i_uid)
		return 0;
	ASSERT(ip->i_projid == 0);
	ASSERT(VFS_I(ip)->i_uid == f->uid);
	if (f->count != f->max)
		return 0;
	ASSERT((f->gq ? VFS_I(ip)->i_gid : ip->i_projid) == f->id);
	return 1;
}
