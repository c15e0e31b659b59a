/// POSIX ACL entries: the raw e_id of struct posix_acl_entry between a
/// disk/wire number and the entry becomes the typed member by e_tag.  Under
/// strict kernel id types the union of posix_acl_entry has only e_uid
/// (kuid_t, for ACL_USER) and e_gid (kgid_t, for ACL_GROUP): e_id is gone.
///
///   A.e_id = V;                  (V read from disk/wire, e_tag set before)
/// becomes
///   if (A.e_tag == ACL_USER)
///           A.e_uid = make_kuid(&init_user_ns, V);
///   if (A.e_tag == ACL_GROUP)
///           A.e_gid = make_kgid(&init_user_ns, V);
///
///   L = cv(A.e_id);              (L on disk/wire, cv its conversion)
/// becomes
///   L = cv(ACL_UNDEFINED_ID);
///   if (A.e_tag == ACL_USER)
///           L = cv(from_kuid(&init_user_ns, A.e_uid));
///   if (A.e_tag == ACL_GROUP)
///           L = cv(from_kgid(&init_user_ns, A.e_gid));
///
/// (and L = A.e_id alike, without cv, where L is a raw number of the kernel
/// that carries uids and gids alike and is not retyped);
///
///   L = cv(A.e_id);              (L with a side effect: *p++ on the wire)
/// becomes, L written once,
///   L = cv(A.e_tag == ACL_USER ? from_kuid(&init_user_ns, A.e_uid) :
///          A.e_tag == ACL_GROUP ? from_kgid(&init_user_ns, A.e_gid) :
///          ACL_UNDEFINED_ID);
///
/// and A.e_id = ACL_UNDEFINED_ID; goes (an entry without an id keeps none);
///
///   A.e_id > B.e_id              (two entries compared: sorting an ACL)
/// becomes
///   (A.e_tag == ACL_USER ? uid_gt(A.e_uid, B.e_uid) : gid_gt(A.e_gid, B.e_gid))
/// (the same bits of the same union compared as before, whatever the tags).
/// The ocfs2 and XFS conversions upstream do the same with a switch on e_tag;
/// the XFS series' step 01 (cocci/xfs/01-acl-kids) writes these ifs, as
/// spatch 1.1.1 prints added case labels and "else if" badly.  L is written
/// up to twice there, so an L with a side effect (*p++) gets the one
/// conditional expression instead.
///
/// With a plan (-D kidpush_plan=FILE) only planned sites are rewritten
/// (kinds acl-in, acl-out, acl-undef, acl-cmp; position and text: the member
/// expression A.e_id or A->e_id, for acl-cmp the compare): the plan says that V comes from disk/wire and has no side effect
/// (it moves into a branch), and that L is a disk/wire value.  acl-in
/// fires only where A.e_tag is assigned before on the way (else the site
/// stays for the gate).  Without a plan nothing is rewritten:
/// report/context/org list the uses of e_id of a struct posix_acl_entry
/// (typed: with --include-headers in a kernel tree).
//
// Confidence: High (with a plan), Moderate (report modes)
// Options: --no-includes
// (the mode with a plan; the report modes, without one, want
// --include-headers instead)
//
// Relies on: the entry's e_tag being set before its id is stored (acl-in;
// checked by the rule) and the on-disk/wire format keeping ids of the
// initial user namespace (&init_user_ns), as every format does.
virtual patch
virtual context
virtual org
virtual report

// The plan (tools/convert, doc/convert.md): spatch -D kidpush_plan=FILE.
// The kp_* helpers that find its sites (kp_site, kp_line, kp_take ...) are
// kp_helpers.py beside this rule, one copy for every cocci/kuid rule
// (doc/rules.md); convert's combined kuid.cocci carries them inline.
@initialize:python@
@@
if "kp_load" not in globals():
    import os
    KP_HELPERS = os.path.join(os.path.dirname(cocci.cocci_file), "kp_helpers.py")
    with open(KP_HELPERS) as kp_fh:
        exec(compile(kp_fh.read(), KP_HELPERS, "exec"), globals())
# The text of a site is the whole member expression (acl->a_entries[n].e_id);
# the entry (its base) is spelled again for e_tag/e_uid/e_gid.
def kp_acl_base(e):
    t = kp_norm(e)
    for sep in ("->", "."):
        if t.endswith(sep + "e_id") and len(t) > len(sep) + 4:
            return t[:-4]
    return None
def kp_acl_pure(x):
    return not any(c in str(x) for c in ("++", "--", "(", "="))
# A planned acl-out site E stored into L (both forms): the entry tag and
# the two values by tag, or None
def kp_acl_out(p, E, L):
    b = kp_acl_base(E)
    if b is None or not kp_acl_pure(L) or kp_site(p, "acl-out", E) is None:
        return None
    return (cocci.make_expr(b + "e_tag"),
            cocci.make_expr("from_kuid(&init_user_ns, " + b + "e_uid)"),
            cocci.make_expr("from_kgid(&init_user_ns, " + b + "e_gid)"))

# the same with L impure (written once): one value by tag, or None
def kp_acl_out_x(p, E, L):
    b = kp_acl_base(E)
    if b is None or kp_acl_pure(L) or kp_site(p, "acl-out", E) is None:
        return None
    return cocci.make_expr(b + "e_tag == ACL_USER ? from_kuid(&init_user_ns, " + b + "e_uid) : " +
                           b + "e_tag == ACL_GROUP ? from_kgid(&init_user_ns, " + b + "e_gid) : ACL_UNDEFINED_ID")

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan: to disk/wire (first: it adds lines) ----
@script:python acl_o_cal_kpg depends on patch@
@@
if not kp_gate("acl-out"):
    cocci.include_match(False)

@acl_o_cal depends on patch && acl_o_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_o_cal.pf;
fn << acl_o_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_o_m depends on patch && acl_o_cal_kpg@
expression E, L;
identifier cv;
position p;
@@
 L = cv(E@p);

@script:python acl_o_s@
p << acl_o_m.p;
E << acl_o_m.E;
L << acl_o_m.L;
tag;
uid;
gid;
@@
r = kp_acl_out(p[0], E, L)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.tag, coccinelle.uid, coccinelle.gid = r

@depends on patch@
expression acl_o_m.E, acl_o_m.L;
identifier acl_o_m.cv;
position acl_o_m.p;
expression acl_o_s.tag, acl_o_s.uid, acl_o_s.gid;
@@
- L = cv(E@p);
+ L = cv(ACL_UNDEFINED_ID);
+ if (tag == ACL_USER)
+	L = cv(uid);
+ if (tag == ACL_GROUP)
+	L = cv(gid);

// L with a side effect (*p++ = htonl(A.e_id)): the value by tag in one
// conditional expression, L written once
@script:python acl_o3_cal_kpg depends on patch@
@@
if not kp_gate("acl-out"):
    cocci.include_match(False)

@acl_o3_cal depends on patch && acl_o3_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_o3_cal.pf;
fn << acl_o3_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_o3_m depends on patch && acl_o3_cal_kpg@
expression E, L;
identifier cv;
position p;
@@
 L = cv(E@p);

@script:python acl_o3_s@
p << acl_o3_m.p;
E << acl_o3_m.E;
L << acl_o3_m.L;
v;
@@
r = kp_acl_out_x(p[0], E, L)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.v = r

@depends on patch@
expression acl_o3_m.E, acl_o3_m.L;
identifier acl_o3_m.cv;
position acl_o3_m.p;
expression acl_o3_s.v;
@@
 L = cv(
- E@p
+ v
 );

// the value itself stored in a raw number (L = A.e_id; L a number of both
// families kept raw, converted where ids meet it)
@script:python acl_o2_cal_kpg depends on patch@
@@
if not kp_gate("acl-out"):
    cocci.include_match(False)

@acl_o2_cal depends on patch && acl_o2_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_o2_cal.pf;
fn << acl_o2_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_o2_m depends on patch && acl_o2_cal_kpg@
expression E, L;
position p;
@@
 L = E@p;

@script:python acl_o2_s@
p << acl_o2_m.p;
E << acl_o2_m.E;
L << acl_o2_m.L;
tag;
uid;
gid;
@@
r = kp_acl_out(p[0], E, L)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.tag, coccinelle.uid, coccinelle.gid = r

@depends on patch@
expression acl_o2_m.E, acl_o2_m.L;
position acl_o2_m.p;
expression acl_o2_s.tag, acl_o2_s.uid, acl_o2_s.gid;
@@
- L = E@p;
+ L = ACL_UNDEFINED_ID;
+ if (tag == ACL_USER)
+	L = uid;
+ if (tag == ACL_GROUP)
+	L = gid;

// ---- with a plan: from disk/wire ----
@script:python acl_i_cal_kpg depends on patch@
@@
if not kp_gate("acl-in"):
    cocci.include_match(False)

@acl_i_cal depends on patch && acl_i_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_i_cal.pf;
fn << acl_i_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_i_m depends on patch && acl_i_cal_kpg exists@
expression A, T, E, V;
position p;
@@
(
 A.e_tag = T;
|
 A->e_tag = T;
)
 ... when any
 E@p = V;

@script:python acl_i_s@
p << acl_i_m.p;
A << acl_i_m.A;
E << acl_i_m.E;
tag;
uid;
gid;
@@
b = kp_acl_base(E)
if b is None or kp_norm(b) not in (kp_norm(A) + ".", kp_norm(A) + "->") or kp_site(p[0], "acl-in", E) is None:
    cocci.include_match(False)
else:
    coccinelle.tag = cocci.make_expr(b + "e_tag")
    coccinelle.uid = cocci.make_expr(b + "e_uid")
    coccinelle.gid = cocci.make_expr(b + "e_gid")

@depends on patch@
expression acl_i_m.E, acl_i_m.V;
position acl_i_m.p;
expression acl_i_s.tag, acl_i_s.uid, acl_i_s.gid;
@@
- E@p = V;
+ if (tag == ACL_USER)
+	uid = make_kuid(&init_user_ns, V);
+ if (tag == ACL_GROUP)
+	gid = make_kgid(&init_user_ns, V);

// ---- with a plan: two entries' ids compared (sorting an ACL) ----
// A.e_id OP B.e_id -> (A.e_tag == ACL_USER ? uid_OP(A.e_uid, B.e_uid) :
// gid_OP(A.e_gid, B.e_gid)): the same bits of the same union compared as
// before, whatever the tags; the site is the compare (kind acl-cmp)
@script:python acl_c_cal_kpg depends on patch@
@@
if not kp_gate("acl-cmp"):
    cocci.include_match(False)

@acl_c_cal depends on patch && acl_c_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_c_cal.pf;
fn << acl_c_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_c_m depends on patch && acl_c_cal_kpg@
expression E1, E2;
binary operator bop = {==, !=, <, >, <=, >=};
position p;
@@
E1@p bop E2

@script:python acl_c_s@
p << acl_c_m.p;
E1 << acl_c_m.E1;
E2 << acl_c_m.E2;
bop << acl_c_m.bop;
v;
@@
a, b, o = kp_acl_base(E1), kp_acl_base(E2), kp_norm(bop)
s = None if a is None or b is None else kp_site(p[0], "acl-cmp", str(E1) + str(bop) + str(E2))
if s is None or s.get("op", o) != o:
    cocci.include_match(False)
else:
    k = {"==": "eq", "!=": "eq", "<": "lt", ">": "gt", "<=": "lte", ">=": "gte"}[o]
    n = "!" if o == "!=" else ""
    coccinelle.v = cocci.make_expr("(" + a + "e_tag == ACL_USER ? " + n + "uid_" + k + "(" + a + "e_uid, " +
                                   b + "e_uid) : " + n + "gid_" + k + "(" + a + "e_gid, " + b + "e_gid))")

@depends on patch@
expression acl_c_m.E1, acl_c_m.E2;
binary operator acl_c_m.bop;
position acl_c_m.p;
expression acl_c_s.v;
@@
- E1@p bop E2
+ v

// ---- with a plan: no id (last: it removes lines) ----
@script:python acl_u_cal_kpg depends on patch@
@@
if not kp_gate("acl-undef"):
    cocci.include_match(False)

@acl_u_cal depends on patch && acl_u_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << acl_u_cal.pf;
fn << acl_u_cal.fn;
@@
kp_cal(pf[0], fn)

@acl_u_m depends on patch && acl_u_cal_kpg@
expression E;
position p;
@@
 E@p = ACL_UNDEFINED_ID;

@script:python acl_u_s@
p << acl_u_m.p;
E << acl_u_m.E;
ok;
@@
if kp_acl_base(E) is None or kp_site(p[0], "acl-undef", E) is None:
    cocci.include_match(False)
else:
    coccinelle.ok = cocci.make_ident("ok")

@depends on patch@
expression acl_u_m.E;
position acl_u_m.p;
identifier acl_u_s.ok;
@@
- E@p = ACL_UNDEFINED_ID;

// ---- report, context, org (coccicheck): uses of the raw e_id ----
@acl_r_ctx depends on context@
struct posix_acl_entry *P;
struct posix_acl_entry S;
@@
(
* P->e_id
|
* S.e_id
)

@acl_r depends on org || report@
struct posix_acl_entry *P;
struct posix_acl_entry S;
position p;
@@
(
 P->e_id@p
|
 S.e_id@p
)

@script:python depends on report@
p << acl_r.p;
@@
coccilib.report.print_report(p[0], "raw e_id of a POSIX ACL entry: use e_uid/e_gid by e_tag with make_kuid()/from_kuid()")

@script:python depends on org@
p << acl_r.p;
@@
coccilib.org.print_todo(p[0], "raw e_id of a POSIX ACL entry: use e_uid/e_gid by e_tag with make_kuid()/from_kuid()")
