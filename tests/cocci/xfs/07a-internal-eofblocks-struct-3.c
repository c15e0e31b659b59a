/* Reworked cache walk: the filters live in a kernel-only structure of
 * another name and no prototype takes the user ABI struct xfs_eofblocks,
 * so no struct xfs_internal_eofblocks is added. */
struct xfs_icwalk {
	unsigned int	icw_flags;
	kuid_t		icw_uid;
	kgid_t		icw_gid;
	prid_t		icw_prid;
	int		icw_scan_limit;
};

int xfs_blockgc_free_space(struct xfs_mount *mp, struct xfs_icwalk *icm);

void xfs_inode_set_eofblocks_tag(struct xfs_inode *ip);
void xfs_inode_clear_eofblocks_tag(struct xfs_inode *ip);
