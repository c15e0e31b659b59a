#spatch --smpl-spacing --max-width 100
/// Make the inode cache code take struct xfs_internal_eofblocks *.
//
// Confidence: High
// Options: --no-includes --very-quiet --smpl-spacing --max-width 100
//
// The inode cache code takes struct xfs_internal_eofblocks * where it took
// struct xfs_eofblocks * (parameters, locals, prototypes), and reads the
// project id from its eof_projid field instead of eof_prid.
//
// Why: the filters are compared with the inode's kernel ids
// (uid_eq/gid_eq/projid_eq), so they must be kernel ids too; the user ABI
// structure is only used at the ioctl boundary (rule 07c).
//
// Relies on: only pointers to struct xfs_eofblocks being passed around
// inside the kernel; the ioctl's on-stack copy (not a pointer) is kept.
virtual patch
@@
identifier f, x;
@@
f(...,
- struct xfs_eofblocks
+ struct xfs_internal_eofblocks
  *x, ...) {...}

@@
identifier x;
expression E;
@@
- struct xfs_eofblocks
+ struct xfs_internal_eofblocks
  *x = E;

// what is left are unnamed parameters of prototypes
@@
@@
- struct xfs_eofblocks *
+ struct xfs_internal_eofblocks *

@@
struct xfs_internal_eofblocks *e;
@@
  e->
- eof_prid
+ eof_projid
