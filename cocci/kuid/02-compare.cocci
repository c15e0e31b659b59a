/// Comparisons of kernel ids: E1 op E2, where both sides are (after the
/// retyping of their carriers) kuid_t/kgid_t/kprojid_t/struct kqid values,
/// become uid_eq(E1, E2) (!uid_eq for !=, uid_lt/uid_gt/uid_lte/uid_gte for
/// the orderings; gid_*, projid_eq, qid_eq/qid_lt).  With strict kernel id
/// types (CONFIG_UIDGID_STRICT_TYPE_CHECKS) the raw operators do not compile.
///
/// With a plan (-D kidpush_plan=FILE, written by kidpush-infer) only the
/// planned comparisons are rewritten: the position of E1 and the source text
/// must match the plan's site (kind "compare"), which also gives the id kind.
/// Without a plan, == and != between two expressions spatch knows to be
/// kuid_t/kgid_t (typed metavariables; declarations it can see) are
/// rewritten.  The orderings are only planned where the tree's
/// include/linux/uidgid.h has uid_lt() and friends (the driver checks).
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

// ---- with a plan ----
@script:python cmp_mv_cal_kpg depends on patch@
@@
if not kp_gate("compare"):
    cocci.include_match(False)

@cmp_mv_cal depends on patch && cmp_mv_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << cmp_mv_cal.pf;
fn << cmp_mv_cal.fn;
@@
kp_cal(pf[0], fn)

// a planned compare with a planned sentinel (x == -1, x != NO_CHANGE_32):
// the kernel's idiom, !uid_valid(x) / uid_valid(x) (uid_valid(u) is
// !uid_eq(u, INVALID_UID)); the sentinel goes with the compare
@cmp_mv depends on patch && cmp_mv_cal_kpg@
expression E1, E2;
binary operator bop = {==, !=};
position p;
@@
E1@p bop E2

@script:python cmp_v@
p << cmp_mv.p;
E1 << cmp_mv.E1;
E2 << cmp_mv.E2;
bop << cmp_mv.bop;
vfn;
@@
s = kp_site(p[0], "compare", str(E1) + str(bop) + str(E2), take=False)
o = kp_norm(bop)
if s is None or s.get("op", o) != o or not kp_validity(p[0], s, o, str(E2)) or kp_take(s) is None:
    cocci.include_match(False)
else:
    coccinelle.vfn = cocci.make_ident(s["id"] + "_valid")

@depends on patch@
expression cmp_mv.E1, cmp_mv.E2;
position cmp_mv.p;
identifier cmp_v.vfn;
@@
(
- E1@p == E2
+ !vfn(E1)
|
- E1@p != E2
+ vfn(E1)
)

@script:python cmp_m_cal_kpg depends on patch@
@@
if not kp_gate("compare"):
    cocci.include_match(False)

@cmp_m_cal depends on patch && cmp_m_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << cmp_m_cal.pf;
fn << cmp_m_cal.fn;
@@
kp_cal(pf[0], fn)

@cmp_m depends on patch && cmp_m_cal_kpg@
expression E1, E2;
binary operator bop = {==, !=, <, >, <=, >=};
position p;
@@
E1@p bop E2

@script:python cmp_s@
p << cmp_m.p;
E1 << cmp_m.E1;
E2 << cmp_m.E2;
bop << cmp_m.bop;
fn;
@@
s = kp_site(p[0], "compare", str(E1) + str(bop) + str(E2))
o = kp_norm(bop)
if s is None or s.get("op", o) != o or s.get("id") not in ("uid", "gid", "projid", "qid"):
    cocci.include_match(False)
else:
    kind = {"==": "eq", "!=": "eq", "<": "lt", ">": "gt", "<=": "lte", ">=": "gte"}[o]
    coccinelle.fn = cocci.make_ident(s["id"] + "_" + kind)

@depends on patch@
expression cmp_m.E1, cmp_m.E2;
position cmp_m.p;
identifier cmp_s.fn;
@@
(
- E1@p == E2
+ fn(E1, E2)
|
- E1@p != E2
+ !fn(E1, E2)
|
- E1@p < E2
+ fn(E1, E2)
|
- E1@p > E2
+ fn(E1, E2)
|
- E1@p <= E2
+ fn(E1, E2)
|
- E1@p >= E2
+ fn(E1, E2)
)

// ---- without a plan: typed metavariables ----
@script:python cmp_t_kpg depends on patch@
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@cmp_t depends on patch && cmp_t_kpg@
typedef kuid_t, kgid_t;
kuid_t U1, U2;
kgid_t G1, G2;
position p;
@@
(
U1@p == U2
|
U1@p != U2
|
G1@p == G2
|
G1@p != G2
)

@script:python@
p << cmp_t.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
kuid_t cmp_t.U1, cmp_t.U2;
kgid_t cmp_t.G1, cmp_t.G2;
position cmp_t.p;
@@
(
- U1@p == U2
+ uid_eq(U1, U2)
|
- U1@p != U2
+ !uid_eq(U1, U2)
|
- G1@p == G2
+ gid_eq(G1, G2)
|
- G1@p != G2
+ !gid_eq(G1, G2)
)

// ---- report, context, org (coccicheck) ----
@cmp_r_ctx depends on context@
kuid_t U1, U2;
kgid_t G1, G2;
position p;
@@
(
* U1@p == U2
|
* U1@p != U2
|
* G1@p == G2
|
* G1@p != G2
)

@cmp_r depends on org || report@
kuid_t U1, U2;
kgid_t G1, G2;
position p;
@@
(
  U1@p == U2
|
  U1@p != U2
|
  G1@p == G2
|
  G1@p != G2
)

@script:python depends on report@
p << cmp_r.p;
@@
coccilib.report.print_report(p[0], "raw comparison of kernel ids: use uid_eq()/gid_eq()")

@script:python depends on org@
p << cmp_r.p;
@@
coccilib.org.print_todo(p[0], "raw comparison of kernel ids: use uid_eq()/gid_eq()")
