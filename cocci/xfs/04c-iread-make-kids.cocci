/// Map raw on-disk ids entering the in-core inode with make_kuid/make_kgid/make_kprojid.
//
// Confidence: High
// Options: --no-includes --very-quiet --include fs/xfs/xfs_inode.h --include-headers-for-types
//
// Where raw on-disk ids enter the in-core inode, map them from
// init_user_ns into kernel ids: an assignment to ip->i_projid computed from
// ip->i_d.di_projid_hi/lo gets make_kprojid(&init_user_ns, ...), copies of
// ip->i_d.di_uid/di_gid into VFS_I(ip)->i_uid/i_gid get make_kuid/make_kgid,
// and a constant project id passed to a setter that now takes a kprojid_t
// (xfs_set_projid(ip, 0)) gets make_kprojid(&init_user_ns, C).
//
// Why: XFS stores ids as seen from the initial user namespace; the kernel
// ids (kuid_t/kgid_t/kprojid_t) must be built from them explicitly.
//
// Relies on: rules 02d/03d (the copies in xfs_iread) and 04b (setter type).
virtual patch
@@
expression ip, H, L;
typedef projid_t;
@@
  ip->i_projid =
- (H << 16) | L
+ make_kprojid(&init_user_ns, (H << 16) | L)
  ;

@@
expression ip;
@@
(
  VFS_I(ip)->i_uid =
- ip->i_d.di_uid
+ make_kuid(&init_user_ns, ip->i_d.di_uid)
  ;
|
  VFS_I(ip)->i_gid =
- ip->i_d.di_gid
+ make_kgid(&init_user_ns, ip->i_d.di_gid)
  ;
)

@@
expression ip;
constant C;
@@
  xfs_set_projid(ip,
- C
+ make_kprojid(&init_user_ns, C)
  )
