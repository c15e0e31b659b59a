// When an inode is read from disk, fill the cached ip->i_projid from the
// two 16-bit halves right after the on-disk inode has been copied into
// ip->i_d by xfs_dinode_from_disk().
//
// Why: i_projid replaces xfs_get_projid() (rule 02b); it must be valid
// from the moment the in-core inode exists.  New code, anchored on the call
// that fills ip->i_d from the disk buffer.
//
// Relies on: xfs_dinode_from_disk(&ip->i_d, dip) as a statement.  Not
// applied when an i_projid assignment already follows (idempotent).
@done@
typedef xfs_inode_t;
{struct xfs_inode *, xfs_inode_t *} ip;
expression D, E;
position p;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);
  ip->i_projid = E;

@@
typedef projid_t;
{struct xfs_inode *, xfs_inode_t *} ip;
expression D;
position p != done.p;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);
+
+ ip->i_projid = ((projid_t)ip->i_d.di_projid_hi << 16) |
+					  ip->i_d.di_projid_lo;
+
