struct xfs_inode {
	xfs_icdinode_t		i_d;
	projid_t		i_projid;
};

struct xfs_other {
	projid_t		o_projid;
};
