#spatch --max-width 200
// Step 09: xfs_qm_vop_dqalloc takes kuid_t, kgid_t and kprojid_t.
//
// What: the uid/gid/projid parameters of xfs_qm_vop_dqalloc change from
// uid_t/gid_t/prid_t to kuid_t/kgid_t/kprojid_t, at the definition, at the
// "no quota" static inline stub and at the extern prototype.
// Why: every caller (xfs_create, xfs_symlink, xfs_setattr_nonsize,
// xfs_ioctl_setattr) already holds kernel-internal ids (current_fsuid(),
// VFS_I(ip)->i_uid, ip->i_projid, ...); passing them through plain integer
// types would silently drop the user namespace mapping.  Inside the function
// the ids are only compared with uid_eq/gid_eq/projid_eq (done by the earlier
// steps) and handed to xfs_qm_dqget, which step 11 converts.
// Relies on: the parameter order (inode, uid, gid, projid, ...) of the
// function; matched by parameter type, so running it twice changes nothing.

// Definitions (the real function and the CONFIG_XFS_QUOTA=n stub): only
// the type tokens change, so the column layout of the parameters is kept.
@def@
identifier ip, u, g, p;
type T;
@@
 T xfs_qm_vop_dqalloc(struct xfs_inode *ip,
-	uid_t
+	kuid_t
 	u,
-	gid_t
+	kgid_t
 	g,
-	prid_t
+	kprojid_t
 	p,
 	...) { ... }

// Prototypes (unnamed parameters).
@proto@
type T;
@@
 T xfs_qm_vop_dqalloc(struct xfs_inode *,
-	uid_t
+	kuid_t
 	,
-	gid_t
+	kgid_t
 	,
-	prid_t
+	kprojid_t
 	,
 	...);
