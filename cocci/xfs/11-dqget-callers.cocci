#spatch --max-width 200
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
// Relies on: the id/type argument positions (3rd/4th of xfs_qm_dqget,
// 2nd/3rd of the other two).

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
@@
 xfs_qm_dqget(M, I,
-	ID
+	make_kqid_uid(ID)
 	, XFS_DQ_USER, ...)

@other_uid@
identifier fn = {xfs_qm_dqattach_one, xfs_qm_quotacheck_dqadjust};
expression IP, ID;
@@
 fn(IP,
-	ID
+	make_kqid_uid(ID)
 	, XFS_DQ_USER, ...)

@drop_uid@
expression M, I, ID, IP;
identifier fn = {xfs_qm_dqattach_one, xfs_qm_quotacheck_dqadjust};
@@
(
 xfs_qm_dqget(M, I, make_kqid_uid(ID),
-	XFS_DQ_USER,
 	...)
|
 fn(IP, make_kqid_uid(ID),
-	XFS_DQ_USER,
 	...)
)

@dqget_gid@
expression M, I, ID;
@@
 xfs_qm_dqget(M, I,
-	ID
+	make_kqid_gid(ID)
 	, XFS_DQ_GROUP, ...)

@other_gid@
identifier fn = {xfs_qm_dqattach_one, xfs_qm_quotacheck_dqadjust};
expression IP, ID;
@@
 fn(IP,
-	ID
+	make_kqid_gid(ID)
 	, XFS_DQ_GROUP, ...)

@drop_gid@
expression M, I, ID, IP;
identifier fn = {xfs_qm_dqattach_one, xfs_qm_quotacheck_dqadjust};
@@
(
 xfs_qm_dqget(M, I, make_kqid_gid(ID),
-	XFS_DQ_GROUP,
 	...)
|
 fn(IP, make_kqid_gid(ID),
-	XFS_DQ_GROUP,
 	...)
)

@dqget_projid@
expression M, I, ID;
@@
 xfs_qm_dqget(M, I,
-	ID
+	make_kqid_projid(ID)
 	, XFS_DQ_PROJ, ...)

@other_projid@
identifier fn = {xfs_qm_dqattach_one, xfs_qm_quotacheck_dqadjust};
expression IP, ID;
@@
 fn(IP,
-	ID
+	make_kqid_projid(ID)
 	, XFS_DQ_PROJ, ...)

@drop_projid@
expression M, I, ID, IP;
identifier fn = {xfs_qm_dqattach_one, xfs_qm_quotacheck_dqadjust};
@@
(
 xfs_qm_dqget(M, I, make_kqid_projid(ID),
-	XFS_DQ_PROJ,
 	...)
|
 fn(IP, make_kqid_projid(ID),
-	XFS_DQ_PROJ,
 	...)
)
