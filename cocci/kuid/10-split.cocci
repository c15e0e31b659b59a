/// Shared declarations: a local declared with others in one declaration
/// (u32 ouid, ogid, nuid, ngid;) that the plan retypes moves out of it into
/// a declaration of its own type at the top of the function body:
///
///   kuid_t ouid, nuid;
///   kgid_t ogid, ngid;
///
/// (the old declaration keeps its other declarators, or goes when none is
/// left).  spatch 1.1.1 removes one declarator of several but cannot
/// retype it or add code next to it (01-retype's rewrite of the type does
/// nothing there), so the new declaration is added after the opening
/// brace, one per type.  A declarator with an initialiser (u32 a = 0,
/// owner = 0;) is left alone: the gate reports it.
///
/// With a plan only (retype entries with "shared_type": true; entity
/// local).  Without a plan nothing is rewritten: report/context/org list
/// uid_t/gid_t locals.
//
// Confidence: High (with a plan), Moderate (report modes)
// Options: --no-includes
//
// Relies on: the plan's retypes being found by file, name, scope and
// spelled type, which do not depend on lines, so this rule runs last (it
// removes and adds lines in the function).
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
# the declarators taken out, by (file, function) and type
KP_SPLIT = {}

@script:python@
kidpush_plan << virtual.kidpush_plan;
@@
kp_load(kidpush_plan)

// ---- with a plan: take the declarator out ----
@script:python sp_m_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@sp_m depends on patch && sp_m_kpg@
identifier x;
type T;
position p;
@@
T x@p;

@script:python sp_s@
p << sp_m.p;
x << sp_m.x;
T << sp_m.T;
ok;
@@
r = kp_retype(p[0], x, ("local",), p[0].current_element, T)
if r is None or not r.get("shared_type") or "*" in str(T):
    cocci.include_match(False)
else:
    KP_SPLIT.setdefault((kp_rel(kp_file(p[0].file)), p[0].current_element), {}).setdefault(r["to"], []).append(x)
    coccinelle.ok = cocci.make_ident("ok")

@depends on patch@
identifier sp_m.x;
type sp_m.T;
position sp_m.p;
identifier sp_s.ok;
@@
- T x@p;

// ---- and declare it again at the top, one declaration per type ----

@script:python sp_fp_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@sp_fp depends on patch && sp_fp_kpg@
identifier fn;
type T0;
position pf;
@@
T0 fn@pf(...) { ... }

@script:python sp_p@
fn << sp_fp.fn;
pf << sp_fp.pf;
xs;
@@
names = KP_SPLIT and KP_SPLIT.get((kp_rel(kp_file(pf[0].file)), fn), {}).get("kprojid_t")
if not names:
    cocci.include_match(False)
else:
    coccinelle.xs = cocci.make_ident(", ".join(names))

@depends on patch@
identifier sp_fp.fn;
type sp_fp.T0;
identifier sp_p.xs;
@@
T0 fn(...) {
+ kprojid_t xs;
...
}

@script:python sp_fg_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@sp_fg depends on patch && sp_fg_kpg@
identifier fn;
type T0;
position pf;
@@
T0 fn@pf(...) { ... }

@script:python sp_g@
fn << sp_fg.fn;
pf << sp_fg.pf;
xs;
@@
names = KP_SPLIT and KP_SPLIT.get((kp_rel(kp_file(pf[0].file)), fn), {}).get("kgid_t")
if not names:
    cocci.include_match(False)
else:
    coccinelle.xs = cocci.make_ident(", ".join(names))

@depends on patch@
identifier sp_fg.fn;
type sp_fg.T0;
identifier sp_g.xs;
@@
T0 fn(...) {
+ kgid_t xs;
...
}

@script:python sp_fu_kpg depends on patch@
@@
if not kp_gate("retype"):
    cocci.include_match(False)

@sp_fu depends on patch && sp_fu_kpg@
identifier fn;
type T0;
position pf;
@@
T0 fn@pf(...) { ... }

@script:python sp_u@
fn << sp_fu.fn;
pf << sp_fu.pf;
xs;
@@
names = KP_SPLIT and KP_SPLIT.get((kp_rel(kp_file(pf[0].file)), fn), {}).get("kuid_t")
if not names:
    cocci.include_match(False)
else:
    coccinelle.xs = cocci.make_ident(", ".join(names))

@depends on patch@
identifier sp_fu.fn;
type sp_fu.T0;
identifier sp_u.xs;
@@
T0 fn(...) {
+ kuid_t xs;
...
}

// ---- report, context, org (coccicheck): raw id locals ----
@sp_r_ctx depends on context@
typedef uid_t, gid_t;
identifier fn, x;
type T0;
@@
T0 fn(...) { <...
* \(uid_t\|gid_t\) x;
...> }

@sp_r depends on org || report@
typedef uid_t, gid_t;
identifier fn, x;
type T0;
position p;
@@
T0 fn(...) { <...
 \(uid_t\|gid_t\) x@p;
...> }

@script:python depends on report@
p << sp_r.p;
@@
coccilib.report.print_report(p[0], "raw id local: a kuid_t/kgid_t carrier? (one declaration per type: run kidpush-infer)")

@script:python depends on org@
p << sp_r.p;
@@
coccilib.org.print_todo(p[0], "raw id local: a kuid_t/kgid_t carrier? (one declaration per type)")
