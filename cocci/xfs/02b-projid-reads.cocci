#spatch --keep-comments --smpl-spacing
/// Replace xfs_get_projid(ip) by ip->i_projid and remove the accessor.
//
// Confidence: High
// Options: --no-includes --very-quiet --keep-comments --smpl-spacing
//
// Replace the accessor xfs_get_projid(ip) by a read of the cached field
// ip->i_projid, and remove the accessor's definition.
//
// Why: the accessor rebuilds the project id from the two on-disk 16-bit
// halves; it cannot return a kprojid_t, while a plain field read can change
// type along with the field.
//
// Relies on: struct xfs_inode having i_projid (rule 02a) and every writer
// of the halves keeping it in step (rules 02c, 02d).
virtual patch
@@
identifier ip;
type T;
@@
- T xfs_get_projid(struct xfs_inode *ip) { ... }

@@
expression E;
@@
- xfs_get_projid(E)
+ E->i_projid
