/* already converted: the rule must leave this unchanged */
struct xfs_inode {
	int			i_flags;
	xfs_icdinode_t		i_d;
	projid_t i_projid;
	struct inode		i_vnode;
};

struct other {
	xfs_icdinode_t		o_d;
};
