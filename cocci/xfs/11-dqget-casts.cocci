#spatch --max-width 200 --smpl-spacing
// Step 11 (call sites with a cast): xfs_qm_dqget(M, I, (xfs_dqid_t)ID,
// XFS_DQ_USER|GROUP|PROJ, ...) -> xfs_qm_dqget(M, I, make_kqid_uid|gid|
// projid(ID), ...).
//
// What: as 11-dqget-callers.cocci, for arguments that carry an
// "(xfs_dqid_t)" cast: the cast is dropped, since ID is a kuid_t/kgid_t/
// kprojid_t since step 09 and the cast only hid the type.  Two phases
// (wrap the id, then drop the type argument) and a wide column limit keep
// the caller's lines where spatch allows it.
// Why: see 11-dqget-kqid.cocci.
// Relies on: the id/type argument positions (3rd/4th) of xfs_qm_dqget.

@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())

@dqget_cast_uid@
expression M, I, ID;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_dqget(M, I,
-	(TI)ID
+	make_kqid_uid(ID)
 	, K, ...)

@drop_cast_uid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_dqget(M, I, make_kqid_uid(ID),
-	K,
 	...)

@dqget_cast_gid@
expression M, I, ID;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_dqget(M, I,
-	(TI)ID
+	make_kqid_gid(ID)
 	, K, ...)

@drop_cast_gid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_dqget(M, I, make_kqid_gid(ID),
-	K,
 	...)

@dqget_cast_projid@
expression M, I, ID;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqget(M, I,
-	(TI)ID
+	make_kqid_projid(ID)
 	, K, ...)

@drop_cast_projid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqget(M, I, make_kqid_projid(ID),
-	K,
 	...)
