/* already converted: the rule must leave this unchanged */
void xfs_inode_set_reclaim_tag(struct xfs_inode *ip);

struct xfs_internal_eofblocks {
	u32 eof_version;
	u32 eof_flags;
	kuid_t eof_uid;
	kgid_t eof_gid;
	kprojid_t eof_projid;
	u64 eof_min_file_size;
};

void xfs_inode_set_eofblocks_tag(struct xfs_inode *ip);
void xfs_inode_clear_eofblocks_tag(struct xfs_inode *ip);
int xfs_icache_free_eofblocks(struct xfs_mount *mp, struct xfs_eofblocks *eofb);
