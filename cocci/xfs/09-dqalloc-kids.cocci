#spatch --max-width 200
/// Make xfs_qm_vop_dqalloc take kuid_t, kgid_t and kprojid_t.
//
// Confidence: High
// Options: --no-includes --very-quiet --max-width 200
//
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
// Typedef names are matched through constraints so that spatch's grep
// query only names the function.
// Relies on: the parameter order (inode, uid, gid, projid, ...) of the
// function; matched by parameter type, so running it twice changes nothing.

virtual patch
@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())

// Definitions (the real function and the CONFIG_XFS_QUOTA=n stub): only
// the type tokens change, so the column layout of the parameters is kept.
@def@
identifier ip, u, g, p;
type T, TP;
type TU : script:python() { tname(TU) == "uid_t" };
type TG : script:python() { tname(TG) == "gid_t" };
type TJ : script:python() { tname(TJ) == "prid_t" };
@@
 T xfs_qm_vop_dqalloc(TP ip,
-	TU
+	kuid_t
 	u,
-	TG
+	kgid_t
 	g,
-	TJ
+	kprojid_t
 	p,
 	...) { ... }

// Prototypes (unnamed parameters).
@proto@
type T, TP;
type TU : script:python() { tname(TU) == "uid_t" };
type TG : script:python() { tname(TG) == "gid_t" };
type TJ : script:python() { tname(TJ) == "prid_t" };
@@
 T xfs_qm_vop_dqalloc(TP,
-	TU,
+	kuid_t,
-	TG,
+	kgid_t,
-	TJ,
+	kprojid_t,
 	...);
