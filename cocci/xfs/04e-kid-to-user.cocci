/// Map inode kernel ids copied into the XFS user ABI with from_k*_munged.
//
// Confidence: High
// Options: --no-includes --very-quiet --include fs/xfs/xfs_inode.h --include-headers-for-types
//
// Kernel ids of an inode copied into a structure of the XFS user ABI
// (struct fsxattr, struct xfs_bstat, from xfs_fs.h) are mapped into the caller's user namespace
// with from_kuid_munged/from_kgid_munged/from_kprojid_munged
// (current_user_ns(), id).  Where the project id is split into 16-bit
// halves, it is mapped once into a new local "projid_t projid", declared
// after the function's other declarations.
//
// Why: user space must see ids of its own user namespace; the munged
// variants report the overflow id for ids that have no mapping there.
//
// Relies on: the destination being a field of one of those user ABI
// structures, known from a local declaration; copies into plain locals or
// into kernel structures (struct kstat holds kuid_t) stay kernel ids.
virtual patch
@@
struct fsxattr S;
{struct xfs_bstat *, struct fsxattr *} P;
expression E;
identifier F;
@@
(
  S.F =
- E->i_projid
+ from_kprojid_munged(current_user_ns(), E->i_projid)
  ;
|
  P->F =
- VFS_I(E)->i_uid
+ from_kuid_munged(current_user_ns(), VFS_I(E)->i_uid)
  ;
|
  P->F =
- VFS_I(E)->i_gid
+ from_kgid_munged(current_user_ns(), VFS_I(E)->i_gid)
  ;
)

@halves@
identifier fn;
{struct xfs_bstat *, struct fsxattr *} S;
expression E;
identifier F1, F2;
expression C1, C2;
typedef u16;
@@
fn(...) {
  <+...
+ projid = from_kprojid_munged(current_user_ns(), E->i_projid);
  S->F1 = (u16)(
- E->i_projid
+ projid
  & C1);
  S->F2 = (u16)(
- E->i_projid
+ projid
  >> C2);
  ...+>
}

@depends on halves@
identifier halves.fn;
declaration d;
statement S;
typedef projid_t;
@@
fn(...)
{
  ... when any
  d
+ projid_t projid;
  S
  ...
}
