#spatch --max-width 200 --smpl-spacing
/// Pass one struct kqid to xfs_qm_dqget and friends instead of (id, type).
//
// Confidence: High
// Options: --no-includes --very-quiet --max-width 200 --smpl-spacing
//
// Step 11 (call sites): callers of xfs_qm_dqget, xfs_qm_dqattach_one and
// xfs_qm_quotacheck_dqadjust pass one struct kqid instead of (id, type).
//
// What: an argument pair (ID, XFS_DQ_USER) becomes make_kqid_uid(ID),
// (ID, XFS_DQ_GROUP) becomes make_kqid_gid(ID), (ID, XFS_DQ_PROJ) becomes
// make_kqid_projid(ID); a "(xfs_dqid_t)" cast on ID is dropped (ID is a
// kuid_t/kgid_t/kprojid_t after steps 04-09, the cast only hid that); a
// pair (from_kqid(&init_user_ns, Q), xfs_quota_type(Q.type)), which step 10
// made out of a kqid Q, collapses back to Q.  Pairs already passed through
// a struct kqid parameter are handled with the definitions
// (11-dqget-kqid.cocci).
// Why: see 11-dqget-kqid.cocci; the typed constructors make the namespace
// of every id explicit at the call site.
// Function, typedef and constant names are matched literally or through
// constraints so that spatch's grep query only names the three functions.
// Relies on: the id/type argument positions (3rd/4th of xfs_qm_dqget,
// 2nd/3rd of the other two).

virtual patch
@dqget_ctx@
expression M, I, Q, F, D;
symbol init_user_ns;
@@
 xfs_qm_dqget(M, I,
-	from_kqid(&init_user_ns, Q), xfs_quota_type(Q.type), F, D
+	Q, F, D
 	)

// Two phases keep the caller's line layout: the id argument is wrapped in
// its constructor (looking at the type argument that follows), then the
// now redundant type argument is dropped.

@dqget_uid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_dqget(M, I,
-	ID
+	make_kqid_uid(ID)
 	, K, ...)

@attach_uid@
expression IP, ID;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_dqattach_one(IP,
-	ID
+	make_kqid_uid(ID)
 	, K, ...)

@adjust_uid@
expression IP, ID;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_quotacheck_dqadjust(IP,
-	ID
+	make_kqid_uid(ID)
 	, K, ...)

@drop_uid@
expression M, I, ID, IP;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
(
 xfs_qm_dqget(M, I, make_kqid_uid(ID),
-	K,
 	...)
|
 xfs_qm_dqattach_one(IP, make_kqid_uid(ID),
-	K,
 	...)
|
 xfs_qm_quotacheck_dqadjust(IP, make_kqid_uid(ID),
-	K,
 	...)
)

@dqget_gid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_dqget(M, I,
-	ID
+	make_kqid_gid(ID)
 	, K, ...)

@attach_gid@
expression IP, ID;
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_dqattach_one(IP,
-	ID
+	make_kqid_gid(ID)
 	, K, ...)

@adjust_gid@
expression IP, ID;
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_quotacheck_dqadjust(IP,
-	ID
+	make_kqid_gid(ID)
 	, K, ...)

@drop_gid@
expression M, I, ID, IP;
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
(
 xfs_qm_dqget(M, I, make_kqid_gid(ID),
-	K,
 	...)
|
 xfs_qm_dqattach_one(IP, make_kqid_gid(ID),
-	K,
 	...)
|
 xfs_qm_quotacheck_dqadjust(IP, make_kqid_gid(ID),
-	K,
 	...)
)

@dqget_projid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqget(M, I,
-	ID
+	make_kqid_projid(ID)
 	, K, ...)

@attach_projid@
expression IP, ID;
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqattach_one(IP,
-	ID
+	make_kqid_projid(ID)
 	, K, ...)

@adjust_projid@
expression IP, ID;
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_quotacheck_dqadjust(IP,
-	ID
+	make_kqid_projid(ID)
 	, K, ...)

@drop_projid@
expression M, I, ID, IP;
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
(
 xfs_qm_dqget(M, I, make_kqid_projid(ID),
-	K,
 	...)
|
 xfs_qm_dqattach_one(IP, make_kqid_projid(ID),
-	K,
 	...)
|
 xfs_qm_quotacheck_dqadjust(IP, make_kqid_projid(ID),
-	K,
 	...)
)
