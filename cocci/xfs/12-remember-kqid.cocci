/// Remember the kqid of a dquot in a new struct kqid q_id member.
//
// Confidence: Moderate
// Options: --no-includes --very-quiet
//
// Step 12: remember the kqid of a dquot in a new "struct kqid q_id" member.
//
// What (genuinely new code, anchored on code structure):
//  - struct xfs_dquot gains "struct kqid q_id" just before its q_core
//    member (the on-disk copy whose d_id it mirrors);
//  - where a dquot's type and id are first stored
//    ("D->dq_flags = T; D->q_core.d_id = cpu_to_be32(ID);", in
//    xfs_qm_dqread) q_id is set from them, mapping the XFS_DQ_* type bits
//    to USRQUOTA/GRPQUOTA/PRJQUOTA, in the initial user namespace;
//  - is_superquota(kqid, ns): true for the id-0 dquot that holds the
//    default limits, added after the last static inline of the header
//    that defines struct xfs_dquot.
// Why: the kqid is what the VFS and the id comparisons of step 13 need;
// computing it once when the dquot is read keeps namespace handling in
// one place.
// Common names (xfs_dquot, cpu_to_be32, ...) are matched through
// constraints so that spatch's grep query stays specific.
// Relies on: the dq_flags/q_core.d_id initialisation pair in the dquot
// read path; the q_core member of struct xfs_dquot.

virtual patch
@initialize:python@
@@
import re
def tname(t):
    """A type as spatch prints it, without comments and extra blanks."""
    return " ".join(re.sub(r"/\*.*?\*/", " ", t, flags=re.S).split())

// Nothing to do where the member is already there (idempotence).
@has_qid@
identifier SD : script:python() { SD == "xfs_dquot" };
@@
 struct SD {
 	...
 	struct kqid q_id;
 	...
 };

@member depends on !has_qid@
identifier SD : script:python() { SD == "xfs_dquot" };
type TD : script:python() { tname(TD) == "xfs_disk_dquot_t" };
@@
 struct SD {
 	...
+	struct kqid q_id;
 	TD q_core;
 	...
 };

@inl depends on member@
identifier f;
type T;
position p;
@@
 static inline T f@p(...) { ... }

@script:python depends on inl@
p << inl.p;
@@
last_inline = max(globals().get('last_inline', 0), int(p[0].line))

@superq depends on member@
identifier f;
type T;
typedef bool;
position p : script:python() { int(p[0].line) == last_inline };
@@
 static inline T f@p(...) { ... }
+
+static inline bool is_superquota(struct kqid id, struct user_namespace *ns)
+{
+	return from_kqid(ns, id) == 0;
+}

@set_already@
expression D, T, ID, E;
identifier F : script:python() { F == "cpu_to_be32" };
@@
 D->dq_flags = T;
 D->q_core.d_id = F(ID);
 D->q_id = E;

@setid depends on !set_already@
expression D, T, ID;
identifier F : script:python() { F == "cpu_to_be32" };
symbol init_user_ns;
@@
 D->dq_flags = T;
 D->q_core.d_id = F(ID);
+D->q_id = make_kqid(&init_user_ns,
+		    (T & XFS_DQ_USER) ? USRQUOTA :
+		    (T & XFS_DQ_GROUP) ? GRPQUOTA : PRJQUOTA,
+		    ID);
