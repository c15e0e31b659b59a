#ifndef __XFS_QUOTA_H__
#define __XFS_QUOTA_H__

/*
 * kidpush sample tree: quota types and the quota hooks the inode code
 * calls.  Written for the kidpush tests; shaped like the XFS code the
 * rules are meant for.
 */

#include <linux/quota.h>
#include <linux/uaccess.h>

#ifndef STATIC
#define STATIC static
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#ifndef ASSERT
#define ASSERT(expr) ((void)(expr))
#endif

typedef unsigned int	uint;
typedef unsigned int	xfs_dqid_t;
typedef unsigned int	prid_t;
typedef unsigned int	__be32;

extern __be32 cpu_to_be32(unsigned int);
extern unsigned int be32_to_cpu(__be32);
typedef unsigned short	__be16;
extern __be16 cpu_to_be16(unsigned short);
extern unsigned short be16_to_cpu(__be16);

typedef unsigned int	xfs_nlink_t;
typedef unsigned int	xfs_dev_t;
typedef struct xfs_trans	xfs_trans_t;
typedef _Bool			bool;
typedef unsigned int	u32;
typedef unsigned long long	u64;
typedef struct fs_disk_quota	fs_disk_quota_t;

struct xfs_inode;
struct xfs_dquot;
struct xfs_trans;

struct xfs_mount {
	unsigned int		m_qflags;	/* XFS_IS_*QUOTA_ON bits */
	unsigned int		m_dev;		/* device, for warnings */
	unsigned long		m_default_bhard; /* default block limit */
};

/* kinds of dquot, as kept in dq_flags */
#define XFS_DQ_USER		0x0001
#define XFS_DQ_PROJ		0x0002
#define XFS_DQ_GROUP		0x0004

#define XFS_QMOPT_DQALLOC	0x0000002
#define XFS_QMOPT_UQUOTA	0x0000004
#define XFS_QMOPT_PQUOTA	0x0000008
#define XFS_QMOPT_GQUOTA	0x0000010
#define XFS_QMOPT_DOWARN	0x0000400

#define XFS_IS_UQUOTA_ON(mp)	((mp)->m_qflags & 1)
#define XFS_IS_PQUOTA_ON(mp)	((mp)->m_qflags & 2)
#define XFS_IS_GQUOTA_ON(mp)	((mp)->m_qflags & 4)
#define XFS_IS_OQUOTA_ON(mp)	((mp)->m_qflags & 6)

#ifdef CONFIG_XFS_QUOTA
extern int xfs_qm_vop_dqalloc(struct xfs_inode *, uid_t, gid_t, prid_t, uint,
		struct xfs_dquot **, struct xfs_dquot **);
extern int xfs_qm_dqattach_locked(struct xfs_inode *, uint);
extern int xfs_qm_vop_chown_reserve(struct xfs_inode *, struct xfs_dquot *,
		struct xfs_dquot *);
extern void xfs_qm_vop_create_dqattach(struct xfs_inode *,
		struct xfs_dquot *, struct xfs_dquot *);
#else
static inline int
xfs_qm_vop_dqalloc(struct xfs_inode *ip, uid_t uid, gid_t gid, prid_t prid,
		uint flags, struct xfs_dquot **udqp, struct xfs_dquot **gdqp)
{
	*udqp = 0;
	*gdqp = 0;
	return 0;
}
#endif

#endif /* __XFS_QUOTA_H__ */
