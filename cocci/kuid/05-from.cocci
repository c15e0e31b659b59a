/// Outbound boundaries: a kernel id leaving the kernel's own representation
/// (written to disk or the wire with cpu_to_le32()/htonl(), printed, hashed,
/// copied into a struct read by user space) becomes from_kuid(NS, E)
/// (from_kgid, from_kprojid, from_kqid), or from_kuid_munged(NS, E) when the
/// value goes back to user space (stat-like replies: an id without a mapping
/// becomes the overflow id instead of -1).  The namespace comes from the
/// plan: &init_user_ns for disk, wire and logs, current_user_ns() for
/// replies to the calling process.  A site that is I->i_uid / I->i_gid, where
/// spatch knows I to be a struct inode *, with &init_user_ns and not munged,
/// uses the kernel's own helper instead (Linux 3.5+, include/linux/fs.h), as
/// the hand conversions of 3.7 do: i_uid_read(I) / i_gid_read(I).
///
/// With a plan (-D kidpush_plan=FILE) only planned sites (kind
/// "boundary-out", position and text of E) change.  Without a plan:
/// cpu_to_le32()/cpu_to_be32()/htonl() of an expression spatch knows to be
/// kuid_t/kgid_t gets from_kuid(&init_user_ns, ...).
//
// Confidence: High (with a plan), Moderate (typed fallback)
// Options: --no-includes
// (the mode with a plan; without one the typed fallback wants
// --include-headers instead: spatch must see the declarations of the types)
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

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

@initialize:python@
@@
KP_BO_FN = {"uid": "from_kuid", "gid": "from_kgid", "projid": "from_kprojid", "qid": "from_kqid"}
def kp_bo(p, E):
    s = kp_site(p, "boundary-out", E)
    if s is None or s.get("id") not in KP_BO_FN:
        return None
    return s

// ---- with a plan: the kernel's own inode helpers (Linux 3.5+,
// include/linux/fs.h): a planned site that is I->i_uid / I->i_gid of an I
// spatch knows to be a struct inode *, namespace &init_user_ns, not munged,
// becomes i_uid_read(I) / i_gid_read(I), as the hand conversions of 3.7
// write it (fs_high2lowuid(i_uid_read(inode))).  First: the chains below
// would take the site ----
@script:python bo_w_cal_kpg depends on patch@
@@
if not kp_gate("boundary-out"):
    cocci.include_match(False)

@bo_w_cal depends on patch && bo_w_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bo_w_cal.pf;
fn << bo_w_cal.fn;
@@
kp_cal(pf[0], fn)

@bo_w depends on patch && bo_w_cal_kpg@
struct inode *I;
identifier fld = {i_uid, i_gid};
position p;
@@
I@p->fld

@script:python bo_ws@
p << bo_w.p;
I << bo_w.I;
fld << bo_w.fld;
fn;
@@
t = str(I) + "->" + str(fld)
s = kp_site(p[0], "boundary-out", t, take=False)
if s is None or s.get("id") != str(fld)[2:] or s.get("munged") or kp_norm(s.get("ns", "&init_user_ns")) != "&init_user_ns" or kp_site(p[0], "boundary-out", t) is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(str(fld) + "_read")

@depends on patch@
struct inode *bo_w.I;
identifier bo_w.fld, bo_ws.fn;
position bo_w.p;
@@
- I@p->fld
+ fn(I)

// ---- with a plan: arguments and assigned values ----
// (assignments and arguments are separate chains: in a disjunction the
// first branch that matches a statement hides the others there)
@script:python bo_a_cal_kpg depends on patch@
@@
if not kp_gate("boundary-out"):
    cocci.include_match(False)

@bo_a_cal depends on patch && bo_a_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bo_a_cal.pf;
fn << bo_a_cal.fn;
@@
kp_cal(pf[0], fn)

@bo_a depends on patch && bo_a_cal_kpg@
expression E, X;
position p;
@@
X = E@p

@script:python bo_as@
p << bo_a.p;
E << bo_a.E;
fn;
ns;
@@
s = kp_bo(p[0], E)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BO_FN[s["id"]] + ("_munged" if s.get("munged") else ""))
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bo_a.E;
position bo_a.p;
identifier bo_as.fn;
expression bo_as.ns;
@@
- E@p
+ fn(ns, E)

// ---- with a plan: a branch of a conditional (uid = c ? iattr->ia_uid :
// iuid, where uid is kept raw) ----
@script:python bo_q_cal_kpg depends on patch@
@@
if not kp_gate("boundary-out"):
    cocci.include_match(False)

@bo_q_cal depends on patch && bo_q_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bo_q_cal.pf;
fn << bo_q_cal.fn;
@@
kp_cal(pf[0], fn)

@bo_q depends on patch && bo_q_cal_kpg@
expression C, E, F;
position p;
@@
C ? E@p : F

@script:python bo_qs@
p << bo_q.p;
E << bo_q.E;
fn;
ns;
@@
s = kp_bo(p[0], E)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BO_FN[s["id"]] + ("_munged" if s.get("munged") else ""))
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bo_q.E;
position bo_q.p;
identifier bo_qs.fn;
expression bo_qs.ns;
@@
- E@p
+ fn(ns, E)

// (the other branch: a disjunction would stop at the first branch that matches)
@bo_qe depends on patch && bo_q_cal_kpg@
expression C, E, F;
position p;
@@
C ? F : E@p

@script:python bo_qes@
p << bo_qe.p;
E << bo_qe.E;
fn;
ns;
@@
s = kp_bo(p[0], E)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BO_FN[s["id"]] + ("_munged" if s.get("munged") else ""))
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bo_qe.E;
position bo_qe.p;
identifier bo_qes.fn;
expression bo_qes.ns;
@@
- E@p
+ fn(ns, E)

// ---- with a plan: initialisers and returns ----
@script:python bo_c_cal_kpg depends on patch@
@@
if not kp_gate("boundary-out"):
    cocci.include_match(False)

@bo_c_cal depends on patch && bo_c_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bo_c_cal.pf;
fn << bo_c_cal.fn;
@@
kp_cal(pf[0], fn)

@bo_c depends on patch && bo_c_cal_kpg@
expression E;
expression list es;
identifier f;
position p;
@@
f(es, E@p, ...)

@script:python bo_cs@
p << bo_c.p;
E << bo_c.E;
fn;
ns;
@@
s = kp_bo(p[0], E)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BO_FN[s["id"]] + ("_munged" if s.get("munged") else ""))
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bo_c.E;
position bo_c.p;
identifier bo_cs.fn;
expression bo_cs.ns;
@@
- E@p
+ fn(ns, E)

// ---- with a plan: initialisers and returns ----
// ---- with a plan: the operand of a cast to a raw type, (vuid_t) E ----
@script:python bo_k_cal_kpg depends on patch@
@@
if not kp_gate("boundary-out") or not kp_gate_cast("boundary-out"):
    cocci.include_match(False)

@bo_k_cal depends on patch && bo_k_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bo_k_cal.pf;
fn << bo_k_cal.fn;
@@
kp_cal(pf[0], fn)

@bo_k depends on patch && bo_k_cal_kpg@
expression E;
type T;
position p;
@@
 (T)E@p

@script:python bo_ks@
p << bo_k.p;
E << bo_k.E;
fn;
ns;
@@
s = kp_bo(p[0], E)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BO_FN[s["id"]] + ("_munged" if s.get("munged") else ""))
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bo_k.E;
position bo_k.p;
identifier bo_ks.fn;
expression bo_ks.ns;
@@
- E@p
+ fn(ns, E)

// ---- with a plan: initialisers and returns ----
@script:python bo_d_cal_kpg depends on patch@
@@
if not kp_gate("boundary-out"):
    cocci.include_match(False)

@bo_d_cal depends on patch && bo_d_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << bo_d_cal.pf;
fn << bo_d_cal.fn;
@@
kp_cal(pf[0], fn)

@bo_d depends on patch && bo_d_cal_kpg@
expression E;
identifier x;
type T;
position p;
@@
(
T x = E@p;
|
return E@p;
)

@script:python bo_ds@
p << bo_d.p;
E << bo_d.E;
fn;
ns;
@@
s = kp_bo(p[0], E)
if s is None:
    cocci.include_match(False)
else:
    coccinelle.fn = cocci.make_ident(KP_BO_FN[s["id"]] + ("_munged" if s.get("munged") else ""))
    coccinelle.ns = cocci.make_expr(s.get("ns", "&init_user_ns"))

@depends on patch@
expression bo_d.E;
position bo_d.p;
identifier bo_ds.fn;
expression bo_ds.ns;
@@
- E@p
+ fn(ns, E)

// ---- without a plan: typed metavariables ----
@script:python bo_t_kpg depends on patch@
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@bo_t depends on patch && bo_t_kpg@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
identifier enc =~ "^(cpu_to_le32|cpu_to_be32|htonl|cpu_to_le16|cpu_to_be16|htons)$";
position p;
@@
(
enc(U@p)
|
enc(G@p)
)

@script:python@
p << bo_t.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
kuid_t bo_t.U;
kgid_t bo_t.G;
identifier bo_t.enc;
position bo_t.p;
@@
(
  enc(
- U@p
+ from_kuid(&init_user_ns, U)
  )
|
  enc(
- G@p
+ from_kgid(&init_user_ns, G)
  )
)

// ---- report, context, org (coccicheck) ----
@bo_r_ctx depends on context@
kuid_t U;
kgid_t G;
identifier enc =~ "^(cpu_to_le32|cpu_to_be32|htonl|cpu_to_le16|cpu_to_be16|htons)$";
position p;
@@
(
* enc(U@p)
|
* enc(G@p)
)

@bo_r depends on org || report@
kuid_t U;
kgid_t G;
identifier enc =~ "^(cpu_to_le32|cpu_to_be32|htonl|cpu_to_le16|cpu_to_be16|htons)$";
position p;
@@
(
  enc(U@p)
|
  enc(G@p)
)

@script:python depends on report@
p << bo_r.p;
@@
coccilib.report.print_report(p[0], "kernel id written out raw: use from_kuid()/from_kgid()")

@script:python depends on org@
p << bo_r.p;
@@
coccilib.org.print_todo(p[0], "kernel id written out raw: use from_kuid()/from_kgid()")
