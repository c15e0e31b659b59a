// In a function, comparisons between local variables that hold kernel ids
// use uid_eq/gid_eq instead of !=.  A local holds a kernel id when it is
// declared uid_t/gid_t with initialiser 0 and is assigned from a struct
// iattr's ia_uid/ia_gid or from VFS_I(ip)->i_uid/i_gid.
//
// Why: struct iattr and the VFS inode carry kuid_t/kgid_t; comparing them
// with != only compiles while kernel ids are plain integers.
//
// Relies on: plain assignments "x = E;" after the declaration.
// Limitation: the declarations themselves ("uid_t uid = 0, iuid = 0;")
// should become "kuid_t uid = GLOBAL_ROOT_UID, ...", but spatch 1.1.1
// does not transform one declarator of a multi-declarator declaration
// (nor match the whole of it), so they are left as they are here.
@ku exists@
identifier fn, x;
typedef uid_t;
struct iattr *ia;
expression E;
@@
fn(...)
{
  ... when any
  uid_t x = 0;
  ... when any
(
  x = ia->ia_uid;
|
  x = VFS_I(E)->i_uid;
)
  ... when any
}

@kg exists@
identifier fn, x;
typedef gid_t;
struct iattr *ia;
expression E;
@@
fn(...)
{
  ... when any
  gid_t x = 0;
  ... when any
(
  x = ia->ia_gid;
|
  x = VFS_I(E)->i_gid;
)
  ... when any
}

@@
identifier ku.fn;
identifier ku.x;
identifier y;
@@
fn(...)
{
  <...
(
- x != y
+ !uid_eq(x, y)
)
  ...>
}

@@
identifier kg.fn;
identifier kg.x;
identifier y;
@@
fn(...)
{
  <...
(
- x != y
+ !gid_eq(x, y)
)
  ...>
}
