#spatch --smpl-spacing
/// Compare the inode's kernel ids with uid_eq/gid_eq/projid_eq instead of == and !=.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet --smpl-spacing --include fs/xfs/xfs_inode.h --include-headers-for-types
//
// Comparisons involving the inode's kernel ids use uid_eq/gid_eq/projid_eq
// instead of == and !=.  Kernel uids and gids are recognised by structure:
// VFS_I(E)->i_uid, current_fsuid() (kuid_t), VFS_I(E)->i_gid,
// current_fsgid() (kgid_t).  The project id E->i_projid is recognised by
// its type: only an i_projid whose declared type is kprojid_t, or projid_t
// (the field of rule 02a that rule 04a turns into a kprojid_t in this same
// step), is rewritten.  Parentheses around a converted != are dropped; a
// constant compared with a kprojid_t is made a kernel id with
// make_kprojid(&init_user_ns, C); a conditional
// "(C ? kgid : kprojid) == X" is split into one typed comparison per arm
// (written "...X): projid_eq" as the series' author spaced it; the file runs
// with --smpl-spacing, so spatch keeps the rule's spacing of added code).
//
// Why: kuid_t/kgid_t/kprojid_t are opaque (structs under
// CONFIG_UIDGID_STRICT_TYPE_CHECKS); only the helpers compare them.  An
// i_projid of another type is a raw project id and must be left alone:
// Linux 6.1 stores "prid_t i_projid" in struct xfs_inode again.
//
// Why projid_t counts: the steps' rules run per file and in parallel, so
// when this rule runs on a .c file the header xfs_inode.h in the scratch
// tree may or may not carry rule 04a's change yet; accepting both
// spellings makes the result independent of that order.  The field's type
// comes from the header declaring struct xfs_inode (step option
// "--include fs/xfs/xfs_inode.h --include-headers-for-types", cheaper than
// --local-includes, which parses every local header); where it is unknown
// nothing is rewritten.  The type test is
// a script constraint on a type metavariable, not a typed metavariable, so
// that the rule's grep query stays "i_projid" (a typed metavariable would
// require the token projid_t/kprojid_t in the .c file itself).
//
// Relies on: rules 02b/03c having turned every read of the inode ids into
// these forms.  The other operand is left alone (quota ids are converted by
// the quota steps).
virtual patch
@@
expression E, X;
@@
(
- (VFS_I(E)->i_uid != X)
+ !uid_eq(VFS_I(E)->i_uid, X)
|
- (VFS_I(E)->i_gid != X)
+ !gid_eq(VFS_I(E)->i_gid, X)
|
- VFS_I(E)->i_uid != X
+ !uid_eq(VFS_I(E)->i_uid, X)
|
- VFS_I(E)->i_gid != X
+ !gid_eq(VFS_I(E)->i_gid, X)
|
- current_fsuid() != X
+ !uid_eq(current_fsuid(), X)
|
- X != VFS_I(E)->i_uid
+ !uid_eq(X, VFS_I(E)->i_uid)
|
- X != VFS_I(E)->i_gid
+ !gid_eq(X, VFS_I(E)->i_gid)
|
- VFS_I(E)->i_uid == X
+ uid_eq(VFS_I(E)->i_uid, X)
|
- VFS_I(E)->i_gid == X
+ gid_eq(VFS_I(E)->i_gid, X)
)

// an i_projid that is (or becomes in this step) a kprojid_t
@kp@
type T : script:python () { T in ("kprojid_t", "projid_t") };
T e;
expression E;
position p;
@@
(
 E->i_projid@p
&
 e
)

@@
expression E, X, C;
constant K;
position kp.p;
@@
(
- (C ? VFS_I(E)->i_gid : E->i_projid@p) == X
+ C ? gid_eq(VFS_I(E)->i_gid, X): projid_eq(E->i_projid, X)
|
- (E->i_projid@p != X)
+ !projid_eq(E->i_projid, X)
|
- E->i_projid@p == K
+ projid_eq(E->i_projid, make_kprojid(&init_user_ns, K))
|
- E->i_projid@p != X
+ !projid_eq(E->i_projid, X)
|
- E->i_projid@p == X
+ projid_eq(E->i_projid, X)
)
