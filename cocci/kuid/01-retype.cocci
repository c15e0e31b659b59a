/// Retyped carriers: a declaration whose raw type (uid_t, gid_t, u32,
/// unsigned int ...) holds kernel ids gets the kernel id type:
/// uid_t x -> kuid_t x, for struct fields, function parameters (definitions
/// and prototypes, also unnamed ones: "int f(struct inode *, uid_t);"),
/// locals, globals and function return types.  Every use of the carrier
/// then carries a kernel id; the other cocci/kuid rules convert where raw
/// values enter (08-make), leave (05-from), are compared (02-compare,
/// 07-truth) or are literals (03-root, 04-sentinel).  A local sharing its
/// declaration with others is split off by 10-split.
///
/// Which declarations are carriers is a question of data flow that types
/// alone cannot answer, so this rule only works with a plan
/// (-D kidpush_plan=FILE, from kidpush-infer): a declaration is retyped when
/// the plan's "retype" list has its file, name, entity (field, param, local,
/// global, return), a line range holding it and the same spelled type (an
/// unnamed parameter: the place of its type).
/// Without a plan, report/context/org list the struct fields and parameters
/// declared uid_t/gid_t, the usual carriers, for review.
//
// Confidence: High (with a plan); report mode: Low (candidates only)
// Options: --no-includes
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
def kp_retype_unnamed(p, scope, typ):
    # a parameter without a name: by file, scope, spelled type and where
    # the type is written (type_line, type_col)
    if KP_PLAN is None:
        return None
    f = kp_rel(kp_file(p.file))
    for r in KP_PLAN["retype"].get((f, "", "param"), []):
        if (kp_norm(r.get("scope", "")) == kp_norm(scope) and kp_typeok(r, typ)
                and int(r.get("type_line", 0)) == kp_line(p) and int(r.get("type_col", 0)) == int(p.column) + 1):
            return r
    return None

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// The original lines of the functions, before any change (see kp_line).
@script:python rt_cal_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_cal depends on patch && rt_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << rt_cal.pf;
fn << rt_cal.fn;
@@
kp_cal(pf[0], fn)

// ---- fields ----
@script:python rt_f_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_f depends on patch && rt_f_kpg@
identifier S, x;
type T;
position p;
@@
struct S { ... T x@p; ... };

@script:python rt_fs@
p << rt_f.p;
S << rt_f.S;
x << rt_f.x;
T << rt_f.T;
t;
@@
r = kp_retype(p[0], x, ("field",), "struct " + S, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_f.S, rt_f.x;
type rt_f.T;
position rt_f.p;
type rt_fs.t;
@@
struct S { ...
- T
+ t
  x@p; ... };

// ---- parameters of function definitions ----
@script:python rt_p_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_p depends on patch && rt_p_kpg@
identifier f, x;
type T, T0;
position p;
@@
T0 f(..., T x@p, ...) { ... }

@script:python rt_ps@
p << rt_p.p;
f << rt_p.f;
x << rt_p.x;
T << rt_p.T;
t;
@@
r = kp_retype(p[0], x, ("param",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_p.f, rt_p.x;
type rt_p.T, rt_p.T0;
position rt_p.p;
type rt_ps.t;
@@
T0 f(...,
- T
+ t
  x@p, ...) { ... }

// ---- parameters of prototypes ----
@script:python rt_q_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_q depends on patch && rt_q_kpg@
identifier f, x;
type T, T0;
position p;
@@
T0 f(..., T x@p, ...);

@script:python rt_qs@
p << rt_q.p;
f << rt_q.f;
x << rt_q.x;
T << rt_q.T;
t;
@@
r = kp_retype(p[0], x, ("param",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_q.f, rt_q.x;
type rt_q.T, rt_q.T0;
position rt_q.p;
type rt_qs.t;
@@
T0 f(...,
- T
+ t
  x@p, ...);

// ---- unnamed parameters of prototypes (int f(struct inode *, uid_t);):
// found by the position of their type ----
@script:python rt_u_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_u depends on patch && rt_u_kpg@
identifier f;
type T, T0;
position p;
@@
T0 f(..., T@p, ...);

@script:python rt_us@
p << rt_u.p;
f << rt_u.f;
T << rt_u.T;
t;
@@
r = kp_retype_unnamed(p[0], f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_u.f;
type rt_u.T, rt_u.T0;
position rt_u.p;
type rt_us.t;
@@
T0 f(...,
- T@p
+ t
  , ...);

// ---- return types of function definitions ----
@script:python rt_r_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_r depends on patch && rt_r_kpg@
identifier f;
type T;
position p;
@@
T f@p(...) { ... }

@script:python rt_rs@
p << rt_r.p;
f << rt_r.f;
T << rt_r.T;
t;
@@
r = kp_retype(p[0], f, ("return",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_r.f;
type rt_r.T;
position rt_r.p;
type rt_rs.t;
@@
- T
+ t
  f@p(...) { ... }

// ---- return types of prototypes ----
@script:python rt_o_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_o depends on patch && rt_o_kpg@
identifier f;
type T;
position p;
@@
T f@p(...);

@script:python rt_os@
p << rt_o.p;
f << rt_o.f;
T << rt_o.T;
t;
@@
r = kp_retype(p[0], f, ("return",), f, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_o.f;
type rt_o.T;
position rt_o.p;
type rt_os.t;
@@
- T
+ t
  f@p(...);

// ---- locals and globals ----
@script:python rt_l_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@rt_l depends on patch && rt_l_kpg@
identifier x;
type T;
position p;
expression E;
@@
(
T x@p;
|
T x@p = E;
)

@script:python rt_ls@
p << rt_l.p;
x << rt_l.x;
T << rt_l.T;
t;
@@
r = kp_retype(p[0], x, ("local", "global"), p[0].current_element, T)
if r is None:
    cocci.include_match(False)
else:
    coccinelle.t = kp_to(r, T)

@depends on patch@
identifier rt_l.x;
type rt_l.T;
position rt_l.p;
type rt_ls.t;
expression E;
@@
(
- T
+ t
  x@p;
|
- T
+ t
  x@p = E;
)

// ---- report, context, org (coccicheck): candidates ----
@rt_c_ctx depends on context@
identifier S, x;
typedef uid_t, gid_t;
position p;
@@
struct S { ...
* \(uid_t\|gid_t\) x@p;
  ... };

@rt_c depends on org || report@
identifier S, x;
typedef uid_t, gid_t;
position p;
@@
struct S { ...
  \(uid_t\|gid_t\) x@p;
  ... };

@rt_d_ctx depends on context@
identifier f, x;
typedef uid_t, gid_t;
type T0;
position p;
@@
T0 f(...,
* \(uid_t\|gid_t\) x@p,
  ...) { ... }

@rt_d depends on org || report@
identifier f, x;
typedef uid_t, gid_t;
type T0;
position p;
@@
T0 f(...,
  \(uid_t\|gid_t\) x@p,
  ...) { ... }

@script:python depends on report@
p << rt_c.p;
x << rt_c.x;
@@
coccilib.report.print_report(p[0], "raw id field " + x + ": a kuid_t/kgid_t carrier? (run kidpush-infer)")

@script:python depends on report@
p << rt_d.p;
x << rt_d.x;
@@
coccilib.report.print_report(p[0], "raw id parameter " + x + ": a kuid_t/kgid_t carrier? (run kidpush-infer)")

@script:python depends on org@
p << rt_c.p;
x << rt_c.x;
@@
coccilib.org.print_todo(p[0], "raw id field " + x + ": a kuid_t/kgid_t carrier?")

@script:python depends on org@
p << rt_d.p;
x << rt_d.x;
@@
coccilib.org.print_todo(p[0], "raw id parameter " + x + ": a kuid_t/kgid_t carrier?")
