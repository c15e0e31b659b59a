/// Copy the on-disk owner ids into the VFS inode when an inode is read.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// When an inode is read from disk, copy the on-disk owner ids into the VFS
// inode right after the cached project id has been filled (rule 02d).
//
// Why: with the VFS inode's i_uid/i_gid read everywhere (rule 03c), they
// must be valid as soon as the in-core inode exists; this is the place the
// raw on-disk ids enter the kernel (step 04 maps them from init_user_ns).
// New code, anchored on xfs_dinode_from_disk(&ip->i_d, ...) followed by the
// i_projid assignment; not applied when the copy already follows.
virtual patch
@done@
typedef xfs_inode_t;
{struct xfs_inode *, xfs_inode_t *} ip;
expression D, E, E2;
position p;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);
  ip->i_projid = E;
  VFS_I(ip)->i_uid = E2;

@@
{struct xfs_inode *, xfs_inode_t *} ip;
expression D, E;
position p != done.p;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);
  ip->i_projid = E;
+ VFS_I(ip)->i_uid = ip->i_d.di_uid;
+ VFS_I(ip)->i_gid = ip->i_d.di_gid;
