struct xfs_inode {
	int			i_flags;
	xfs_icdinode_t		i_d;
	struct inode		i_vnode;
};

struct other {
	xfs_icdinode_t		o_d;
};
