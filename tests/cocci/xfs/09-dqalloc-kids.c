/* Fixture for 09-dqalloc-kids.cocci: a quota allocator taking raw ids. */
struct xfs_inode;
struct xfs_dquot;

extern int xfs_qm_vop_dqalloc(struct xfs_inode *, uid_t, gid_t, prid_t, uint,
		struct xfs_dquot **, struct xfs_dquot **);

/* another function with the same parameter types is left alone */
int other_alloc(struct xfs_inode *ip, uid_t uid, gid_t gid, prid_t prid);

int
xfs_qm_vop_dqalloc(
	struct xfs_inode	*ip,
	uid_t			uid,
	gid_t			gid,
	prid_t			prid,
	uint			flags,
	struct xfs_dquot	**O_udqpp,
	struct xfs_dquot	**O_gdqpp)
{
	if (!uid_eq(ip_uid(ip), uid))
		return 1;
	return 0;
}

static inline int
stub_dqalloc(struct xfs_inode *ip, uid_t uid, gid_t gid, prid_t prid)
{
	return 0;
}
