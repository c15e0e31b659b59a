/// Drop the copies of the on-disk owner ids into the VFS inode at inode setup.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Drop the copies of the on-disk owner ids into the VFS inode made when the
// VFS inode is set up (inode->i_uid = ip->i_d.di_uid, same for i_gid).
//
// Why: the VFS inode's ids are now filled as soon as the inode is read
// from disk (rule 03d) and kept in step by xfs_set_uid/xfs_set_gid, so a
// second copy from the on-disk fields is redundant and, once the VFS ids
// are kuid_t/kgid_t, would copy raw numbers into kernel ids.
//
// Relies on: the destination being a "struct inode *" known from a local
// declaration; runs before 03d adds the one copy that must stay.
virtual patch
@@
typedef xfs_inode_t;
{struct xfs_inode *, xfs_inode_t *} ip;
struct inode *ino;
@@
(
- ino->i_uid = ip->i_d.di_uid;
|
- ino->i_gid = ip->i_d.di_gid;
)
