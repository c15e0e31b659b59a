/// Truth tests: a kernel id tested as a number -- if (uid), a && uid,
/// uid ? a : b, !uid -- is an implicit compare with 0, which strict kernel
/// id types do not allow ("non-scalar type in conditional").  It becomes
/// a compare with root:
///   uid   ->  !uid_eq(uid, GLOBAL_ROOT_UID)
///   !uid  ->  uid_eq(uid, GLOBAL_ROOT_UID)
/// (gid_eq/GLOBAL_ROOT_GID for a gid.)
///
/// With a plan (-D kidpush_plan=FILE) only planned sites (kind "truth";
/// position and text: the tested id; op "!" when negated) change.
/// Without a plan nothing is rewritten: report/context/org list tests of
/// an expression spatch knows to be kuid_t/kgid_t.
//
// Confidence: High (with a plan), Moderate (report modes)
// Options: --no-includes
// (the mode with a plan; the report modes, without one, want
// --include-headers instead)
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
# the compare and the root of a family
KP_TRUTH = {"uid": ("uid_eq", "GLOBAL_ROOT_UID"), "gid": ("gid_eq", "GLOBAL_ROOT_GID")}

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan: !id ----
@script:python tr_n_cal_kpg depends on patch@
@@
if not kp_gate("truth"):
    cocci.include_match(False)

@tr_n_cal depends on patch && tr_n_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << tr_n_cal.pf;
fn << tr_n_cal.fn;
@@
kp_cal(pf[0], fn)

@tr_n depends on patch && tr_n_cal_kpg@
expression E;
position p;
@@
 !E@p

@script:python tr_ns@
p << tr_n.p;
E << tr_n.E;
eq;
root;
@@
s = kp_find(p[0], "truth", E, (0,))
if s is None or s.get("op") != "!" or s.get("id") not in KP_TRUTH or kp_take(s) is None:
    cocci.include_match(False)
else:
    coccinelle.eq = cocci.make_ident(KP_TRUTH[s["id"]][0])
    coccinelle.root = cocci.make_ident(KP_TRUTH[s["id"]][1])

@depends on patch@
expression tr_n.E;
position tr_n.p;
identifier tr_ns.eq, tr_ns.root;
@@
- !E@p
+ eq(E, root)

// ---- with a plan: id ----
@script:python tr_p_cal_kpg depends on patch@
@@
if not kp_gate("truth"):
    cocci.include_match(False)

@tr_p_cal depends on patch && tr_p_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << tr_p_cal.pf;
fn << tr_p_cal.fn;
@@
kp_cal(pf[0], fn)

@tr_p depends on patch && tr_p_cal_kpg@
expression E;
position p;
@@
 E@p

@script:python tr_ps@
p << tr_p.p;
E << tr_p.E;
eq;
root;
@@
s = kp_find(p[0], "truth", E, (0,))
if s is None or s.get("op") == "!" or s.get("id") not in KP_TRUTH or kp_take(s) is None:
    cocci.include_match(False)
else:
    coccinelle.eq = cocci.make_ident(KP_TRUTH[s["id"]][0])
    coccinelle.root = cocci.make_ident(KP_TRUTH[s["id"]][1])

@depends on patch@
expression tr_p.E;
position tr_p.p;
identifier tr_ps.eq, tr_ps.root;
@@
- E@p
+ !eq(E, root)

// ---- report, context, org (coccicheck): tests of a typed kernel id ----
@tr_r_ctx depends on context@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
statement S1, S2;
@@
(
* if (U) S1 else S2
|
* if (G) S1 else S2
|
* if (U) S1
|
* if (G) S1
|
* !U
|
* !G
)

@tr_r depends on org || report@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
statement S1, S2;
position p;
@@
(
 if (U@p) S1 else S2
|
 if (G@p) S1 else S2
|
 if (U@p) S1
|
 if (G@p) S1
|
 !U@p
|
 !G@p
)

@script:python depends on report@
p << tr_r.p;
@@
coccilib.report.print_report(p[0], "kernel id tested for truth: compare it with GLOBAL_ROOT_UID/GID (uid_eq()/gid_eq())")

@script:python depends on org@
p << tr_r.p;
@@
coccilib.org.print_todo(p[0], "kernel id tested for truth: compare it with GLOBAL_ROOT_UID/GID (uid_eq()/gid_eq())")
