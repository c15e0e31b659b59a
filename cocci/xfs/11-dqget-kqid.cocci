#spatch --max-width 200
/// Make xfs_qm_dqget, xfs_qm_dqattach_one and xfs_qm_quotacheck_dqadjust take a struct kqid.
//
// Confidence: High
// Options: --no-includes --very-quiet --max-width 200
//
// Step 11 (definitions and prototypes): xfs_qm_dqget, xfs_qm_dqattach_one
// and xfs_qm_quotacheck_dqadjust take a struct kqid instead of an
// (xfs_dqid_t id, uint type) pair.
//
// What:
//  - xfs_qm_dqget: the pair becomes "struct kqid qid"; the body keeps its
//    raw "id" and XFS "type" as locals computed from qid (in the initial
//    user namespace, xfs's on-disk one), declared right after the first
//    local; the "!QUOTA_ON && type == XFS_DQ_*" quota-enabled tests become
//    "qid.type == *QUOTA" tests (later uses keep the local type).
//  - xfs_qm_dqattach_one / xfs_qm_quotacheck_dqadjust: the pair becomes
//    "struct kqid id"; "type == XFS_DQ_*" becomes "id.type == *QUOTA";
//    a comparison "RAW == id" of an on-disk id with the old raw id becomes
//    qid_eq(make_kqid(&init_user_ns, id.type, RAW), id).
// Why: a dquot is named by a (type, id) pair that only makes sense in one
// user namespace; a struct kqid carries both and is what the VFS quota code
// uses, so callers can no longer mix ids of different namespaces.
// Typedef and constant names are matched through constraints so that
// spatch's grep query only names the three functions.
// Relies on: xfs_quota_type(int) being visible in xfs_dquot.c (moved there
// by this step's move-function action); the mapping XFS_DQ_USER/GROUP/PROJ
// <-> USRQUOTA/GRPQUOTA/PRJQUOTA.  The prototype is
// 11-dqget-proto.cocci, the call sites 11-dqget-casts/-callers.cocci.

// The id parameter goes (with its comment); the type parameter line is
// retyped and renamed, so its trailing comment stays a well-formed comment.
virtual patch
@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())

@dqget0@
identifier mp, ip, id, type;
type T1, T2, T;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_dqget(T1 mp, T2 ip,
-	TI id,
-	TU
+	struct kqid
 	type,
 	...) { ... }

// The raw id and XFS type become locals computed from qid, declared just
// before the first local whose initializer uses the type (the cache tree
// lookup), else after a first initialized local, else first of all.
@dqget_use@
identifier dqget0.mp, dqget0.ip, dqget0.type, x0;
type T1, T2, T0;
symbol qid;
symbol init_user_ns;
@@
 xfs_qm_dqget(T1 mp, T2 ip,
 	struct kqid
-	type
+	qid
 	, ...)
 {
 	...
+	uint id = from_kqid(&init_user_ns, qid);
+	uint type = xfs_quota_type(qid.type);
 	T0 *x0 = <+... type ...+>;
 	...
 }

@dqget depends on !dqget_use@
identifier dqget0.mp, dqget0.ip, dqget0.type, x0;
type T1, T2, T0;
expression E;
symbol qid;
symbol init_user_ns;
@@
 xfs_qm_dqget(T1 mp, T2 ip,
 	struct kqid
-	type
+	qid
 	, ...)
 {
 	T0 x0 = E;
+	uint id = from_kqid(&init_user_ns, qid);
+	uint type = xfs_quota_type(qid.type);
 	...
 }

@dqget_first depends on dqget0 && !dqget_use && !dqget@
identifier dqget0.mp, dqget0.ip, dqget0.type;
type T1, T2, T;
symbol qid;
symbol init_user_ns;
@@
 T xfs_qm_dqget(T1 mp, T2 ip,
 	struct kqid
-	type
+	qid
 	, ...)
 {
+	uint id = from_kqid(&init_user_ns, qid);
+	uint type = xfs_quota_type(qid.type);
 	...
 }

@dqget_tests depends on dqget_use || dqget || dqget_first@
identifier dqget0.type;
symbol qid;
expression E;
identifier KU : script:python() { KU == "XFS_DQ_USER" };
identifier KG : script:python() { KG == "XFS_DQ_GROUP" };
identifier KP : script:python() { KP == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqget(...)
 {
 <...
(
 !E &&
- type == KU
+ qid.type == USRQUOTA
|
 !E &&
- type == KG
+ qid.type == GRPQUOTA
|
 !E &&
- type == KP
+ qid.type == PRJQUOTA
)
 ...>
 }

@pair_attach@
identifier ip, id, type;
type T, TP;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_dqattach_one(TP ip,
-	TI
+	struct kqid
 	id,
-	TU type,
 	...) { ... }

@pair_body_attach@
identifier pair_attach.id, pair_attach.type;
expression A, B, R;
symbol init_user_ns;
identifier KU : script:python() { KU == "XFS_DQ_USER" };
identifier KG : script:python() { KG == "XFS_DQ_GROUP" };
identifier KP : script:python() { KP == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqattach_one(...) {
 <...
(
 xfs_qm_dqget(A, B, id,
-	type,
 	...)
|
- type == KU
+ id.type == USRQUOTA
|
- type == KG
+ id.type == GRPQUOTA
|
- type == KP
+ id.type == PRJQUOTA
|
- R == id
+ qid_eq(make_kqid(&init_user_ns, id.type, R), id)
)
 ...>
 }

@pair_adjust@
identifier ip, id, type;
type T, TP;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_quotacheck_dqadjust(TP ip,
-	TI
+	struct kqid
 	id,
-	TU type,
 	...) { ... }

@pair_body_adjust@
identifier pair_adjust.id, pair_adjust.type;
expression A, B, R;
symbol init_user_ns;
identifier KU : script:python() { KU == "XFS_DQ_USER" };
identifier KG : script:python() { KG == "XFS_DQ_GROUP" };
identifier KP : script:python() { KP == "XFS_DQ_PROJ" };
@@
 xfs_qm_quotacheck_dqadjust(...) {
 <...
(
 xfs_qm_dqget(A, B, id,
-	type,
 	...)
|
- type == KU
+ id.type == USRQUOTA
|
- type == KG
+ id.type == GRPQUOTA
|
- type == KP
+ id.type == PRJQUOTA
|
- R == id
+ qid_eq(make_kqid(&init_user_ns, id.type, R), id)
)
 ...>
 }
