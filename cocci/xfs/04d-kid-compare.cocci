#spatch --smpl-spacing
// Comparisons involving the inode's kernel ids use uid_eq/gid_eq/projid_eq
// instead of == and !=.  Kernel ids are recognised by structure:
// VFS_I(E)->i_uid, current_fsuid() (kuid_t), VFS_I(E)->i_gid,
// current_fsgid() (kgid_t) and E->i_projid (kprojid_t).  Parentheses
// around a converted != are dropped; a constant compared with a kprojid_t
// is made a kernel id with make_kprojid(&init_user_ns, C); a conditional
// "(C ? kgid : kprojid) == X" is split into one typed comparison per arm.
//
// Why: kuid_t/kgid_t/kprojid_t are opaque (structs under
// CONFIG_UIDGID_STRICT_TYPE_CHECKS); only the helpers compare them.
//
// Relies on: rules 02b/03c having turned every read of the inode ids into
// these forms.  The other operand is left alone (quota ids are converted by
// the quota steps).
@@
expression E, X, C;
constant K;
@@
(
- (C ? VFS_I(E)->i_gid : E->i_projid) == X
+ C ? gid_eq(VFS_I(E)->i_gid, X) : projid_eq(E->i_projid, X)
|
- (VFS_I(E)->i_uid != X)
+ !uid_eq(VFS_I(E)->i_uid, X)
|
- (VFS_I(E)->i_gid != X)
+ !gid_eq(VFS_I(E)->i_gid, X)
|
- (E->i_projid != X)
+ !projid_eq(E->i_projid, X)
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
- E->i_projid == K
+ projid_eq(E->i_projid, make_kprojid(&init_user_ns, K))
|
- E->i_projid != X
+ !projid_eq(E->i_projid, X)
|
- VFS_I(E)->i_uid == X
+ uid_eq(VFS_I(E)->i_uid, X)
|
- VFS_I(E)->i_gid == X
+ gid_eq(VFS_I(E)->i_gid, X)
|
- E->i_projid == X
+ projid_eq(E->i_projid, X)
)
