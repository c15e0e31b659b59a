/// Use the dquot's struct kqid q_id instead of q_core.d_id.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Step 13: use the dquot's struct kqid (q_id) instead of q_core.d_id.
//
// What (D, A, B: any expression used as a dquot, "->q_core.d_id"):
//  - make_kqid(&init_user_ns, T, be32_to_cpu(D->q_core.d_id)) -> D->q_id
//  - be32_to_cpu(A->q_core.d_id) > be32_to_cpu(B->q_core.d_id)
//      -> qid_lt(B->q_id, A->q_id)                 (lock ordering)
//  - a truth test of D->q_core.d_id (the id-0 "superquota" holding the
//    default limits) -> !is_superquota(D->q_id, &init_user_ns)
//  - uid_eq/gid_eq/projid_eq(X, [(cast)]be32_to_cpu(D->q_core.d_id))
//      -> qid_eq(make_kqid_uid/gid/projid(X), D->q_id), also through a
//      "C ? gid_eq(..) : projid_eq(..)" choice inside ASSERT
//  - a trace field filled from be32_to_cpu(D->q_core.d_id) gets
//    from_kqid(&init_user_ns, D->q_id) (tracers live in the initial ns).
//    spatch cannot parse the TP_fast_assign blocks of xfs_trace.h in place;
//    the step's tp-cocci action hands them to this same rule as functions.
// On-disk values and plain indexes keep using q_core.d_id.
// Why: comparing a kuid with a raw on-disk number is exactly the mix-up
// kuid_t exists to catch; q_id carries type and namespace.
// Relies on: q_id and is_superquota() from step 12.

// A warning sent for a dquot names the dquot's own kqid (whole call
// rewritten so its arguments join one line again).
virtual patch
@@
expression D, T, A, B;
symbol init_user_ns;
@@
- quota_send_warning(make_kqid(&init_user_ns, T, be32_to_cpu(D->q_core.d_id)), A, B)
+ quota_send_warning(D->q_id, A, B)

@@
expression D;
expression T;
symbol init_user_ns;
@@
- make_kqid(&init_user_ns, T, be32_to_cpu(D->q_core.d_id))
+ D->q_id

@@
expression A, B;
@@
- be32_to_cpu(A->q_core.d_id) >
- be32_to_cpu(B->q_core.d_id)
+ qid_lt(B->q_id, A->q_id)

@@
expression D;
expression E;
statement S1;
@@
(
 if (
- D->q_core.d_id
+ !is_superquota(D->q_id, &init_user_ns)
 ) S1
|
- D->q_core.d_id
+ !is_superquota(D->q_id, &init_user_ns)
  && E
|
  E &&
- D->q_core.d_id
+ !is_superquota(D->q_id, &init_user_ns)
)

@@
expression D;
expression C, X, Y;
@@
 ASSERT(
- C ? gid_eq(X, be32_to_cpu(D->q_core.d_id)) : projid_eq(Y, be32_to_cpu(D->q_core.d_id))
+ qid_eq(C ?
+	 make_kqid_gid(X) :
+	 make_kqid_projid(Y), D->q_id)
 )

@@
expression D;
expression X;
type T;
@@
(
- uid_eq(X, (T)be32_to_cpu(D->q_core.d_id))
+ qid_eq(make_kqid_uid(X), D->q_id)
|
- uid_eq(X, be32_to_cpu(D->q_core.d_id))
+ qid_eq(make_kqid_uid(X), D->q_id)
|
- gid_eq(X, be32_to_cpu(D->q_core.d_id))
+ qid_eq(make_kqid_gid(X), D->q_id)
|
- projid_eq(X, be32_to_cpu(D->q_core.d_id))
+ qid_eq(make_kqid_projid(X), D->q_id)
)

// Trace events: the id recorded for a dquot is its q_id seen from the
// initial user namespace (only tracers there may read the trace).
@@
expression D;
identifier F;
symbol __entry;
@@
 __entry->F =
- be32_to_cpu(D->q_core.d_id)
+ from_kqid(&init_user_ns, D->q_id)
 ;
