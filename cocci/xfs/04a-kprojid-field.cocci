/// Make the cached project id ip->i_projid a kprojid_t.
//
// Confidence: High
// Options: --no-includes --very-quiet --include fs/xfs/xfs_inode.h --include-headers-for-types
//
// The cached project id of struct xfs_inode, i_projid, becomes a kprojid_t.
//
// Why: a kprojid_t is the kernel-internal project id, independent of the
// user namespace of whoever looks at it; mixing it with raw numbers is then
// caught by the compiler (with CONFIG_UIDGID_STRICT_TYPE_CHECKS).
//
// Relies on: the field added by rule 02a (projid_t i_projid in struct
// xfs_inode).
virtual patch
@@
typedef projid_t;
typedef kprojid_t;
@@
struct xfs_inode {
  ...
- projid_t
+ kprojid_t
  i_projid;
  ...
};
