/// Casts: (T)E where E is a kernel id that goes on as a kernel id (into a
/// retyped carrier, a compare with another id) and T a raw integer type:
/// the cast goes, E stays.  Under strict kernel id types a cast of kuid_t
/// to an integer does not compile ("cast from non-scalar"), and once the
/// destination is kuid_t the cast has nothing left to do (cifs: args.uid =
/// (__u64) current_fsuid()).
///
/// Likewise make_kuid(NS, E) / make_kgid / make_kprojid where E has become a
/// kernel id itself (a retyped carrier; nfsd: make_kgid(&init_user_ns,
/// exp->ex_anon_gid) once ex_anon_gid is kgid_t): the call goes, E stays.
///
/// With a plan (-D kidpush_plan=FILE) only planned casts (kind "cast";
/// position and text: E) and calls (kind "unwrap"; the call) are dropped.  Without a plan nothing is rewritten
/// (whether the destination is an id too is data flow): report/context/org
/// list casts of an expression spatch knows to be kuid_t/kgid_t.
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

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan ----
@script:python cast_m_cal_kpg depends on patch@
@@
if not kp_gate("cast"):
    cocci.include_match(False)

@cast_m_cal depends on patch && cast_m_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << cast_m_cal.pf;
fn << cast_m_cal.fn;
@@
kp_cal(pf[0], fn)

@cast_m depends on patch && cast_m_cal_kpg@
type T;
expression E;
position p;
@@
 (T)E@p

@script:python cast_s@
p << cast_m.p;
E << cast_m.E;
ok;
@@
if kp_site(p[0], "cast", E) is None:
    cocci.include_match(False)
else:
    coccinelle.ok = cocci.make_ident("ok")

@depends on patch@
type cast_m.T;
expression cast_m.E;
position cast_m.p;
identifier cast_s.ok;
@@
- (T)E@p
+ E

// ---- with a plan: make_kuid(NS, E) of what is now a kernel id ----
@script:python uw_m_cal_kpg depends on patch@
@@
if not kp_gate("unwrap"):
    cocci.include_match(False)

@uw_m_cal depends on patch && uw_m_cal_kpg@
identifier fn;
position pf;
type T;
@@
T fn@pf(...) { ... }

@script:python@
pf << uw_m_cal.pf;
fn << uw_m_cal.fn;
@@
kp_cal(pf[0], fn)

@uw_m depends on patch && uw_m_cal_kpg@
identifier mk =~ "^make_k(uid|gid|projid)$";
expression NS, E;
position p;
@@
 mk@p(NS, E)

@script:python uw_s@
p << uw_m.p;
mk << uw_m.mk;
NS << uw_m.NS;
E << uw_m.E;
ok;
@@
if kp_site(p[0], "unwrap", "%s(%s, %s)" % (mk, NS, E)) is None:
    cocci.include_match(False)
else:
    coccinelle.ok = cocci.make_ident("ok")

@depends on patch@
identifier uw_m.mk;
expression uw_m.NS, uw_m.E;
position uw_m.p;
identifier uw_s.ok;
@@
- mk@p(NS, E)
+ E

// ---- report, context, org (coccicheck): casts of a typed kernel id ----
@cast_r_ctx depends on context@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
type T;
position p;
@@
(
* (T)U@p
|
* (T)G@p
)

@cast_r depends on org || report@
typedef kuid_t, kgid_t;
kuid_t U;
kgid_t G;
type T;
position p;
@@
(
 (T)U@p
|
 (T)G@p
)

@script:python depends on report@
p << cast_r.p;
@@
coccilib.report.print_report(p[0], "kernel id cast to an integer: drop the cast where an id goes on, else use from_kuid()/from_kgid()")

@script:python depends on org@
p << cast_r.p;
@@
coccilib.org.print_todo(p[0], "kernel id cast to an integer: drop the cast where an id goes on, else use from_kuid()/from_kgid()")
