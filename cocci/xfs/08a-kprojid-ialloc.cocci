/// Make inode allocation take the new inode's project id as a kprojid_t.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Inode allocation takes the new inode's project id as a kprojid_t:
//  - a prid_t parameter that a function passes on to xfs_set_projid() or
//    to xfs_ialloc() becomes kprojid_t (xfs_ialloc, xfs_dir_ialloc); their
//    prototypes are rule 08b;
//  - a prid_t local passed to xfs_ialloc()/xfs_dir_ialloc() becomes
//    kprojid_t, and constants assigned to it are made kernel ids with
//    make_kprojid(&init_user_ns, C);
//  - a constant passed as project id to xfs_dir_ialloc() is wrapped the
//    same way, and a test "(prid != C)" on such a parameter becomes
//    !projid_eq(prid, make_kprojid(&init_user_ns, C)).
//
// Why: the project id of a new inode comes from its parent's kprojid_t or
// from a default that lives in init_user_ns; keeping it a kernel id all
// the way to xfs_set_projid() avoids a round trip through raw numbers.
//
// Relies on: the project id being the 6th argument of xfs_ialloc and
// xfs_dir_ialloc (the two functions named here because their prototypes,
// in headers, cannot be tied to the definitions by spatch per file).
virtual patch
@par@
identifier f, p;
typedef prid_t;
typedef kprojid_t;
@@
f(...,
- prid_t
+ kprojid_t
  p, ...)
{
  <+...
(
  xfs_set_projid(..., p)
|
  xfs_ialloc(..., p, ...)
)
  ...+>
}

@@
identifier par.f, par.p;
constant C;
@@
f(...)
{
  <...
- (p != C)
+ !projid_eq(p, make_kprojid(&init_user_ns, C))
  ...>
}

@loc@
identifier fn, v;
@@
fn(...)
{
  ... when any
- prid_t
+ kprojid_t
  v;
  <+...
(
  xfs_ialloc(..., v, ...)
|
  xfs_dir_ialloc(..., v, ...)
)
  ...+>
}

@@
identifier loc.fn, loc.v;
constant C;
@@
fn(...)
{
  <...
  v =
- C
+ make_kprojid(&init_user_ns, C)
  ;
  ...>
}

@@
expression E1, E2, E3, E4, E5;
constant C;
@@
  xfs_dir_ialloc(E1, E2, E3, E4, E5,
- C
+ make_kprojid(&init_user_ns, C)
  , ...)
