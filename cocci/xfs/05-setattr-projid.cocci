/// Convert the user's project id once into a kprojid_t in the fsxattr setattr ioctl.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet
//
// In an ioctl handler that takes a struct fsxattr *fa and a mask, the
// project id from user space is converted once into a kprojid_t "projid":
// the existing 32-bit project id check,
//   if ((mask & FSX_PROJID) && (fa->fsx_projid > B) && !SB)
//           return RET;
// becomes a block that first makes the kernel id with
// make_kprojid(current_user_ns(), fa->fsx_projid), rejects ids without a
// mapping (projid_valid), then applies the same 32-bit check to the id as
// stored on disk (from_kprojid(&init_user_ns, projid)).  Every other use of
// fa->fsx_projid in the function becomes projid, declared after the other
// local declarations as "kprojid_t projid = INVALID_PROJID".
//
// Why: a caller in a user namespace passes a project id of its own
// namespace; it must be mapped before it is compared with or stored into
// the inode's kprojid_t, and an unmappable id must be refused.
//
// New code, anchored on the structure of the existing check (the if with
// FSX_PROJID, fsx_projid and a bound B, kept as written).
virtual patch
@chk@
identifier fn, fa, mask;
expression SB, RET, B;
position p;
@@
fn(..., struct fsxattr *fa, ...)
{
  <+...
  if ((mask & FSX_PROJID) && (fa->fsx_projid@p > B) && !SB)
    return RET;
  ...+>
}

@use@
identifier chk.fn, chk.fa;
position p != chk.p;
@@
fn(...)
{
  <...
- fa->fsx_projid@p
+ projid
  ...>
}

@blk@
identifier chk.fn, chk.fa, chk.mask;
expression chk.SB, chk.RET, chk.B;
@@
fn(...)
{
  <...
- if ((mask & FSX_PROJID) && (fa->fsx_projid > B) && !SB)
-   return RET;
+ if (mask & FSX_PROJID) {
+	projid = make_kprojid(current_user_ns(), fa->fsx_projid);
+	if (!projid_valid(projid))
+		return RET;
+
+	/*
+		 * Disallow 32bit project ids when projid32bit feature is not enabled.
+		 */
+	if ((from_kprojid(&init_user_ns, projid) > B) &&
+	    !SB)
+		return RET;
+ }
  ...>
}

@depends on blk@
identifier chk.fn;
declaration d;
statement S;
typedef kprojid_t;
@@
fn(...)
{
  ... when any
  d
+ kprojid_t projid = INVALID_PROJID;
  S
  ...
}
