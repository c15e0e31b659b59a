/// Add a cached project id member i_projid to struct xfs_inode.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Give struct xfs_inode a cached project id, i_projid, placed right after
// the in-core copy of the on-disk inode (the xfs_icdinode_t member).
//
// Why: the project id lives on disk as two 16-bit halves; a single field can
// later become a kprojid_t, so that project ids are kept in the kernel's
// internal form and not in the form of any one user namespace.
//
// Relies on: the struct being "struct xfs_inode" and its xfs_icdinode_t
// member; the type projid_t (include/linux/projid.h).  The new member
// carries the author's trailing comment; kfmt aligns it with its block.
// Not applied when the struct already has an i_projid (idempotent).
virtual patch
@has@
type T;
@@
struct xfs_inode {
  ...
  T i_projid;
  ...
};

@depends on !has@
identifier I;
typedef xfs_icdinode_t;
typedef projid_t;
@@
struct xfs_inode {
  ...
  xfs_icdinode_t I;
+ projid_t i_projid; /* Project id */
  ...
};
