// Step 10: xfs_qm_scall_getquota and xfs_qm_scall_setqlim take a struct kqid.
//
// What: the (xfs_dqid_t id, uint type) parameter pair of both quotactl
// back ends becomes one "struct kqid id"; inside them every read of the old
// id becomes from_kqid(&init_user_ns, id) and every read of the old type
// becomes xfs_quota_type(id.type); callers that built the pair from a kqid
// with exactly those two expressions pass the kqid itself; the prototypes
// follow.
// Why: the VFS already hands xfs a struct kqid (xfs_fs_get_dqblk/
// xfs_fs_set_dqblk); converting it to a raw id at the top of the call chain
// loses the user namespace information the deeper layers will need.  The
// raw id is now computed, in the initial user namespace (xfs's on-disk
// namespace), only where the code still needs it.
// Relies on: the parameter order (mount, id, type, ...) of the two
// functions; the static xfs_quota_type(int) helper of xfs_quotaops.c, which
// the step's move-function action then moves next to its new users.

@def@
identifier fn = {xfs_qm_scall_getquota, xfs_qm_scall_setqlim};
identifier mp, id, ty;
type TM, T;
typedef xfs_dqid_t, uint;
@@
 T fn(TM mp,
-	xfs_dqid_t
+	struct kqid
 	id,
-	uint ty,
 	...) { ... }

@uses@
identifier def.fn, def.id, def.ty;
symbol init_user_ns;
@@
 fn(...) {
 <...
(
- id
+ from_kqid(&init_user_ns, id)
|
- ty
+ xfs_quota_type(id.type)
)
 ...>
 }

// Inside an if condition spatch does not wrap long argument lists, so
// there the rule states the wrapping: one rewritten argument per line.
@cond@
identifier def.fn, def.id, def.ty;
symbol init_user_ns;
expression M, E, F, D, X;
statement S1;
@@
 fn(...) {
 <...
 if ((E = xfs_qm_dqget(M, X,
-				 from_kqid(&init_user_ns, id), xfs_quota_type(id.type), F,
+				 from_kqid(&init_user_ns, id),
+				 xfs_quota_type(id.type),
+				 F,
 				 D))) S1
 ...>
 }

@proto@
identifier fn = {xfs_qm_scall_getquota, xfs_qm_scall_setqlim};
type TM, T;
typedef xfs_dqid_t, uint;
@@
 T fn(TM,
-	xfs_dqid_t, uint,
+	struct kqid,
 	...);

// Callers (xfs_quotaops.c) are converted only where xfs_quota_type still
// maps to the XFS_DQ_* flag values: that is the (xfs_dqid_t, uint flags)
// API the definition rule converts.  Later kernels (5.9+) pass an
// xfs_dqtype_t built the same way and must be left alone.
@oldapi@
type T;
@@
 T xfs_quota_type(...) { <+... XFS_DQ_USER ...+> }

@call depends on oldapi@
identifier fn = {xfs_qm_scall_getquota, xfs_qm_scall_setqlim};
expression mp, q, E;
@@
 fn(mp,
-	from_kqid(&init_user_ns, q), xfs_quota_type(q.type),
+	q,
 	E)
