/// Compare locals holding kernel ids with uid_eq/gid_eq instead of !=.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet
//
// Step 06, part c: in a function, comparisons between local variables that
// hold kernel ids use uid_eq/gid_eq instead of !=.  A local holds a kernel
// id when it is declared "uid_t x = 0" (or already "kuid_t x =
// GLOBAL_ROOT_UID", rules 06a/06b) and is assigned from a struct iattr's
// ia_uid or from VFS_I(ip)->i_uid (gid alike).
//
// Why: struct iattr and the VFS inode carry kuid_t/kgid_t; comparing them
// with != only compiles while kernel ids are plain integers.
//
// Relies on: plain assignments "x = E;" after the declaration.
virtual patch
@ku exists@
identifier fn, x;
typedef uid_t;
typedef kuid_t;
struct iattr *ia;
expression E;
@@
fn(...)
{
  ... when any
(
  uid_t x = 0;
|
  kuid_t x = GLOBAL_ROOT_UID;
)
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
typedef kgid_t;
struct iattr *ia;
expression E;
@@
fn(...)
{
  ... when any
(
  gid_t x = 0;
|
  kgid_t x = GLOBAL_ROOT_GID;
)
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
