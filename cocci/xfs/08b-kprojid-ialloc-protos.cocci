#spatch --smpl-spacing
/// Make the prototypes of xfs_ialloc and xfs_dir_ialloc take a kprojid_t.
//
// Confidence: High
// Options: --no-includes --very-quiet --smpl-spacing
//
// The prototypes of xfs_ialloc and xfs_dir_ialloc take the project id (the
// 6th parameter, unnamed in the prototypes) as a kprojid_t, matching their
// definitions (rule 08a).
//
// Why: see rule 08a; the declaration and the definition must agree.
//
// Relies on: the two function names (spatch works file by file, so a
// prototype in a header cannot be tied to the definition that rule 08a
// changed); --smpl-spacing keeps the prototype's line breaks.
virtual patch
@@
typedef prid_t;
typedef kprojid_t;
type T, T1, T2, T3, T4, T5;
identifier f = {xfs_ialloc, xfs_dir_ialloc};
@@
  T f(T1, T2, T3, T4, T5,
- prid_t
+ kprojid_t
  , ...);
