/// Compute reads of the on-disk project id halves from ip->i_projid.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// Reads of the on-disk project id halves through a pointer to the in-core
// copy of the on-disk inode (dic = &ip->i_d; ... dic->di_projid_lo) are
// computed from the cached ip->i_projid instead.
//
// Why: only i_projid will be converted to a kprojid_t; the halves are the
// on-disk form (init_user_ns) and must not be handed out directly.
//
// Relies on: the alias being assigned "dic = &ip->i_d;" in the function.
virtual patch
@@
identifier dic;
expression ip;
@@
  dic = &ip->i_d;
  <...
(
- dic->di_projid_lo
+ (u16)(ip->i_projid & 0xffff)
|
- dic->di_projid_hi
+ (u16)(ip->i_projid >> 16)
)
  ...>
