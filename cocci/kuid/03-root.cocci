/// Root: the literal 0 used as a kernel id becomes GLOBAL_ROOT_UID or
/// GLOBAL_ROOT_GID (a stored default owner, an argument, a compare with a
/// kernel id, which 02-compare turns into uid_eq(x, GLOBAL_ROOT_UID)).
/// Strict kernel id types do not convert 0 to kuid_t/kgid_t.
///
/// With a plan (-D kidpush_plan=FILE) only the planned literals (kind
/// "root", id uid or gid) are rewritten.  Without a plan, 0 assigned to or
/// compared (==, !=) with an expression spatch knows to be kuid_t/kgid_t.
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

# the literals that initialise a declaration the plan keeps raw (root_d)
KP_RAWINIT = set()

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan ----
@script:python root_m_cal_kpg depends on patch@
@@
if not kp_gate("root"):
    cocci.include_match(False)

@root_m_cal depends on patch && root_m_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << root_m_cal.pf;
fn << root_m_cal.fn;
@@
kp_cal(pf[0], fn)

@root_m depends on patch && root_m_cal_kpg@
position p;
@@
0@p

// A declaration the plan keeps raw never receives a kernel id: the 0 that
// initialises a raw local or global the plan does not retype, or retypes
// only as one declarator of several (u32 uid = 0, iuid = 0;  10-split takes
// out only those without an initialiser, so the type stays), stays 0.
@root_d depends on patch && root_m_cal_kpg@
type T;
identifier x;
position pd;
@@
T x = 0@pd;

@script:python@
pd << root_d.pd;
x << root_d.x;
T << root_d.T;
@@
t = str(T).strip()
if t not in ("kuid_t", "kgid_t", "kprojid_t"):
    r = kp_retype(pd[0], x, ("local", "global"), pd[0].current_element, T)
    if r is None or r.get("shared_type"):
        KP_RAWINIT.add((pd[0].file, pd[0].line, pd[0].column))

@script:python root_s@
p << root_m.p;
c;
@@
s = None if (p[0].file, p[0].line, p[0].column) in KP_RAWINIT else kp_site(p[0], "root", "0")
if s is None or s.get("id") not in ("uid", "gid"):
    cocci.include_match(False)
else:
    coccinelle.c = cocci.make_ident("GLOBAL_ROOT_UID" if s["id"] == "uid" else "GLOBAL_ROOT_GID")

@depends on patch@
position root_m.p;
identifier root_s.c;
@@
- 0@p
+ c

// ---- without a plan: typed metavariables ----
@script:python root_t_kpg depends on patch@
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@root_t depends on patch && root_t_kpg@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
position p;
@@
(
U == 0@p
|
U != 0@p
|
U = 0@p
|
G == 0@p
|
G != 0@p
|
G = 0@p
)

@script:python@
p << root_t.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
kuid_t root_t.U;
kgid_t root_t.G;
position root_t.p;
@@
(
- U == 0@p
+ uid_eq(U, GLOBAL_ROOT_UID)
|
- U != 0@p
+ !uid_eq(U, GLOBAL_ROOT_UID)
|
  U =
- 0@p
+ GLOBAL_ROOT_UID
|
- G == 0@p
+ gid_eq(G, GLOBAL_ROOT_GID)
|
- G != 0@p
+ !gid_eq(G, GLOBAL_ROOT_GID)
|
  G =
- 0@p
+ GLOBAL_ROOT_GID
)

// ---- report, context, org (coccicheck) ----
@root_r_ctx depends on context@
kuid_t U;
kgid_t G;
position p;
@@
(
* U == 0@p
|
* U != 0@p
|
* U = 0@p
|
* G == 0@p
|
* G != 0@p
|
* G = 0@p
)

@root_r depends on org || report@
kuid_t U;
kgid_t G;
position p;
@@
(
  U == 0@p
|
  U != 0@p
|
  U = 0@p
|
  G == 0@p
|
  G != 0@p
|
  G = 0@p
)

@script:python depends on report@
p << root_r.p;
@@
coccilib.report.print_report(p[0], "0 used as a kernel id: use GLOBAL_ROOT_UID/GLOBAL_ROOT_GID")

@script:python depends on org@
p << root_r.p;
@@
coccilib.org.print_todo(p[0], "0 used as a kernel id: use GLOBAL_ROOT_UID/GLOBAL_ROOT_GID")
