/// Also store the whole project id in ip->i_projid in the project id setter.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// In the setter that splits a project id into the two on-disk 16-bit
// halves (ip->i_d.di_projid_hi/lo), also store the whole value into the
// cached ip->i_projid, first.
//
// Why: i_projid is the only copy readers use from now on (rule 02b), so
// every write of the halves must update it too; later it is the kprojid_t.
//
// Relies on: the setter being a function whose parameters are the inode
// and the project id, and whose body assigns ip->i_d.di_projid_hi.
virtual patch
@@
identifier f, ip, p;
type T;
expression E;
@@
f(struct xfs_inode *ip, T p)
{
+ ip->i_projid = p;
  ip->i_d.di_projid_hi = E;
  ...
}
