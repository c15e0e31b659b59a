/*
 * kidpush sample tree: inode allocation helpers.
 * Written for the kidpush tests, shaped like the XFS utils header.
 */
#ifndef __XFS_UTILS_H__
#define __XFS_UTILS_H__

extern int xfs_dir_ialloc(xfs_trans_t **, xfs_inode_t *, umode_t, xfs_nlink_t,
				xfs_dev_t, prid_t, int, xfs_inode_t **, int *);
extern int xfs_bumplink(xfs_trans_t *, xfs_inode_t *);

#endif /* __XFS_UTILS_H__ */
