/*
 * kidpush sample tree: the in-core inode.
 * Written for the kidpush tests, shaped like the XFS inode header.
 */
#ifndef __XFS_INODE_H__
#define __XFS_INODE_H__

#include <linux/fs.h>
#include <linux/uidgid.h>
#include <linux/projid.h>
#include "xfs_quota.h"

typedef unsigned short	__uint16_t;
typedef unsigned int	__uint32_t;

/* in-core copy of the on-disk inode core */
typedef struct xfs_icdinode {
	__uint16_t	di_mode;	/* mode and type of file */
	__uint16_t	di_version;	/* inode version */
	__uint32_t	di_uid;		/* owner's user id */
	__uint32_t	di_gid;		/* owner's group id */
	__uint16_t	di_projid_lo;	/* lower part of project id */
	__uint16_t	di_projid_hi;	/* higher part of project id */
	__uint16_t	di_flags;	/* misc flags */
} xfs_icdinode_t;

typedef struct xfs_inode {
	struct xfs_mount	*i_mount;	/* fs mount struct ptr */
	struct xfs_dquot	*i_udquot;	/* user dquot */
	struct xfs_dquot	*i_gdquot;	/* group dquot */

	xfs_icdinode_t		i_d;		/* most of ondisk inode */

	/* VFS inode */
	struct inode		i_vnode;	/* embedded VFS inode */
} xfs_inode_t;

static inline struct inode *VFS_I(struct xfs_inode *ip)
{
	return &ip->i_vnode;
}

/*
 * Project id helpers: the id is kept on disk as two 16-bit halves.
 */
static inline prid_t
xfs_get_projid(struct xfs_inode *ip)
{
	return (prid_t)ip->i_d.di_projid_hi << 16 | ip->i_d.di_projid_lo;
}

static inline void
xfs_set_projid(struct xfs_inode *ip,
		prid_t projid)
{
	ip->i_d.di_projid_hi = (__uint16_t) (projid >> 16);
	ip->i_d.di_projid_lo = (__uint16_t) (projid & 0xffff);
}

/* not an id setter: must stay as it is */
static inline void
xfs_set_mode(struct xfs_inode *ip, umode_t mode)
{
	ip->i_d.di_mode = mode;
}

int		xfs_iread(struct xfs_inode *, struct xfs_dinode *);
int		xfs_ialloc(struct xfs_trans *, xfs_inode_t *, umode_t,
			   xfs_nlink_t, xfs_dev_t, prid_t, int,
			   xfs_inode_t **);
int		xfs_iflush_int(struct xfs_inode *);

#endif /* __XFS_INODE_H__ */
