#spatch --smpl-spacing
/// Read owner ids from VFS_I(ip)->i_uid/i_gid instead of the on-disk fields.
//
// Confidence: High
// Options: --no-includes --very-quiet --smpl-spacing
//
// Reads of an XFS inode's on-disk owner ids, ip->i_d.di_uid and
// ip->i_d.di_gid (also through an alias "dic = &ip->i_d"), become reads of
// the VFS inode, VFS_I(ip)->i_uid and VFS_I(ip)->i_gid.  A cast of such a
// read to gid_t/uid_t is dropped.
//
// Why: the VFS inode's ids are the ones that become kuid_t/kgid_t (kernel
// internal ids, not the ids of one user namespace); the on-disk fields stay
// raw init_user_ns numbers and are only written through the helpers.
//
// Relies on: 03a having turned every write into xfs_set_uid/xfs_set_gid, so
// every remaining use of these fields is a read.  The reads that fill the
// VFS inode from the on-disk fields (VFS_I(ip)->i_uid = ...ip->i_d.di_uid...,
// rule 03d) are the source of the copy and are left alone, and so are the
// helpers' own writes of the on-disk fields (idempotent).
virtual patch
@src@
typedef xfs_inode_t;
{struct xfs_inode *, xfs_inode_t *} ip;
expression E;
position p;
@@
(
  VFS_I(ip)->i_uid = <+... ip->i_d.di_uid@p ...+>;
|
  VFS_I(ip)->i_gid = <+... ip->i_d.di_gid@p ...+>;
|
  ip->i_d.di_uid@p = E;
|
  ip->i_d.di_gid@p = E;
)

@@
typedef uid_t;
typedef gid_t;
{struct xfs_inode *, xfs_inode_t *} ip;
position p != src.p;
@@
(
- (uid_t)ip->i_d.di_uid@p
+ VFS_I(ip)->i_uid
|
- (gid_t)ip->i_d.di_gid@p
+ VFS_I(ip)->i_gid
|
- ip->i_d.di_uid@p
+ VFS_I(ip)->i_uid
|
- ip->i_d.di_gid@p
+ VFS_I(ip)->i_gid
)

@@
identifier dic;
expression ip;
@@
  dic = &ip->i_d;
  <...
(
- dic->di_uid
+ VFS_I(ip)->i_uid
|
- dic->di_gid
+ VFS_I(ip)->i_gid
)
  ...>
