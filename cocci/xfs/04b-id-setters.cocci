/// Make the inode id setters take kernel ids and map them into init_user_ns on disk.
//
// Confidence: High
// Options: --no-includes --very-quiet --include fs/xfs/xfs_inode.h --include-headers-for-types
//
// The setters of the inode ids take kernel ids: xfs_set_projid-like
// functions (write ip->i_projid and the on-disk halves) take a kprojid_t and
// map it into init_user_ns for the on-disk halves; xfs_set_uid/xfs_set_gid
// -like functions (write VFS_I(ip)->i_uid/i_gid and ip->i_d.di_uid/di_gid)
// take a kuid_t/kgid_t and store from_kuid/from_kgid(&init_user_ns, id) on
// disk.
//
// Why: the on-disk format holds init_user_ns ids; the in-core copies hold
// kernel ids, so the conversion happens exactly where both are written.
//
// Relies on: the structure of the setters made by rules 02c and 03e.
virtual patch
@@
identifier f, ip, p;
fresh identifier kp = "k" ## p;
typedef prid_t;
typedef projid_t;
typedef kprojid_t;
expression E;
@@
f(struct xfs_inode *ip,
- prid_t p
+ kprojid_t kp
 )
{
+ projid_t p = from_kprojid(&init_user_ns, kp);
- ip->i_projid = p;
+ ip->i_projid = kp;
  ip->i_d.di_projid_hi = E;
  ...
}

@@
identifier f, ip, u;
typedef uid_t;
typedef kuid_t;
@@
f(struct xfs_inode *ip,
- uid_t
+ kuid_t
  u)
{
  VFS_I(ip)->i_uid = u;
- ip->i_d.di_uid = u;
+ ip->i_d.di_uid = from_kuid(&init_user_ns, u);
}

@@
identifier f, ip, g;
typedef gid_t;
typedef kgid_t;
@@
f(struct xfs_inode *ip,
- gid_t
+ kgid_t
  g)
{
  VFS_I(ip)->i_gid = g;
- ip->i_d.di_gid = g;
+ ip->i_d.di_gid = from_kgid(&init_user_ns, g);
}
