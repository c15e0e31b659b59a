/// Sentinels: -1 or ~0 used as a kernel id becomes INVALID_UID or
/// INVALID_GID (an "unset" owner, a compare with a kernel id, which
/// 02-compare turns into uid_eq(x, INVALID_UID)).  make_kuid() maps the raw
/// -1 of any namespace to INVALID_UID, so a sentinel kept in a carrier stays
/// a sentinel.  One -1 assigned in a chain to ids of both families
/// (n_uid = n_gid = n_muid = -1; the plan's kind "split" names the targets
/// that are ids) becomes one assignment per target: INVALID_UID,
/// INVALID_GID, the value itself for a target that is no id.
///
/// With a plan (-D kidpush_plan=FILE) only the planned literals (kind
/// "sentinel"; position: the '-' or '~', which spatch reports on the
/// literal after it) are rewritten.  A cast form such as (uid_t)-1 only
/// when spatch parses the cast (it must know the typedef); otherwise the
/// site stays and the gate reports it.  A sentinel spelled as a name (a
/// filesystem's own #define NO_CHANGE_32 0xFFFFFFFF, which the plan found
/// by value) is replaced by name, also in a designated initialiser
/// ({ .uid = NO_CHANGE_64 }).  Without a plan, -1/~0 assigned to or
/// compared with an expression spatch knows to be kuid_t/kgid_t.
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

// ---- with a plan: one -1 assigned to a uid and a gid in a chain
// (n_uid = n_gid = n_muid = -1; kind "split", whose "targets" give the
// family of each target that is an id): one assignment per target,
// INVALID_UID / INVALID_GID, the others keep the value ----
@script:python spl_cal_kpg depends on patch@
@@
if not kp_gate("split"):
    cocci.include_match(False)

@spl_cal depends on patch && spl_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << spl_cal.pf;
fn << spl_cal.fn;
@@
kp_cal(pf[0], fn)

@spl3 depends on patch && spl_cal_kpg@
expression A, B, C, V;
position p;
@@
A = B = C = V@p;

@script:python spl3s@
p << spl3.p;
A << spl3.A;
B << spl3.B;
C << spl3.C;
V << spl3.V;
va;
vb;
vc;
@@
v = kp_split(p[0], V, (A, B, C))
if v is None:
    cocci.include_match(False)
else:
    coccinelle.va, coccinelle.vb, coccinelle.vc = v

@depends on patch@
expression spl3.A, spl3.B, spl3.C, spl3.V;
position spl3.p;
expression spl3s.va, spl3s.vb, spl3s.vc;
@@
- A = B = C = V@p;
+ A = va;
+ B = vb;
+ C = vc;

@script:python spl2_cal_kpg depends on patch@
@@
if not kp_gate("split"):
    cocci.include_match(False)

@spl2_cal depends on patch && spl2_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << spl2_cal.pf;
fn << spl2_cal.fn;
@@
kp_cal(pf[0], fn)

@spl2 depends on patch && spl2_cal_kpg@
expression A, B, V;
position p;
@@
A = B = V@p;

@script:python spl2s@
p << spl2.p;
A << spl2.A;
B << spl2.B;
V << spl2.V;
va;
vb;
@@
v = kp_split(p[0], V, (A, B))
if v is None:
    cocci.include_match(False)
else:
    coccinelle.va, coccinelle.vb = v

@depends on patch@
expression spl2.A, spl2.B, spl2.V;
position spl2.p;
expression spl2s.va, spl2s.vb;
@@
- A = B = V@p;
+ A = va;
+ B = vb;

// ---- with a plan ----
@script:python sen_m_cal_kpg depends on patch@
@@
if not kp_gate("sentinel"):
    cocci.include_match(False)

@sen_m_cal depends on patch && sen_m_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << sen_m_cal.pf;
fn << sen_m_cal.fn;
@@
kp_cal(pf[0], fn)

@sen_m depends on patch && sen_m_cal_kpg@
position p;
type T;
identifier I;
@@
(
 -1@p
|
 ~0@p
|
 (T)-1@p
|
 (T)~0@p
|
 (I) - 1@p
)

@script:python sen_s@
p << sen_m.p;
c;
@@
s = None
for t in ("-1", "~0"):
    s = s or kp_site(p[0], "sentinel", t, (0, 1))
if s is None and KP_PLAN is not None:
    # a cast of the sentinel, (uid_t) -1: its text starts up to 23 columns
    # before the -1 (also on a line an earlier rule has changed: kp_occ);
    # without the typedef spatch reads it as (uid_t) - 1, a subtraction
    f = kp_rel(kp_file(p[0].file))
    line = kp_line(p[0])
    for (sf, sl, sc, sk), q in sorted(KP_PLAN["sites"].items()):
        if sf == f and sl == line and sk == "sentinel" and q.get("text", "").startswith("("):
            s = kp_site(p[0], "sentinel", q["text"], tuple(range(1, 24)))
            if s is not None:
                break
if s is None or s.get("id") not in ("uid", "gid"):
    cocci.include_match(False)
else:
    coccinelle.c = cocci.make_ident("INVALID_UID" if s["id"] == "uid" else "INVALID_GID")

@depends on patch@
position sen_m.p;
identifier sen_s.c;
type T;
identifier I;
@@
(
- -1@p
+ c
|
- ~0@p
+ c
|
- (T)-1@p
+ c
|
- (T)~0@p
+ c
|
- (I) - 1@p
+ c
)

// ---- with a plan: a sentinel spelled as a name (a filesystem's own
// "#define NO_CHANGE_32 0xFFFFFFFF"): its own chain, as an identifier is
// another node than -1 ----
@script:python sen_i_cal_kpg depends on patch@
@@
if not kp_gate("sentinel"):
    cocci.include_match(False)

@sen_i_cal depends on patch && sen_i_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << sen_i_cal.pf;
fn << sen_i_cal.fn;
@@
kp_cal(pf[0], fn)

@sen_i depends on patch && sen_i_cal_kpg@
identifier I;
position p;
@@
 I@p

@script:python sen_is@
p << sen_i.p;
I << sen_i.I;
c;
@@
s = kp_site(p[0], "sentinel", I)
if s is None or s.get("id") not in ("uid", "gid"):
    cocci.include_match(False)
else:
    coccinelle.c = cocci.make_ident("INVALID_UID" if s["id"] == "uid" else "INVALID_GID")

@depends on patch@
identifier sen_i.I;
position sen_i.p;
identifier sen_is.c;
@@
- I@p
+ c

// ---- without a plan: typed metavariables ----
@script:python sen_tu_kpg depends on patch@
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@sen_tu depends on patch && sen_tu_kpg@
typedef kuid_t, kgid_t;
kuid_t X;
position p;
@@
(
X == \( -1@p \| ~0@p \)
|
X != \( -1@p \| ~0@p \)
|
X = \( -1@p \| ~0@p \)
)

@script:python@
p << sen_tu.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
position sen_tu.p;
@@
(
- -1@p
+ INVALID_UID
|
- ~0@p
+ INVALID_UID
)

@script:python sen_tg_kpg depends on patch@
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@sen_tg depends on patch && sen_tg_kpg@
typedef kuid_t, kgid_t;
kgid_t X;
position p;
@@
(
X == \( -1@p \| ~0@p \)
|
X != \( -1@p \| ~0@p \)
|
X = \( -1@p \| ~0@p \)
)

@script:python@
p << sen_tg.p;
@@
if KP_PLAN is not None:
    cocci.include_match(False)

@depends on patch@
position sen_tg.p;
@@
(
- -1@p
+ INVALID_GID
|
- ~0@p
+ INVALID_GID
)

// ---- report, context, org (coccicheck) ----
@sen_r_ctx depends on context@
kuid_t U;
kgid_t G;
position p;
@@
(
* U == \( -1@p \| ~0@p \)
|
* U != \( -1@p \| ~0@p \)
|
* U = \( -1@p \| ~0@p \)
|
* G == \( -1@p \| ~0@p \)
|
* G != \( -1@p \| ~0@p \)
|
* G = \( -1@p \| ~0@p \)
)

@sen_r depends on org || report@
kuid_t U;
kgid_t G;
position p;
@@
(
  U == \( -1@p \| ~0@p \)
|
  U != \( -1@p \| ~0@p \)
|
  U = \( -1@p \| ~0@p \)
|
  G == \( -1@p \| ~0@p \)
|
  G != \( -1@p \| ~0@p \)
|
  G = \( -1@p \| ~0@p \)
)

@script:python depends on report@
p << sen_r.p;
@@
coccilib.report.print_report(p[0], "-1 used as a kernel id: use INVALID_UID/INVALID_GID")

@script:python depends on org@
p << sen_r.p;
@@
coccilib.org.print_todo(p[0], "-1 used as a kernel id: use INVALID_UID/INVALID_GID")
