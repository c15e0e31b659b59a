#spatch --smpl-spacing
/// Make the extern prototype of xfs_qm_dqget take a struct kqid.
//
// Confidence: High
// Options: --no-includes --very-quiet --smpl-spacing
//
// Step 11 (prototype): the extern prototype of xfs_qm_dqget takes a
// struct kqid instead of the (xfs_dqid_t, uint) pair.
//
// What: "xfs_qm_dqget(M, I, xfs_dqid_t, uint, uint, R)" becomes
// "xfs_qm_dqget(M, I, struct kqid, uint, R)".  The first two parameters
// and the flags parameter are re-emitted so that, with --smpl-spacing,
// struct kqid joins the first line and the rest keeps the continuation
// line (the declaration stays two lines long).
// Why: see 11-dqget-kqid.cocci (the definition changes the same way).
// Relies on: the parameter order (mount, inode, id, type, flags, ...).
// Typedef names are matched through constraints so that spatch's grep
// query only names the function.

virtual patch
@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())

@proto@
type T, T1, T2, T3;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
type TU : script:python() { tname(TU) == "uint" };
@@
 T xfs_qm_dqget(
-	T1, T2, TI, TU, T3,
+	T1, T2, struct kqid,
+					T3,
 	...);
