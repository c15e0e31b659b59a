int		xfs_ialloc(struct xfs_trans *, xfs_inode_t *, umode_t,
			   xfs_nlink_t, xfs_dev_t, prid_t, int,
			   struct xfs_buf **, xfs_inode_t **);
extern int xfs_dir_ialloc(xfs_trans_t **, xfs_inode_t *, umode_t, xfs_nlink_t,
				xfs_dev_t, prid_t, int, xfs_inode_t **, int *);

/* another function with a prid_t 6th parameter: left alone */
int		xfs_other(struct xfs_trans *, xfs_inode_t *, umode_t,
			  xfs_nlink_t, xfs_dev_t, prid_t, int);
