/// Map XFS POSIX ACL entry ids between on-disk numbers and e_uid/e_gid kernel ids.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// POSIX ACL entries are converted between the on-disk form and struct
// posix_acl_entry with kernel ids: an ACL_USER entry's id goes through
// make_kuid/from_kuid(&init_user_ns, ...) into/out of e_uid, an ACL_GROUP
// entry's through make_kgid/from_kgid into/out of e_gid; the untyped e_id
// is no longer used (entries without an id store ACL_UNDEFINED_ID on disk).
// The owner check "current_fsuid() != inode->i_uid" uses uid_eq.
//
// Why: on disk XFS keeps init_user_ns ids, while the VFS ACL entries hold
// kuid_t/kgid_t; the e_id member goes away once UIDGID_STRICT_TYPE_CHECKS
// is always on.
//
// Relies on: the switch on the entry's e_tag whose shared ACL_USER/
// ACL_GROUP case assigns e_id (from disk) and a plain store
// "D->F = cv(A->e_id)" (to disk).  Both become an if/else on e_tag (new
// code anchored on those statements; if/else rather than new case labels
// because spatch prints added case labels badly).
virtual patch
@@
expression A, V;
@@
  switch (A->e_tag) {
  case ACL_USER:
  case ACL_GROUP:
- A->e_id = V;
+ if (A->e_tag == ACL_USER)
+	A->e_uid = make_kuid(&init_user_ns, V);
+ else
+	A->e_gid = make_kgid(&init_user_ns, V);
  ...
  }

@@
expression A;
@@
- A->e_id = ACL_UNDEFINED_ID;

@@
expression A, D;
identifier F, cv;
@@
- D->F = cv(A->e_id);
+ D->F = cv(ACL_UNDEFINED_ID);
+ if (A->e_tag == ACL_USER)
+	D->F = cv(from_kuid(&init_user_ns, A->e_uid));
+ if (A->e_tag == ACL_GROUP)
+	D->F = cv(from_kgid(&init_user_ns, A->e_gid));

@@
struct inode *I;
@@
- (current_fsuid() != I->i_uid)
+ !uid_eq(current_fsuid(), I->i_uid)
