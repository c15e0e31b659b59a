#spatch --max-width 200 --smpl-spacing
/// Pass make_kqid_uid/gid/projid(ID) where xfs_qm_dqget calls cast the id.
//
// Confidence: High
// Options: --no-includes --very-quiet --max-width 200 --smpl-spacing
//
// Step 11 (call sites with a cast): xfs_qm_dqget(M, I, (xfs_dqid_t)ID,
// XFS_DQ_USER|GROUP|PROJ, ...) -> xfs_qm_dqget(M, I, make_kqid_uid|gid|
// projid(ID), ...).
//
// What: as 11-dqget-callers.cocci, for arguments that carry an
// "(xfs_dqid_t)" cast: the cast is dropped, since ID is a kuid_t/kgid_t/
// kprojid_t since step 09 and the cast only hid the type.  Two phases
// (wrap the id, then drop the type argument) with --smpl-spacing keep the
// caller's continuation lines as they are; a converted id that would push
// its line past 80 columns starts a new line, indented like the call's
// other continuation lines (spatch does not wrap inside an if condition).
// Why: see 11-dqget-kqid.cocci.
// Relies on: the id/type argument positions (3rd/4th) of xfs_qm_dqget.

virtual patch
@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())
def too_long(p, idtext, ctor):
    """Would the line at p pass 80 columns once the (xfs_dqid_t) cast of
    idtext is replaced by ctor(idtext) (and a following XFS_DQ_* argument
    on that line is dropped)?"""
    try:
        with open(p[0].file) as f:
            line = f.read().split("\n")[int(p[0].line) - 1]
    except (OSError, IndexError, ValueError):
        return False
    # the cast becomes the constructor and the type argument that follows
    # on the same line (if any) goes away
    new = re.sub(r"\(\s*xfs_dqid_t\s*\)\s*" + re.escape(idtext) +
                 r"(\s*,\s*XFS_DQ_[A-Z]+)?",
                 lambda m: ctor + "(" + idtext + ")", line, count=1)
    return len(new.rstrip().expandtabs(8)) > 80

@cand_uid disable drop_cast@
expression M, I, ID;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_USER" };
position p;
@@
 xfs_qm_dqget@p(M, I, (TI)ID, K, ...)

@script:python@
p << cand_uid.p;
ID << cand_uid.ID;
@@
if not too_long(p, ID, "make_kqid_uid"):
    cocci.include_match(False)

@wrap_cast_uid disable drop_cast@
expression cand_uid.M, cand_uid.I, cand_uid.ID;
type cand_uid.TI;
identifier cand_uid.K;
position cand_uid.p;
@@
 xfs_qm_dqget@p(M,
-	I, (TI)ID
+	I,
+	make_kqid_uid(ID)
 	, K, ...)

@dqget_cast_uid disable drop_cast@
expression M, I, ID;
position q : script:python(ID) { not too_long(q, ID, "make_kqid_uid") };
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_dqget@q(M, I,
-	(TI)ID
+	make_kqid_uid(ID)
 	, K, ...)

@drop_cast_uid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_USER" };
@@
 xfs_qm_dqget(M, I, make_kqid_uid(ID),
-	K,
 	...)

@cand_gid disable drop_cast@
expression M, I, ID;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_GROUP" };
position p;
@@
 xfs_qm_dqget@p(M, I, (TI)ID, K, ...)

@script:python@
p << cand_gid.p;
ID << cand_gid.ID;
@@
if not too_long(p, ID, "make_kqid_gid"):
    cocci.include_match(False)

@wrap_cast_gid disable drop_cast@
expression cand_gid.M, cand_gid.I, cand_gid.ID;
type cand_gid.TI;
identifier cand_gid.K;
position cand_gid.p;
@@
 xfs_qm_dqget@p(M,
-	I, (TI)ID
+	I,
+	make_kqid_gid(ID)
 	, K, ...)

@dqget_cast_gid disable drop_cast@
expression M, I, ID;
position q : script:python(ID) { not too_long(q, ID, "make_kqid_gid") };
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_dqget@q(M, I,
-	(TI)ID
+	make_kqid_gid(ID)
 	, K, ...)

@drop_cast_gid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_GROUP" };
@@
 xfs_qm_dqget(M, I, make_kqid_gid(ID),
-	K,
 	...)

@cand_projid disable drop_cast@
expression M, I, ID;
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_PROJ" };
position p;
@@
 xfs_qm_dqget@p(M, I, (TI)ID, K, ...)

@script:python@
p << cand_projid.p;
ID << cand_projid.ID;
@@
if not too_long(p, ID, "make_kqid_projid"):
    cocci.include_match(False)

@wrap_cast_projid disable drop_cast@
expression cand_projid.M, cand_projid.I, cand_projid.ID;
type cand_projid.TI;
identifier cand_projid.K;
position cand_projid.p;
@@
 xfs_qm_dqget@p(M,
-	I, (TI)ID
+	I,
+	make_kqid_projid(ID)
 	, K, ...)

@dqget_cast_projid disable drop_cast@
expression M, I, ID;
position q : script:python(ID) { not too_long(q, ID, "make_kqid_projid") };
type TI : script:python() { tname(TI) == "xfs_dqid_t" };
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqget@q(M, I,
-	(TI)ID
+	make_kqid_projid(ID)
 	, K, ...)

@drop_cast_projid@
expression M, I, ID;
identifier K : script:python() { K == "XFS_DQ_PROJ" };
@@
 xfs_qm_dqget(M, I, make_kqid_projid(ID),
-	K,
 	...)
