/// Add the xfs_set_uid() and xfs_set_gid() helpers after the project id setter.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Add xfs_set_uid() and xfs_set_gid() after the project id setter (the
// inline function that stores both ip->i_projid and the on-disk halves).
//
// Why: uid and gid now live twice, in the VFS inode (read everywhere, and
// later kuid_t/kgid_t) and in the on-disk copy ip->i_d; one helper per id
// does the double write (rule 03a uses them).  New code, anchored on the
// structure of the existing project id setter; not applied when
// xfs_set_uid() already exists.
virtual patch
@has@
identifier ip, u;
type T;
@@
void xfs_set_uid(struct xfs_inode *ip, T u) { ... }

@first depends on !has@
identifier f, ip, p;
type T;
expression E;
@@
void f(struct xfs_inode *ip, T p)
{
  ip->i_projid = p;
  ip->i_d.di_projid_hi = E;
  ...
}
+
+static inline void xfs_set_uid(struct xfs_inode *ip, uid_t uid)
+{
+	VFS_I(ip)->i_uid = uid;
+	ip->i_d.di_uid = uid;
+}

@depends on first@
identifier ip, p;
@@
void xfs_set_uid(struct xfs_inode *ip, uid_t p)
{
  ...
}
+
+static inline void xfs_set_gid(struct xfs_inode *ip, gid_t gid)
+{
+	VFS_I(ip)->i_gid = gid;
+	ip->i_d.di_gid = gid;
+}
