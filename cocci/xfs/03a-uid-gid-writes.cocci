/// Turn writes of ip->i_d.di_uid/di_gid into xfs_set_uid()/xfs_set_gid() calls.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Writes of the on-disk owner ids of an XFS inode, ip->i_d.di_uid = V and
// ip->i_d.di_gid = V, become xfs_set_uid(ip, V) / xfs_set_gid(ip, V).  A
// write of the same value into the VFS inode (declared as
// "struct inode *inode = VFS_I(ip)") that directly follows is folded in.
//
// Why: the VFS inode's i_uid/i_gid (kuid_t/kgid_t) become the one copy that
// is read; the helpers (rule 03e) keep the on-disk copy in step and are the
// single place where the kernel ids are later mapped into init_user_ns.
//
// Relies on: struct xfs_inode pointers (struct xfs_inode * or xfs_inode_t *)
// and the embedded xfs_icdinode i_d.  Runs before 03c (reads), so the
// right-hand side is converted by 03c.  The helpers' own double write (a
// write of VFS_I(ip)->i_uid directly followed by the on-disk one) is left
// alone, so the rule is idempotent.
virtual patch
@w1@
typedef xfs_inode_t;
{struct xfs_inode *, xfs_inode_t *} ip;
identifier ino;
expression V;
@@
  struct inode *ino = VFS_I(ip);
  <...
(
- ip->i_d.di_uid = V;
- ino->i_uid = V;
+ xfs_set_uid(ip, V);
|
- ip->i_d.di_gid = V;
- ino->i_gid = V;
+ xfs_set_gid(ip, V);
)
  ...>

@helper@
{struct xfs_inode *, xfs_inode_t *} ip;
expression V1, V2;
position p;
@@
(
  VFS_I(ip)->i_uid = V1;
  ip->i_d.di_uid@p = V2;
|
  VFS_I(ip)->i_gid = V1;
  ip->i_d.di_gid@p = V2;
)

@w2@
{struct xfs_inode *, xfs_inode_t *} ip;
expression V;
position p != helper.p;
@@
(
- ip->i_d.di_uid@p = V;
+ xfs_set_uid(ip, V);
|
- ip->i_d.di_gid@p = V;
+ xfs_set_gid(ip, V);
)
