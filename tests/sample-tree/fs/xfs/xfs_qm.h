#ifndef __XFS_QM_H__
#define __XFS_QM_H__

/* kidpush sample tree: the quota manager's entry points. */

#include "xfs_dquot.h"

typedef struct fs_disk_quota	fs_disk_quota_t;
typedef struct xfs_mount	xfs_mount_t;

extern int		xfs_qm_scall_getquota(xfs_mount_t *, xfs_dqid_t, uint,
					fs_disk_quota_t *);
extern int		xfs_qm_scall_setqlim(xfs_mount_t *, xfs_dqid_t, uint,
					fs_disk_quota_t *);

#endif /* __XFS_QM_H__ */
