/// Declare kuid_t/kgid_t locals (GLOBAL_ROOT_UID/GID) for uid_t/gid_t locals holding kernel ids.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet
//
// Step 06, part a: the local uid_t/gid_t variables of a function that
// receive kernel ids get a kuid_t/kgid_t declaration, initialised with
// GLOBAL_ROOT_UID/GLOBAL_ROOT_GID instead of 0, added right after the old
// declaration (rule 06b then removes the old one).
// A local receives kernel ids when it is declared "uid_t x = 0" and is
// assigned from a struct iattr's ia_uid or from VFS_I(ip)->i_uid (gid alike).
//
// Why: struct iattr and the VFS inode carry kuid_t/kgid_t; keeping them in
// uid_t/gid_t only compiles while kernel ids are plain integers.
//
// Relies on: the two-declarator form "uid_t a = 0, b = 0;" with both
// variables receiving kernel ids.  spatch 1.1.1 can neither transform one
// declarator of such a declaration nor add and remove it in one rule, so
// the new declaration is built in a python script from the matched names
// and added after the old one, and the removal is a separate rule file
// (06b).
virtual patch
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

@initialize:python@
@@
import re
kids = set()
multi = re.compile(r'^\s*(uid_t|gid_t)\s+(\w+)\s*=\s*0\s*,\s*(\w+)\s*=\s*0\s*;\s*$')

@script:python@
fn << ku.fn;
x << ku.x;
@@
kids.add((str(fn), str(x), 'uid_t'))

@script:python@
fn << kg.fn;
x << kg.x;
@@
kids.add((str(fn), str(x), 'gid_t'))

@r depends on ku || kg@
declaration d;
position p;
@@
  d@p

@script:python s@
p << r.p;
d << r.d;
T;
z;
a;
b;
@@
fn = p[0].current_element
m = multi.match(str(d))
if not m or (str(fn), m.group(2), m.group(1)) not in kids or (str(fn), m.group(3), m.group(1)) not in kids:
    cocci.include_match(False)
else:
    k = {'uid_t': ('kuid_t', 'GLOBAL_ROOT_UID'), 'gid_t': ('kgid_t', 'GLOBAL_ROOT_GID')}[m.group(1)]
    coccinelle.T = cocci.make_type(k[0])
    coccinelle.z = cocci.make_ident(k[1])
    coccinelle.a = cocci.make_ident(m.group(2))
    coccinelle.b = cocci.make_ident(m.group(3))

@@
declaration r.d;
position r.p;
type s.T;
identifier s.z, s.a, s.b;
@@
  d@p
+ T a = z, b = z;
