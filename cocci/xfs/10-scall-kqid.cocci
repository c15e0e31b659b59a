/// Make xfs_qm_scall_getquota and xfs_qm_scall_setqlim take a struct kqid.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
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
// The rules name the two functions literally and match the typedef and
// constant names through constraints, so that spatch's file pre-selection
// (its grep query) only picks files that mention the functions.
// Relies on: the parameter order (mount, id, type, ...) of the two
// functions; the static xfs_quota_type(int) helper of xfs_quotaops.c, which
// the step's move-function action then moves next to its new users.

virtual patch
@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())

@def_get@
identifier mp, id, ty;
type TM, T;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_scall_getquota(TM mp,
-	TI
+	struct kqid
 	id,
-	TU ty,
 	...) { ... }

// Inside an if condition spatch does not wrap long argument lists, so
// there the rule states the wrapping: one rewritten argument per line.
@cond_get@
identifier def_get.id, def_get.ty;
symbol init_user_ns;
expression M, E, F, D, X;
statement S1;
@@
 xfs_qm_scall_getquota(...) {
 <...
 if ((E = xfs_qm_dqget(M, X,
-				 id, ty, F,
+				 from_kqid(&init_user_ns, id),
+				 xfs_quota_type(id.type),
+				 F,
 				 D))) S1
 ...>
 }

@uses_get@
identifier def_get.id, def_get.ty;
identifier fld : script:python() { fld == "type" };
symbol init_user_ns;
@@
 xfs_qm_scall_getquota(...) {
 <...
(
 from_kqid(&init_user_ns, id)
|
 xfs_quota_type(id.fld)
|
- id
+ from_kqid(&init_user_ns, id)
|
- ty
+ xfs_quota_type(id.type)
)
 ...>
 }

@proto_get@
type TM, T;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_scall_getquota(TM,
-	TI, TU,
+	struct kqid,
 	...);

@def_set@
identifier mp, id, ty;
type TM, T;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_scall_setqlim(TM mp,
-	TI
+	struct kqid
 	id,
-	TU ty,
 	...) { ... }

// Inside an if condition spatch does not wrap long argument lists, so
// there the rule states the wrapping: one rewritten argument per line.
@cond_set@
identifier def_set.id, def_set.ty;
symbol init_user_ns;
expression M, E, F, D, X;
statement S1;
@@
 xfs_qm_scall_setqlim(...) {
 <...
 if ((E = xfs_qm_dqget(M, X,
-				 id, ty, F,
+				 from_kqid(&init_user_ns, id),
+				 xfs_quota_type(id.type),
+				 F,
 				 D))) S1
 ...>
 }

@uses_set@
identifier def_set.id, def_set.ty;
identifier fld : script:python() { fld == "type" };
symbol init_user_ns;
@@
 xfs_qm_scall_setqlim(...) {
 <...
(
 from_kqid(&init_user_ns, id)
|
 xfs_quota_type(id.fld)
|
- id
+ from_kqid(&init_user_ns, id)
|
- ty
+ xfs_quota_type(id.type)
)
 ...>
 }

@proto_set@
type TM, T;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_scall_setqlim(TM,
-	TI, TU,
+	struct kqid,
 	...);

// Callers (xfs_quotaops.c) are converted only where xfs_quota_type still
// maps to the XFS_DQ_* flag values: that is the (xfs_dqid_t, uint flags)
// API the definition rules convert.  Later kernels (5.9+) pass an
// xfs_dqtype_t built the same way and must be left alone.
@oldapi@
type T;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 T xfs_quota_type(...) { <+... K ...+> }

@call_get depends on oldapi@
expression mp, q, E;
identifier fld : script:python() { fld == "type" };
@@
 xfs_qm_scall_getquota(mp,
-	from_kqid(&init_user_ns, q), xfs_quota_type(q.fld),
+	q,
 	E)

@call_set depends on oldapi@
expression mp, q, E;
identifier fld : script:python() { fld == "type" };
@@
 xfs_qm_scall_setqlim(mp,
-	from_kqid(&init_user_ns, q), xfs_quota_type(q.fld),
+	q,
 	E)
